// Images on the public pages, measured in Chromium on a phone's screen (docs/decisions/0023-images.md):
// per page, the <img> elements without width/height, the eager and lazy ones, the ones marked
// fetchpriority=high and preloaded, the Largest Contentful Paint element, the layout shift (CLS)
// while the page loads and is scrolled to the end, and the image bytes fetched before and after
// scrolling. Part of `npm run bench` (BENCH_ONLY=images runs only this).
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath, OFFLINE_CHROMIUM_FLAGS } from '../chromium';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

export interface ImagePageReport {
  page: string;
  images: number;
  withoutSize: number;
  eager: number;
  highPriority: number;
  preloads: number;
  lcp: string;
  cls: number;
  /** Each layout shift: its score and the elements that moved. */
  shifts: string;
  bytesAtLoad: number;
  bytesAfterScroll: number;
  requestsAtLoad: number;
  requestsAfterScroll: number;
}

declare global {
  interface Window {
    __cls: number;
    __lcp: string;
    __shifts: string[];
  }
}

async function measure(browser: Browser, url: string): Promise<Omit<ImagePageReport, 'page'>> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_UA,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__cls = 0;
    window.__lcp = '';
    window.__shifts = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        window.__cls += entry.value;
        const nodes = (entry.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element
            ? `${node.tagName.toLowerCase()}.${String(node.className).split(' ')[0]}`
            : '#text';
        });
        window.__shifts.push(`${entry.value.toFixed(3)} ${nodes.join(',')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element; url?: string }) | undefined;
      if (!last) return;
      const element = last.element;
      window.__lcp = element
        ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}${last.url ? ` ${last.url.split('/').pop()}` : ''}`
        : '?';
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  let bytes = 0;
  let requests = 0;
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'image') return;
    requests += 1;
    bytes += (await request.sizes()).responseBodySize;
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const bytesAtLoad = bytes;
  const requestsAtLoad = requests;
  const counts = await page.evaluate(() => {
    const images = Array.from(document.querySelectorAll('img'));
    return {
      images: images.length,
      withoutSize: images.filter((img) => !img.hasAttribute('width') || !img.hasAttribute('height')).length,
      eager: images.filter((img) => img.getAttribute('loading') !== 'lazy').length,
      highPriority: images.filter((img) => img.getAttribute('fetchpriority') === 'high').length,
      preloads: document.querySelectorAll('link[rel="preload"][as="image"]').length,
    };
  });
  const lcp = await page.evaluate(() => window.__lcp);
  // Scroll to the end in steps, as a reader would, so lazy images load (and any shift they cause counts).
  for (let step = 0; step < 40; step += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (done) break;
  }
  await page.waitForTimeout(1000);
  const cls = await page.evaluate(() => window.__cls);
  const shifts = await page.evaluate(() => window.__shifts.join('; '));
  await context.close();
  return {
    ...counts,
    lcp,
    cls,
    shifts,
    bytesAtLoad,
    bytesAfterScroll: bytes,
    requestsAtLoad,
    requestsAfterScroll: requests,
  };
}

const PAGES: [string, string][] = [
  ['home', '/'],
  ['home (lite)', '/?mode=lite'],
  ['presentation list', '/video-presentations'],
  ['presentation list (lite)', '/video-presentations?mode=lite'],
  ['presentation', '/video-presentations/'],
  ['collections', '/collections'],
  ['presenters', '/presenters'],
  ['presenter', '/presenters/'],
  ['blog', '/blog'],
  ['article', '/blog/'],
  ['events', '/events'],
  ['about', '/about'],
];

/** The first link on `listing` that leads one level below `prefix` (a detail page). */
async function firstDetail(browser: Browser, base: string, listing: string, prefix: string): Promise<string> {
  const page = await browser.newPage({ userAgent: PHONE_UA });
  await page.goto(`${base}${listing}`, { waitUntil: 'load' });
  const href = await page.evaluate(
    (p) =>
      Array.from(document.querySelectorAll('a'))
        .map((a) => a.getAttribute('href') ?? '')
        .find((h) => h.startsWith(p) && h.length > p.length && !h.includes('?')),
    prefix,
  );
  await page.close();
  return href ?? prefix;
}

export async function benchImages(base: string): Promise<ImagePageReport[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: OFFLINE_CHROMIUM_FLAGS });
  const reports: ImagePageReport[] = [];
  try {
    for (const [name, path] of PAGES) {
      let target = path;
      if (path === '/video-presentations/') target = await firstDetail(browser, base, '/video-presentations', path);
      if (path === '/presenters/') target = await firstDetail(browser, base, '/presenters', path);
      if (path === '/blog/') target = await firstDetail(browser, base, '/blog', path);
      reports.push({ page: `${name} ${target}`, ...(await measure(browser, `${base}${target}`)) });
    }
  } finally {
    await browser.close();
  }
  return reports;
}

export function printImageReports(reports: ImagePageReport[]): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('\nImages on a phone (412x823), per page: <img> count, without width/height, eager, fetchpriority=high,');
  console.log(
    'image preloads, LCP element, CLS (load + scroll to the end), image bytes (requests) at load / after scrolling:',
  );
  for (const r of reports) {
    console.log(
      `  ${r.page.padEnd(60)} img ${String(r.images).padStart(3)}  no-size ${String(r.withoutSize).padStart(2)}  eager ${String(r.eager).padStart(2)}  high ${r.highPriority}  preload ${r.preloads}  CLS ${r.cls.toFixed(3)}  bytes ${kb(r.bytesAtLoad).padStart(8)} (${r.requestsAtLoad}) / ${kb(r.bytesAfterScroll).padStart(8)} (${r.requestsAfterScroll})  LCP ${r.lcp}`,
    );
    if (r.shifts) console.log(`      shifts: ${r.shifts}`);
  }
}
