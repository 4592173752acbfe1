// Part of `npm run bench` (BENCH_ONLY=lighthouse runs only this; BENCH_PAGES=home,presentation
// narrows the page types, BENCH_VARIANTS=out-en,in-fr the variants): Lighthouse (the npm package,
// Debian's Chromium) on the production build over every page type of html-first.ts, signed out and
// signed in, in English and French, on slow 4G (Lighthouse's mobile defaults: 150 ms RTT, 1.6 Mbps,
// 4x CPU), on 3G (300 ms RTT, 700 kbps, 4x CPU) and on slow 4G at the CPU slowdown this machine
// calls fair (calibrateFairCpu: Lighthouse's benchmarkIndex, budgets.ts fairCpuMultiplier);
// LIGHTHOUSE_RUNS runs each (default 3 signed out in English, 1 otherwise). The bytes and scripts of
// each load come from the gzip proxy in front of the Worker (compress-proxy.ts, html-first.ts).
// Lighthouse's throttling is simulated (its default): a page is loaded once per run, unthrottled,
// and every preset is computed from that load (its saved artifacts audited once per preset), as
// separate runs would compute them from separate loads.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { isbot } from 'isbot';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { chromiumPath, OFFLINE_CHROMIUM_FLAGS } from '../chromium';
import { fairCpuMultiplier, median, variantLabel, type LabMetrics, type PageFigures } from './budgets';
import type { ByteFigures, ServedResponse } from './compress-proxy';
import { cookieHeader, get, medianLab, pageFigures, PHONE_USER_AGENT, variantName, type Target } from './html-first';

// Lighthouse's presets (its lantern constants: DevTools' RTT factor 3.75, throughput factor 0.9).
const SLOW_4G = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
  cpuSlowdownMultiplier: 4,
};
const REGULAR_3G = {
  rttMs: 300,
  throughputKbps: 700,
  requestLatencyMs: 300 * 3.75,
  downloadThroughputKbps: 700 * 0.9,
  uploadThroughputKbps: 700 * 0.9,
  cpuSlowdownMultiplier: 4,
};
type Throttling = typeof SLOW_4G;
/** Failed loads run again, at most this many times per page type. */
const MAX_RETRIES = 2;

/** Chromium kept off the network (PLATFORM-NOTES, browser tests); chrome-launcher gives it a fresh profile. */
const CHROME_FLAGS = ['--headless', ...OFFLINE_CHROMIUM_FLAGS];

const config = (throttling: Throttling, cookie = '') => ({
  extends: 'lighthouse:default' as const,
  settings: {
    onlyCategories: ['performance'],
    formFactor: 'mobile' as const,
    throttlingMethod: 'simulate' as const,
    throttling,
    emulatedUserAgent: PHONE_USER_AGENT,
    // The variant's cookies (session, language) on every request of the load.
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  },
});
type AuditedResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

