// BENCH_ONLY=early-head: what the head before the data (decision 0029) changes when the content
// service is slow. A presentation page, its presentations read made late by the content service's
// fault control, with early heads off and on: the response's headers and last byte over HTTP, and
// in Chromium (a visitor's user agent) when the root stylesheet is asked for, the first
// contentful paint and the load event. Medians of BENCH_EARLY_RUNS (5) loads per setting and delay.
import { chromium } from 'playwright-core';
import { chromiumPath, OFFLINE_CHROMIUM_FLAGS } from '../chromium';
import { sleep } from '../emulators/process-group';
import { median } from './budgets';
import { contentControl } from './content-control';

export interface EarlyHeadWorker {
  base: string;
  stop(): Promise<void>;
}

const PAGE = '/video-presentations/presentation-1';
const DELAYS_MS = [300, 1000];
const RUNS = Number(process.env.BENCH_EARLY_RUNS ?? 5);
/** Longer than the bench Worker's content copies live (CONTENT_CACHE_TTL_SECONDS=1). */
const STALE_MS = 1200;

/**
 * Runs the comparison; `start` starts a Worker with EARLY_HEAD_MS as given, reading content from
 * `contentUrl` (whose control makes it slow).
 */
export async function benchEarlyHead(
  contentUrl: string,
  userAgent: string,
  start: (earlyHeadMs: string) => Promise<EarlyHeadWorker>,
): Promise<void> {
  const control = contentControl(contentUrl);
  const slow = async (delayMs: number) => {
    await sleep(STALE_MS);
    await control('faults', { collection: 'presentations', delayMs });
  };
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: OFFLINE_CHROMIUM_FLAGS });
  console.log(`\nThe head before the data (${PAGE}, presentations late; medians of ${RUNS}, ms):`);
  console.log('  EARLY_HEAD_MS  late by  headers  last byte  root.css asked  FCP     load');
  try {
    for (const setting of ['off', '100']) {
      const worker = await start(setting);
      try {
        const url = `${worker.base}${PAGE}`;
        await (await fetch(url, { headers: { 'user-agent': userAgent } })).text();
        for (const delayMs of DELAYS_MS) {
          const headers: number[] = [];
          const whole: number[] = [];
          const css: number[] = [];
          const fcp: number[] = [];
          const load: number[] = [];
          for (let run = 0; run < RUNS; run += 1) {
            await slow(delayMs);
            const started = performance.now();
            const response = await fetch(url, { headers: { accept: 'text/html', 'user-agent': userAgent } });
            headers.push(performance.now() - started);
            await response.text();
            whole.push(performance.now() - started);
            await control('reset');

            await slow(delayMs);
            const context = await browser.newContext({ userAgent });
            const page = await context.newPage();
            let cssAt = 0;
            const opened = Date.now();
            page.on('request', (request) => {
              if (!cssAt && /\/assets\/root-[\w-]+\.css$/.test(request.url())) cssAt = Date.now() - opened;
            });
            await page.goto(url, { waitUntil: 'load' });
            load.push(Date.now() - opened);
            css.push(cssAt);
            fcp.push(
              await page.evaluate(
                () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
              ),
            );
            await context.close();
            await control('reset');
          }
          const cell = (values: number[], width: number) => median(values).toFixed(0).padStart(width);
          console.log(
            `  ${setting.padEnd(13)}  ${String(delayMs).padStart(7)}  ${cell(headers, 7)}  ${cell(whole, 9)}  ${cell(css, 14)}  ${cell(fcp, 6)}  ${cell(load, 6)}`,
          );
        }
      } finally {
        await worker.stop();
      }
    }
  } finally {
    await browser.close();
  }
}
