// What the browser tests check in a page beside their own assertions, for either runner: serious
// accessibility violations (axe-core) and requests that leave the machine.
import type { Page } from 'playwright-core';
import axe from 'axe-core';

/** axe-core's source, as @axe-core/playwright injects it. */
const AXE_SOURCE = axe.source;
/** The configuration @axe-core/playwright's legacy mode gives axe in every frame. */
const AXE_CONFIGURE = `;axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: 'playwright' } })`;

/**
 * Serious and critical accessibility violations found by axe-core, as @axe-core/playwright's
 * legacy mode finds them (axe in the page itself, the pages have no cross-origin frames to reach;
 * only violations come back): axe is put into every frame, then `axe.run` in the main one. Unlike
 * AxeBuilder, axe goes into each document once (AxeBuilder evaluates its 550 kB source twice in
 * the main frame per run, a third of the run's CPU).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // The screen as it settles: a dialog's overlay still fading in blends the colours behind it, and
  // axe then measures a contrast no reader ever sees (looping animations, spinners, never end).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  for (const [index, frame] of page.frames().entries()) {
    const inject = async () => {
      if (!(await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))) {
        await frame.evaluate(AXE_SOURCE);
      }
      await frame.evaluate(AXE_CONFIGURE);
    };
    if (index === 0) {
      await inject();
    } else {
      // As AxeBuilder: a frame that does not take axe within a second is left out.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Script Timeout')), 1000);
      });
      await Promise.race([inject(), timeout])
        .catch(() => undefined)
        .finally(() => clearTimeout(timer));
    }
  }
  // axe's own types make page.evaluate's inference too deep: the run is typed by hand.
  type Run = (context: unknown, options: unknown) => Promise<axe.AxeResults>;
  const outcome: { error: string | null; results: axe.AxeResults | null } = await page.evaluate(
    ({ context, options }) =>
      (window as unknown as { axe: { run: Run } }).axe
        .run(context, options)
        .then((results) => ({ error: null, results }))
        .catch((error: Error) => ({ error: error.message, results: null })),
    { context: { include: [], exclude: [] }, options: { resultTypes: ['violations'] } },
  );
  if (outcome.error !== null || !outcome.results) throw new Error(outcome.error ?? 'axe returned nothing');
  return outcome.results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/** Every request the page makes to a host other than the site's and the local content service. */
export function thirdPartyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1' && hostname !== 'localhost') seen.push(request.url());
  });
  return seen;
}