function labMetrics(result: AuditedResult): LabMetrics {
  const { lhr } = result;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = lhr.categories.performance?.score;
  return {
    performance: score === null || score === undefined ? Number.NaN : Math.round(score * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

interface DiagnosticItem {
  url?: string;
  group?: string;
  groupLabel?: string;
  total?: number;
  scripting?: number;
  duration?: number;
  startTime?: number;
}

/**
 * LIGHTHOUSE_DIAG=1: where a load's main-thread time goes (slow 4G, simulated): work by kind, the
 * scripts that cost most, and the long tasks.
 */
function printDiagnostics(result: AuditedResult): void {
  const items = (id: string) =>
    ((result.lhr.audits[id]?.details as { items?: DiagnosticItem[] } | undefined)?.items ?? []) as DiagnosticItem[];
  const ms = (value: number | undefined) => `${Math.round(value ?? 0)} ms`;
  const short = (url = '') => url.replace(/^https?:\/\/[^/]+/, '') || '(other)';
  console.log(
    `    main thread: ${items('mainthread-work-breakdown')
      .slice(0, 6)
      .map((item) => `${item.groupLabel ?? item.group} ${ms(item.duration)}`)
      .join(', ')}`,
  );
  console.log(
    `    scripts: ${items('bootup-time')
      .slice(0, 6)
      .map((item) => `${short(item.url)} ${ms(item.total)} (${ms(item.scripting)} scripting)`)
      .join(', ')}`,
  );
  console.log(
    `    long tasks: ${items('long-tasks')
      .slice(0, 8)
      .map((item) => `${short(item.url)} ${ms(item.duration)} at ${ms(item.startTime)}`)
      .join(', ')}`,
  );
}

interface LanternTiming {
  startTime: number;
  endTime: number;
}
interface LanternNode {
  type: string;
  request?: { url: string; transferSize: number };
  childEvents?: unknown[];
}
/** Lantern's node timings of its last simulations, by label (`optimisticLargestContentfulPaint`...). */
const lanternTimings = () =>
  (Lantern.Simulation.Simulator as unknown as { allNodeTimings: Map<string, Map<LanternNode, LanternTiming>> })
    .allNodeTimings;

/**
 * LIGHTHOUSE_DIAG=1: the LCP element (3G) and what Lantern's LCP estimate is made of: the requests
 * and main-thread tasks of its optimistic and pessimistic graphs (the estimate is their mean), in
 * simulated time.
 */
function printLcp(result: AuditedResult): void {
  const ms = (value: number) => Math.round(value);
  const lcp = result.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
  const items =
    (
      result.lhr.audits['lcp-breakdown-insight']?.details as
        { items?: { type: string; snippet?: string; nodeLabel?: string }[] } | undefined
    )?.items ?? [];
  const element = items.find((item) => item.type === 'node');
  console.log(
    `    3G LCP ${ms(lcp)} ms, element: ${element?.snippet?.slice(0, 160) ?? '?'} (${element?.nodeLabel?.slice(0, 60) ?? ''})`,
  );
  for (const [label, timings] of lanternTimings()) {
    if (!label.endsWith('LargestContentfulPaint')) continue;
    const nodes = [...timings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
    const network = nodes
      .filter(([node]) => node.type === 'network')
      .map(
        ([node, timing]) =>
          `${node.request?.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 48)} ${ms(timing.startTime)}-${ms(timing.endTime)} (${ms((node.request?.transferSize ?? 0) / 1024)} KB)`,
      );
    const cpu = nodes.filter(([node]) => node.type === 'cpu');
    const cpuMs = cpu.reduce((sum, [, timing]) => sum + timing.endTime - timing.startTime, 0);
    console.log(
      `      ${label}: ${ms(Math.max(...nodes.map(([, timing]) => timing.endTime)))} ms; requests ${network.join(', ')}; ${cpu.length} tasks, ${ms(cpuMs)} ms`,
    );
  }
}

/**
 * Forgets every cookie of the bench's Chromium. Lighthouse clears the HTTP cache and the origin's
 * storage before each load but keeps cookies, so without this every load after a site's first
 * would carry the `css` cookie the first one was given (decision 0022, 2026-12-02): its pages would
 * link their sheets, as for a visitor who has them, and then fetch them from an empty cache, a
 * visit no one makes. Each load is a first visit, its variant's cookies coming in `extraHeaders`.
 */
async function clearCookies(port: number): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  try {
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('message', (event) => {
        const answer = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
        if (answer.id !== 1) return;
        if (answer.error) reject(new Error(`Storage.clearCookies: ${answer.error.message}`));
        else resolve();
      });
      socket.send(JSON.stringify({ id: 1, method: 'Storage.clearCookies' }));
    });
  } finally {
    socket.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

export type LighthouseFigures = PageFigures & {
  bytes: ByteFigures;
  /** Lighthouse's benchmarkIndex of the loads (median), measured just before each. */
  benchmarkIndex: number;
  /** The fair CPU slowdown the run used (calibrateFairCpu). */
  fairMultiplier: number;
};

/** How many times the calibration runs Lighthouse's CPU benchmark (about a second each). */
const CALIBRATION_RUNS = 9;

/**
 * The CPU slowdown this machine calls fair, once per run: Lighthouse's own benchmark (the
 * `computeBenchmarkIndex` it runs before every load) CALIBRATION_RUNS times in the same Chromium,
 * and the multiplier Lighthouse's calibration gives for the highest index (fairCpuMultiplier). The
 * highest, because the index measures the machine's CPU only when nothing else runs: on this shared
 * machine a busy moment halves it or worse, and that is the neighbours' load, not the machine's
 * class (it slows the recorded load too, and Lighthouse's own 4x makes no allowance for it either).
 * LIGHTHOUSE_FAIR_CPU=<multiplier> sets it instead (to compare two runs at the same slowdown).
 */
export async function calibrateFairCpu(env: NodeJS.ProcessEnv = process.env) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: OFFLINE_CHROMIUM_FLAGS });
  const indexes: number[] = [];
  try {
    const page = await browser.newPage();
    for (let run = 0; run < CALIBRATION_RUNS; run += 1)
      indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  } finally {
    await browser.close();
  }
  const benchmarkIndex = Math.max(...indexes);
  const pinned = env.LIGHTHOUSE_FAIR_CPU ? Number(env.LIGHTHOUSE_FAIR_CPU) : undefined;
  const multiplier = pinned ?? fairCpuMultiplier(benchmarkIndex);
  const description = pinned
    ? `${multiplier.toFixed(1)}x CPU (LIGHTHOUSE_FAIR_CPU; benchmarkIndex here ${Math.round(benchmarkIndex)} would give ${fairCpuMultiplier(benchmarkIndex).toFixed(1)}x)`
    : `${multiplier.toFixed(1)}x CPU (benchmarkIndex ${Math.round(benchmarkIndex)}, the highest of ${indexes.map(Math.round).join(', ')}; median ${Math.round(median(indexes))})`;
  return { benchmarkIndex, multiplier, description };
}

