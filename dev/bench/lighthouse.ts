// Part of `npm run bench` (BENCH_ONLY=lighthouse runs only this; BENCH_PAGES=home,presentation
// narrows the page types): Lighthouse (the npm package, Debian's Chromium) on the production build
// over every public page type, on slow 4G (Lighthouse's mobile defaults: 150 ms RTT, 1.6 Mbps, 4x
// CPU) and 3G (300 ms RTT, 700 kbps, 4x CPU), LIGHTHOUSE_RUNS (3) runs each; the medians, the bytes
// each page loaded, lite mode's bytes, and the budgets of issue #14 (budgets.ts), each broken one
// named. The pages come through a gzip proxy (compress-proxy.ts): locally the Worker's HTML is
// uncompressed. Lighthouse's throttling is simulated (its default): a page is loaded once per run,
// unthrottled, and both presets are computed from that load (its saved artifacts audited twice),
// as two runs would compute them from two loads.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { isbot } from 'isbot';
import lighthouse from 'lighthouse';
import { chromiumPath, OFFLINE_CHROMIUM_FLAGS } from '../chromium';
import { BUDGETS, brokenBudgets, median, type LabMetrics, type PageFigures } from './budgets';
import { bytesByKind, type ByteFigures, type ServedResponse } from './compress-proxy';

/** A phone browser's user agent: Lighthouse's own and headless Chromium's are bots to `isbot`
 * (the Worker then renders the crawlers' way, without streaming). */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

interface PageType {
  page: string;
  path: string;
  /** The sign-in form is not a content page (the CSS budget is for content pages). */
  content: boolean;
  listing: boolean;
}

/** Every public page type, at addresses of the sample content pack (dev/content-service). */
export const PAGE_TYPES: PageType[] = [
  { page: 'home', path: '/', content: true, listing: false },
  { page: 'presentations', path: '/video-presentations', content: true, listing: true },
  { page: 'presentation', path: '/video-presentations/presentation-1', content: true, listing: false },
  { page: 'collections', path: '/collections', content: true, listing: true },
  { page: 'collection', path: '/collections/wildlife-crime-and-security', content: true, listing: true },
  { page: 'series', path: '/video-presentations/series/ranger-voices', content: true, listing: true },
  { page: 'presenters', path: '/presenters', content: true, listing: true },
  { page: 'presenter', path: '/presenters/presenter-1', content: true, listing: false },
  { page: 'events', path: '/events', content: true, listing: true },
  { page: 'event', path: '/events/event-1', content: true, listing: false },
  { page: 'blog', path: '/blog', content: true, listing: true },
  { page: 'article', path: '/blog/ten-years-of-rhino-protection', content: true, listing: false },
  { page: 'projects', path: '/projects', content: true, listing: true },
  { page: 'project', path: '/projects/project-1', content: true, listing: false },
  { page: 'themes', path: '/projects/themes', content: true, listing: true },
  { page: 'theme', path: '/projects/themes/sub-theme-4', content: true, listing: true },
  { page: 'search', path: '/search?q=rhino', content: true, listing: true },
  { page: 'faq', path: '/faq', content: true, listing: false },
  { page: 'about', path: '/about', content: true, listing: false },
  { page: 'contact', path: '/contact', content: true, listing: false },
  { page: 'legal', path: '/legal/privacy-policy', content: true, listing: false },
  { page: 'login', path: '/login', content: false, listing: false },
];

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

const config = (throttling: Throttling) => ({
  extends: 'lighthouse:default' as const,
  settings: {
    onlyCategories: ['performance'],
    formFactor: 'mobile' as const,
    throttlingMethod: 'simulate' as const,
    throttling,
    emulatedUserAgent: PHONE_USER_AGENT,
  },
});

interface RunFigures {
  slow4g: LabMetrics;
  regular3g: LabMetrics;
  bytes: ByteFigures;
  /** Lighthouse's total byte weight: every origin (the media host's images too), headers included. */
  lighthouseTotal: number;
}
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

