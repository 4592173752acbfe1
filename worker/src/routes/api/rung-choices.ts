/**
 * Rung choices (issue #26, decision 0016): `recordRungChoice` counts a choice the Worker sees (the
 * media route's play or download of a rendition, the transcript's download), and
 * `POST /api/rung-choices` `{ presentationId, rung }` → 204 lets a page report the choices the
 * Worker cannot see (reading the transcript on the page, pressing Play on the video player).
 * First-party and cookieless, as the page views: nothing about the person, nothing when the browser
 * asks not to be tracked, nothing for bots.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { RUNG_CHOICE_MAX_BYTES, rungChoiceSchema, type RungChoice } from '#shared/schemas/rung-choice.ts';
import { beaconLimit, withinBeaconLimit } from '../../middleware/beacon-limit';
import { pageServices } from '../../page-services';
import { ApiError } from '../../services/api-error';
import { jsonBody } from '../../middleware/validate';
import { isRungChoice, rungChoiceCounts, writeRungChoice } from '../../services/analytics/rung-choices';

/** Keeps the write alive after the answer (the tests' and the Worker's execution context). */
function waitUntilOf(c: Context<AppEnv>): (promise: Promise<unknown>) => void {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    // No execution context (a bare app.request): the write runs on its own.
    return () => {};
  }
}

/**
 * Counts `choice` for the request of `c` unless it must not be (DNT or Sec-GPC, a bot, a HEAD, a
 * prefetch, a range that does not start at byte 0: a later part of a play already counted) or the
 * choice is malformed. The write runs after the answer (`waitUntil`) and never fails the request.
 * Answers whether a data point is being written.
 *
 * Call it from a route that serves a rung: `recordRungChoice(c, { presentationId, rung: 'listen' })`;
 * `podcastApp` for a podcast feed's enclosure, whose apps look like robots to `isbot`.
 */
export function recordRungChoice(c: Context<AppEnv>, choice: RungChoice, { podcastApp = false } = {}): boolean {
  if (!isRungChoice(choice)) return false;
  if (!rungChoiceCounts({ method: c.req.method, headers: c.req.raw.headers, podcastApp })) return false;
  const write = async () => {
    // A file served is a count too: one client address counts at most the beacons' number a
    // minute (the file is served all the same). The beacon's own route is limited before this.
    if (c.req.method === 'GET' && !(await withinBeaconLimit(c, 'served-rungs'))) return;
    await writeRungChoice(
      c.env,
      { presentationId: choice.presentationId, rung: choice.rung },
      c.get('locale'),
      c.get('settings').LOCAL_PAGE_VIEWS_COPY === 'on',
    );
  };
  waitUntilOf(c)(write());
  return true;
}

export const rungChoicesApi = new Hono<AppEnv>().post(
  '/',
  beaconLimit('rung-choices'),
  ...jsonBody(rungChoiceSchema, RUNG_CHOICE_MAX_BYTES),
  async (c) => {
    const choice = c.req.valid('json');
    // Only a talk of the catalogue is counted: made-up ids would crowd the console's report.
    const presentations = await pageServices(c)
      .allContent.list('presentations')
      .catch(() => null);
    if (presentations && !presentations.some((item) => item.id === choice.presentationId)) {
      throw new ApiError(404, 'not_found');
    }
    if (presentations) recordRungChoice(c, choice);
    return c.body(null, 204);
  },
);