/** The runs of a target: LIGHTHOUSE_RUNS, else 3 signed out in English (the figures compared with before) and 1 otherwise. */
export const runsOf = (target: Target, env: NodeJS.ProcessEnv = process.env) =>
  env.LIGHTHOUSE_RUNS ? Number(env.LIGHTHOUSE_RUNS) : !target.signedIn && target.language === 'en' ? 3 : 1;

/**
 * Runs Lighthouse over `targets` through `proxy` (compress-proxy.ts, in front of the built Worker),
 * `session` being the demo member's cookie for the signed-in ones. Returns each target's medians.
 */
export async function benchLighthouse(options: {
  proxy: { url: string; served: ServedResponse[]; reset(): void };
  targets: readonly Target[];
  session: string | undefined;
  clientDir: string;
  /** The fair CPU slowdown (calibrateFairCpu). */
  fairMultiplier: number;
}): Promise<LighthouseFigures[]> {
  const { proxy, targets, session, clientDir, fairMultiplier } = options;
  const started = performance.now();
  if (isbot(PHONE_USER_AGENT)) throw new Error('the bench user agent is a bot to isbot');
  const total = targets.reduce((sum, target) => sum + runsOf(target), 0);
  console.log(
    `\nLighthouse: ${targets.length} pages x variants, ${total} loads (slow 4G, 3G and slow 4G at the fair CPU slowdown, simulated throttling), production build, gzip proxy.`,
  );
  console.log(
    '  The machine is shared (2 cores, other jobs running): scores and times here are pessimistic; the bytes are exact.',
  );

  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
  const artifacts = await mkdtemp(path.join(tmpdir(), 'cta-lighthouse-'));
  const figures: LighthouseFigures[] = [];
  try {
    const flags = { port: chrome.port, logLevel: 'error' as const, output: 'json' as const };
    let done = 0;
    for (const target of targets) {
      const runs = runsOf(target);
      const cookie = cookieHeader(target, session);
      const label = variantLabel({ page: target.type.page, ...target });
      const url = `${proxy.url}${target.type.path}`;
      const perRun: {
        slow4g: LabMetrics;
        regular3g: LabMetrics;
        fairCpu: LabMetrics;
        benchmarkIndex: number;
        bytes: PageFigures & { bytes: ByteFigures };
      }[] = [];
      for (let run = 1, attempt = 1; run <= runs; attempt += 1) {
        const runStarted = performance.now();
        const audit = async (throttling: Throttling) => {
          // The saved load with this preset's settings (simulated throttling applies only here).
          const file = path.join(artifacts, 'artifacts.json');
          const saved = JSON.parse(await readFile(file, 'utf8')) as { settings: { throttling: Throttling } };
          saved.settings.throttling = throttling;
          await writeFile(file, JSON.stringify(saved));
          const result = await lighthouse(url, { ...flags, auditMode: artifacts }, config(throttling, cookie));
          if (!result) throw new Error(`no Lighthouse result for ${url}`);
          const error = result.lhr.runtimeError;
          if (error) throw new Error(`Lighthouse on ${url}: ${error.code} ${error.message}`);
          return result;
        };
        let slow4gResult: AuditedResult;
        let regular3gResult: AuditedResult;
        let fairResult: AuditedResult;
        let served: ServedResponse[];
        let benchmarkIndex: number;
        try {
          proxy.reset();
          await clearCookies(chrome.port);
          await lighthouse(url, { ...flags, gatherMode: artifacts }, config(SLOW_4G, cookie));
          served = [...proxy.served];
          const saved = JSON.parse(await readFile(path.join(artifacts, 'artifacts.json'), 'utf8')) as {
            BenchmarkIndex?: number;
          };
          benchmarkIndex = saved.BenchmarkIndex ?? Number.NaN;
          slow4gResult = await audit(SLOW_4G);
          lanternTimings().clear();
          regular3gResult = await audit(REGULAR_3G);
          if (process.env.LIGHTHOUSE_DIAG === '1') printLcp(regular3gResult);
          fairResult = await audit({ ...SLOW_4G, cpuSlowdownMultiplier: fairMultiplier });
        } catch (error) {
          // Lighthouse fails a load now and then (NO_NAVSTART, NO_FCP under load): run it again.
          if (attempt >= runs + MAX_RETRIES) throw error;
          console.log(`  ${label} run ${run} again: ${error instanceof Error ? error.message : String(error)}`);
          continue;
        }
        // The page's HTML as this variant gets it, for its inline scripts (not counted in the load's bytes).
        const html = (await get(url, { accept: 'text/html', ...(cookie ? { cookie } : {}) })).text;
        const slow4g = labMetrics(slow4gResult);
        const regular3g = labMetrics(regular3gResult);
        const fairCpu = labMetrics(fairResult);
        if (process.env.LIGHTHOUSE_DIAG === '1') {
          printDiagnostics(slow4gResult);
          // The load's trace, for a closer look (chrome://tracing, or Chromium's Performance panel).
          const trace = path.join(
            tmpdir(),
            `cta-lighthouse-${target.type.page}-${variantName(target)}-${run}.trace.json`,
          );
          await writeFile(trace, await readFile(path.join(artifacts, 'trace.json')).catch(() => '{}'));
          console.log(`    trace: ${trace}`);
          // The 3G report (LCP element, its phases, the requests before it), for a closer look.
          const report = trace.replace(/\.trace\.json$/, '.3g.json');
          await writeFile(report, JSON.stringify(regular3gResult.lhr));
          console.log(`    3G report: ${report}`);
        }
        const bytes = await pageFigures(target, served, html, clientDir);
        perRun.push({ slow4g, regular3g, fairCpu, benchmarkIndex, bytes });
        run += 1;
        done += 1;
        console.log(
          `  [${done}/${total}] ${label} run ${run - 1}: slow 4G ${slow4g.performance} (LCP ${seconds(slow4g.lcpMs)} s, TBT ${Math.round(slow4g.tbtMs)} ms), 3G LCP ${seconds(regular3g.lcpMs)} s, fair ${fairMultiplier.toFixed(1)}x ${fairCpu.performance} (benchmarkIndex ${Math.round(benchmarkIndex)}), script ${kb(bytes.scriptGzipBytes)} KB, all ${kb(bytes.pageGzipBytes)} KB, ${((performance.now() - runStarted) / 1000).toFixed(1)} s`,
        );
      }
      const medianOf = (pick: (run: (typeof perRun)[number]) => number) => median(perRun.map(pick));
      const first = perRun[0]!.bytes;
      const byteMedian = (pick: (bytes: ByteFigures) => number) => medianOf((run) => pick(run.bytes.bytes));
      figures.push({
        ...first,
        reactFound: [...new Set(perRun.flatMap((run) => run.bytes.reactFound))],
        reactBytes: medianOf((run) => run.bytes.reactBytes),
        scriptGzipBytes: medianOf((run) => run.bytes.scriptGzipBytes),
        pageGzipBytes: medianOf((run) => run.bytes.pageGzipBytes),
        bytes: {
          js: byteMedian((bytes) => bytes.js),
          css: byteMedian((bytes) => bytes.css),
          html: byteMedian((bytes) => bytes.html),
          total: byteMedian((bytes) => bytes.total),
          media: byteMedian((bytes) => bytes.media),
          serviceWorker: byteMedian((bytes) => bytes.serviceWorker),
        },
        slow4g: medianLab(perRun.map((run) => run.slow4g)),
        regular3g: medianLab(perRun.map((run) => run.regular3g)),
        fairCpu: medianLab(perRun.map((run) => run.fairCpu)),
        benchmarkIndex: medianOf((run) => run.benchmarkIndex),
        fairMultiplier,
      });
    }
  } finally {
    chrome.kill();
    await rm(artifacts, { recursive: true, force: true });
  }
  console.log(`\nLighthouse section: ${((performance.now() - started) / 60_000).toFixed(1)} min`);
  return figures;
}
