/**
 * Rung choices (issue #26, decision 0016): which rung of a presentation's ladder a reader took —
 * read (the transcript), listen (the audio), watch-small (the smallest video), watch (the player)
 * — counted as page views are: first-party, no cookie, nothing about the person (the presentation,
 * the rung, the site's language and the time of the data point), nothing at all when the browser
 * asks not to be tracked, nothing for bots. The Worker counts what it serves (a rendition, the
 * transcript's download); the page reports the rest (`POST /api/rung-choices`).
 */
import { isbot } from 'isbot';
import type { Locale } from '#shared/constants/spec.ts';
import { PRESENTATION_ID_PATTERN, RUNGS, type Rung, type RungChoice } from '#shared/schemas/rung-choice.ts';
import type { Bindings } from '../../env';
import { keepLocally, LOCAL_PREFIXES } from './local-store';
import { optedOut } from './page-views';

/** The Analytics Engine dataset (wrangler.toml's `analytics_engine_datasets`; the SQL API's table). */
export const RUNG_CHOICES_DATASET = 'cta_rung_choices';

/** How many times one rung of one presentation was chosen over a period. */
export interface RungChoiceCount {
  presentationId: string;
  rung: Rung;
  choices: number;
}

/** Analytics Engine takes an index of at most 96 bytes. */
const INDEX_MAX_BYTES = 96;

function indexOf(presentationId: string): string {
  const encoder = new TextEncoder();
  let index = presentationId;
  while (encoder.encode(index).length > INDEX_MAX_BYTES) index = index.slice(0, -1);
  return index;
}

/** A choice as the shared schema allows it (the Worker's own callers pass ids from addresses). */
export function isRungChoice(choice: { presentationId: unknown; rung: unknown }): choice is RungChoice {
  return (
    typeof choice.presentationId === 'string' &&
    PRESENTATION_ID_PATTERN.test(choice.presentationId) &&
    (RUNGS as readonly unknown[]).includes(choice.rung)
  );
}

/** What of a request decides whether its choice is counted. */
export interface RungChoiceRequest {
  method: string;
  headers: Headers;
  /**
   * A podcast feed's enclosure (issue #35): podcast apps name themselves in their user agents
   * (AntennaPod, Pocket Casts, Overcast) as robots do, but their download is a listener's.
   */
  podcastApp?: boolean;
}

/**
 * Whether the request that made (or reported) a choice counts: not when the browser asks not to be
 * tracked (DNT, Sec-GPC), nor for a bot, a HEAD, a speculative load, or a range that does not
 * start at the file's first byte (a play's later parts, a seek, a resume: the play was counted by
 * its first request).
 */
export function rungChoiceCounts({ method, headers, podcastApp = false }: RungChoiceRequest): boolean {
  if (method !== 'GET' && method !== 'POST') return false;
  if (optedOut(headers) || (!podcastApp && isbot(headers.get('user-agent') ?? ''))) return false;
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return false;
  const range = headers.get('range');
  if (range !== null && !/^\s*bytes\s*=\s*0+\s*-/i.test(range)) return false;
  return true;
}

/** The data point of a choice: blob1 the presentation's id, blob2 the rung, blob3 the language; double1 = 1. */
export function rungChoiceDataPoint(choice: RungChoice, locale: Locale): AnalyticsEngineDataPoint {
  return {
    blobs: [choice.presentationId, choice.rung, locale],
    doubles: [1],
    // The sampling key: Analytics Engine samples within a presentation, never across them.
    indexes: [indexOf(choice.presentationId)],
  };
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Writes a choice: one Analytics Engine data point (fire-and-forget), and on the local stack the
 * same point into the local store. Resolves when the local copy is kept; never rejects.
 */
export async function writeRungChoice(
  env: Bindings,
  choice: RungChoice,
  locale: Locale,
  localCopy = true,
): Promise<void> {
  const point = rungChoiceDataPoint(choice, locale);
  try {
    env.RUNG_CHOICES?.writeDataPoint(point);
  } catch (error) {
    console.warn('rung choice not written:', describe(error));
  }
  if (!env.LOCAL_PAGE_VIEWS || !localCopy) return;
  try {
    await keepLocally(env.LOCAL_PAGE_VIEWS, point, Date.now(), LOCAL_PREFIXES.rungChoices);
  } catch (error) {
    console.warn('rung choice not kept locally:', describe(error));
  }
}
