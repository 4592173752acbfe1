// BENCH_ONLY=content-waits: the durations the workerd tests no longer assert (issue #23, item 13;
// they check behaviour: what came while the content service held its answer). On the production
// build, with the content service's fault control:
// - the home page with its collections 1.2 s late: first byte (the shell) and last byte;
// - a presentation page on a fresh Worker whose content service hangs: how long until the 503
//   (CONTENT_TIMEOUT_MS, 5 s, and no retry of a timeout);
// - the first page of a fresh Worker whose identity endpoint answers 1.5 s late once, with
//   CONTENT_TIMEOUT_MS=400: the token request given up and asked again.
// Early heads off, as in those tests. Medians of BENCH_CONTENT_RUNS (3) for the home page; one
// load each for the fresh Workers.
import { request } from 'node:http';
import { sleep } from '../emulators/process-group';
import { median } from './budgets';
import { contentControl } from './content-control';

export interface WaitsWorker {
  base: string;
  stop(): Promise<void>;
}

const RUNS = Number(process.env.BENCH_CONTENT_RUNS ?? 3);
const SLOW_COLLECTIONS_MS = 1200;
/** Longer than the Worker's timeout, bounded so the content service can close after the bench. */
const HANG_MS = 15_000;
const SLOW_TOKEN_MS = 1500;
/** The collections a presentation page reads. */
const PAGE_COLLECTIONS = ['presentations', 'presenters', 'categories', 'tags', 'series', 'collections'];

/** One GET: status, first byte and last byte of the body (ms). */
function timed(url: string, userAgent: string): Promise<{ status: number; firstByteMs: number; lastByteMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = 0;
    const req = request(url, { headers: { accept: 'text/html', 'user-agent': userAgent } }, (response) => {
      response.on('data', () => {
        if (!firstByteMs) firstByteMs = performance.now() - started;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, firstByteMs, lastByteMs: performance.now() - started }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Runs the three measurements; `start(name, vars)` starts a Worker with fresh state (no token, no
 * content copies) and these settings, reading content from `contentUrl`.
 */
export async function benchContentWaits(
  contentUrl: string,
  userAgent: string,
  startWorker: (name: string, vars: Record<string, string>) => Promise<WaitsWorker>,
): Promise<void> {
  // As the workerd tests run: pages whole, with their status (no head before the data).
  const start = (name: string, vars: Record<string, string>) => startWorker(name, { EARLY_HEAD_MS: 'off', ...vars });
  const control = contentControl(contentUrl);
  console.log('\nWaiting for the content service (issue #23, item 13: what the workerd tests no longer time):');

  // The shell before late collections (worker/test/streaming.test.ts).
  const streaming = await start('waits-home', { CONTENT_CACHE_TTL_SECONDS: '1', PAGE_CACHE: 'off' });
  try {
    await timed(`${streaming.base}/`, userAgent);
    const first: number[] = [];
    const last: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await sleep(1200); // the Worker's copies are stale: the page waits for the service
      await control('faults', { collection: 'collections', delayMs: SLOW_COLLECTIONS_MS });
      const page = await timed(`${streaming.base}/`, userAgent);
      first.push(page.firstByteMs);
      last.push(page.lastByteMs);
      await control('reset');
    }
    console.log(
      `  home, collections ${SLOW_COLLECTIONS_MS} ms late: first byte ${median(first).toFixed(0)} ms, last byte ${median(last).toFixed(0)} ms (medians of ${RUNS})`,
    );
  } finally {
    await streaming.stop();
  }

  // A service that hangs (worker/test/content-down.test.ts).
  await control('reset');
  for (const collection of PAGE_COLLECTIONS) await control('faults', { collection, delayMs: HANG_MS });
  const down = await start('waits-down', {});
  try {
    const page = await timed(`${down.base}/video-presentations/presentation-1`, userAgent);
    console.log(
      `  presentation page, content service hanging (CONTENT_TIMEOUT_MS 5000): ${page.status} after ${page.lastByteMs.toFixed(0)} ms`,
    );
  } finally {
    await down.stop();
    await control('reset');
  }

  // A slow identity endpoint (worker/test/content-cold-start.test.ts).
  await control('faults', { collection: 'token', delayMs: SLOW_TOKEN_MS, times: 1 });
  const token = await start('waits-token', { CONTENT_TIMEOUT_MS: '400' });
  try {
    const page = await timed(`${token.base}/`, userAgent);
    console.log(
      `  first page, identity endpoint ${SLOW_TOKEN_MS} ms late once (CONTENT_TIMEOUT_MS 400): ${page.status} after ${page.lastByteMs.toFixed(0)} ms`,
    );
  } finally {
    await token.stop();
    await control('reset');
  }
}