/** One GET through the proxy as a phone browser asking for gzip: raw (wire) bytes and the text. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; wireBytes: number; text: string }>((resolve, reject) => {
    const req = request(
      url,
      { headers: { 'user-agent': PHONE_USER_AGENT, 'accept-encoding': 'gzip', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, wireBytes: raw.length, text: body.toString('utf8') });
        });
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find(Boolean);

/**
 * Lite mode of one page (the Save-Data hint, as a phone with data saving sends it): the HTML's and
 * its stylesheets' gzipped bytes, and every byte of JavaScript it would run or load (scripts,
 * inline or fetched, and module preloads; JSON data blocks are not scripts).
 */
async function liteBytes(base: string, pagePath: string): Promise<{ htmlCss: number; js: number }> {
  const page = await get(`${base}${pagePath}`, { accept: 'text/html', 'save-data': 'on' });
  if (page.status !== 200) throw new Error(`lite ${pagePath} answered ${page.status}`);
  let css = 0;
  let js = 0;
  const fetched = async (href: string) => (await get(new URL(href, `${base}${pagePath}`).href)).wireBytes;
  for (const match of page.text.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    const [, tag = '', inline = ''] = match;
    const type = attribute(tag, 'type') ?? '';
    if (/json/i.test(type)) continue;
    const src = attribute(tag, 'src');
    js += src ? await fetched(src) : inline.trim() ? gzipSync(inline).length : 0;
  }
  for (const tag of page.text.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel.includes('stylesheet')) css += await fetched(href);
    else if (rel.includes('modulepreload') || (rel.includes('preload') && attribute(tag, 'as') === 'script'))
      js += await fetched(href);
  }
  return { htmlCss: page.wireBytes + css, js };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/**
 * Runs the Lighthouse section through `proxy` (compress-proxy.ts, in front of the built Worker).
 * Returns the broken budgets (empty when every budget holds).
 */
export async function benchLighthouse(options: { proxy: { url: string; served: ServedResponse[]; reset(): void } }) {
  const started = performance.now();
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  const pages = only ? PAGE_TYPES.filter((type) => only.includes(type.page)) : PAGE_TYPES;
  if (only && pages.length !== only.length)
    throw new Error(`BENCH_PAGES: unknown page type; known: ${PAGE_TYPES.map((type) => type.page).join(', ')}`);
  if (isbot(PHONE_USER_AGENT)) throw new Error('the bench user agent is a bot to isbot');
  const chromePath = chromiumPath();
  const { proxy } = options;

  console.log(
    `\nLighthouse ${pages.length} page types x ${runs} runs, slow 4G and 3G (simulated throttling), production build, gzip proxy.`,
  );
  console.log(
    '  The machine is shared (2 cores, other jobs running): scores and times here are pessimistic; the bytes are exact.',
  );
  // Every page answers before any run (a missing sample address would measure an error page).
  for (const type of pages) {
    const answer = await get(`${proxy.url}${type.path}`, { accept: 'text/html' });
    if (answer.status !== 200) throw new Error(`${type.page} (${type.path}) answered ${answer.status}`);
  }

  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const artifacts = await mkdtemp(path.join(tmpdir(), 'cta-lighthouse-'));
  const figures: (PageFigures & { bytes: ByteFigures; lighthouseTotal: number })[] = [];
  try {
    const flags = { port: chrome.port, logLevel: 'error' as const, output: 'json' as const };
    let done = 0;
    for (const type of pages) {
      const perRun: RunFigures[] = [];
      for (let run = 1, attempt = 1; run <= runs; attempt += 1) {
        const runStarted = performance.now();
        const url = `${proxy.url}${type.path}`;
        const audit = async (throttling: Throttling) => {
          // The saved load with this preset's settings (simulated throttling applies only here).
          const file = path.join(artifacts, 'artifacts.json');
          const saved = JSON.parse(await readFile(file, 'utf8')) as { settings: { throttling: Throttling } };
          saved.settings.throttling = throttling;
          await writeFile(file, JSON.stringify(saved));
          const result = await lighthouse(url, { ...flags, auditMode: artifacts }, config(throttling));
          if (!result) throw new Error(`no Lighthouse result for ${url}`);
          const error = result.lhr.runtimeError;
          if (error) throw new Error(`Lighthouse on ${url}: ${error.code} ${error.message}`);
          return result;
        };
        let slow4gResult: AuditedResult;
        let regular3gResult: AuditedResult;
        let bytes: ByteFigures;
        try {
          proxy.reset();
          await lighthouse(url, { ...flags, gatherMode: artifacts }, config(SLOW_4G));
          bytes = bytesByKind(proxy.served);
          slow4gResult = await audit(SLOW_4G);
          regular3gResult = await audit(REGULAR_3G);
        } catch (error) {
          // Lighthouse fails a load now and then (NO_NAVSTART, NO_FCP under load): run it again.
          if (attempt >= runs + MAX_RETRIES) throw error;
          console.log(`  ${type.page} run ${run} again: ${error instanceof Error ? error.message : String(error)}`);
          continue;
        }
        const slow4g = labMetrics(slow4gResult);
        const regular3g = labMetrics(regular3gResult);
        if (process.env.LIGHTHOUSE_DIAG === '1') {
          printDiagnostics(slow4gResult);
          // The load's trace, for a closer look (chrome://tracing, or Chromium's Performance panel).
          const trace = path.join(tmpdir(), `cta-lighthouse-${type.page}-${run}.trace.json`);
          await writeFile(trace, await readFile(path.join(artifacts, 'defaultPass.trace.json')).catch(() => '{}'));
          console.log(`    trace: ${trace}`);
        }
        const lighthouseTotal = slow4gResult.lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN;
        perRun.push({ slow4g, regular3g, bytes, lighthouseTotal });
        run += 1;
        done += 1;
        console.log(
          `  [${done}/${pages.length * runs}] ${type.page} run ${run - 1}: slow 4G ${slow4g.performance} (LCP ${seconds(slow4g.lcpMs)} s), 3G LCP ${seconds(regular3g.lcpMs)} s, JS ${kb(bytes.js)} KB, ${((performance.now() - runStarted) / 1000).toFixed(1)} s`,
        );
      }
      const medianOf = (pick: (run: RunFigures) => number) => median(perRun.map(pick));
      const lab = (preset: 'slow4g' | 'regular3g'): LabMetrics => ({
        performance: medianOf((run) => run[preset].performance),
        fcpMs: medianOf((run) => run[preset].fcpMs),
        lcpMs: medianOf((run) => run[preset].lcpMs),
        tbtMs: medianOf((run) => run[preset].tbtMs),
        cls: medianOf((run) => run[preset].cls),
      });
      const lite = await liteBytes(proxy.url, type.path);
      figures.push({
        page: type.page,
        content: type.content,
        listing: type.listing,
        slow4g: lab('slow4g'),
        regular3g: lab('regular3g'),
        jsGzipBytes: medianOf((run) => run.bytes.js),
        cssGzipBytes: medianOf((run) => run.bytes.css),
        bytes: {
          js: medianOf((run) => run.bytes.js),
          css: medianOf((run) => run.bytes.css),
          html: medianOf((run) => run.bytes.html),
          total: medianOf((run) => run.bytes.total),
        },
        lighthouseTotal: medianOf((run) => run.lighthouseTotal),
        lite: { htmlCssGzipBytes: lite.htmlCss, jsBytes: lite.js },
      });
      // Each page's medians as soon as they are known (a long run cut short still tells something).
      const page_ = figures.at(-1)!;
      const brief = (lab: LabMetrics) =>
        `perf ${lab.performance}, FCP ${seconds(lab.fcpMs)} s, LCP ${seconds(lab.lcpMs)} s, TBT ${Math.round(lab.tbtMs)} ms, CLS ${lab.cls.toFixed(3)}`;
      console.log(
        `  = ${type.page} medians: slow 4G ${brief(page_.slow4g)}; 3G ${brief(page_.regular3g)}; KB JS ${kb(page_.bytes.js)}, CSS ${kb(page_.bytes.css)}, HTML ${kb(page_.bytes.html)}, site ${kb(page_.bytes.total)}, all ${kb(page_.lighthouseTotal)}; lite HTML+CSS ${kb(lite.htmlCss)} KB, JS ${lite.js} bytes`,
      );
    }
  } finally {
    chrome.kill();
    await rm(artifacts, { recursive: true, force: true });
  }

  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  for (const [preset, title] of [
    ['slow4g', 'slow 4G (150 ms RTT, 1.6 Mbps, 4x CPU)'],
    ['regular3g', '3G (300 ms RTT, 700 kbps, 4x CPU)'],
  ] as const) {
    console.log(
      `\nLighthouse medians of ${runs} runs, ${title}; KB gzipped: site = every answer of the site's origin, all = Lighthouse's total byte weight (every origin, with headers):`,
    );
    console.log(
      `  ${'page'.padEnd(14)}${'perf'.padStart(5)}${'FCP s'.padStart(8)}${'LCP s'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}${'JS'.padStart(8)}${'CSS'.padStart(7)}${'HTML'.padStart(7)}${'site'.padStart(8)}${'all'.padStart(8)}`,
    );
    for (const row of figures) {
      const lab = row[preset];
      console.log(
        `  ${row.page.padEnd(14)}${String(lab.performance).padStart(5)}${seconds(lab.fcpMs).padStart(8)}${seconds(lab.lcpMs).padStart(8)}${String(Math.round(lab.tbtMs)).padStart(8)}${lab.cls.toFixed(3).padStart(7)}${kb(row.bytes.js).padStart(8)}${kb(row.bytes.css).padStart(7)}${kb(row.bytes.html).padStart(7)}${kb(row.bytes.total).padStart(8)}${kb(row.lighthouseTotal).padStart(8)}`,
      );
    }
  }
  console.log('\nLite mode (Save-Data: on), gzipped KB; JS in bytes:');
  console.log(`  ${'page'.padEnd(14)}${'HTML+CSS'.padStart(9)}${'JS'.padStart(6)}`);
  for (const row of figures)
    console.log(
      `  ${row.page.padEnd(14)}${kb(row.lite.htmlCssGzipBytes).padStart(9)}${String(row.lite.jsBytes).padStart(6)}${row.listing ? '  (listing)' : ''}`,
    );

  console.log(
    `\nBudgets (issue #14): JS <= ${kb(BUDGETS.jsGzipBytes)} KB, CSS <= ${kb(BUDGETS.cssGzipBytes)} KB (content pages), slow-4G performance >= ${BUDGETS.slow4gPerformance}, LCP <= ${seconds(BUDGETS.slow4gLcpMs)} s, TBT <= ${BUDGETS.slow4gTbtMs} ms, CLS <= ${BUDGETS.slow4gCls}; 3G LCP <= ${seconds(BUDGETS.regular3gLcpMs)} s; lite: JS ${BUDGETS.liteJsBytes} bytes, listing HTML+CSS <= ${kb(BUDGETS.liteListingHtmlCssGzipBytes)} KB`,
  );
  const broken = brokenBudgets(figures);
  if (broken.length === 0) console.log('  every budget holds');
  else {
    console.log(`  ${broken.length} broken:`);
    for (const line of broken) console.log(`    BROKEN ${line}`);
  }
  console.log(`\nLighthouse section: ${minutes} min`);
  return broken;
}
