// The performance budgets of the public pages. They come from issue #25 ("Budgets (in `npm run
// bench`, never timed tests)"): change them there first. `npm run bench` measures every public page
// type, signed out and signed in, in English and French (html-first.ts for the bytes, lighthouse.ts
// for the lab figures) and fails its run when one is broken; they are never checked by timed tests.

export const BUDGETS = {
  /** Bytes of React, React Router's browser runtime or i18next a page loads: none. */
  reactBytes: 0,
  /** Script loaded before any interaction, every module included, gzipped. */
  scriptGzipBytes: 15 * 1024,
  /** Every byte of the page but its images and video (HTML, CSS, script, fonts, data), gzipped. */
  pageGzipBytes: 45 * 1024,
  /** Lighthouse performance score on slow 4G (Lighthouse's mobile defaults), at least. */
  slow4gPerformance: 98,
  /** Largest Contentful Paint on slow 4G. */
  slow4gLcpMs: 1_500,
  /** Total Blocking Time on slow 4G. */
  slow4gTbtMs: 50,
  /** Cumulative Layout Shift on slow 4G. */
  slow4gCls: 0.02,
  /** Largest Contentful Paint on 3G (300 ms RTT, 700 kbps). */
  regular3gLcpMs: 2_500,
  /** A warm signed-out page's requests per second over a static file's, same server, same run. */
  pageToStaticRatio: 0.8,
} as const;

export type Budgets = typeof BUDGETS;

/** Lighthouse's figures of one page on one preset (medians of the runs). */
export interface LabMetrics {
  /** The performance category's score, 0-100. */
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The libraries the browser runtime must not bring to a public page. */
export type Runtime = 'React' | 'React Router' | 'i18next';

/** What one page type measured in one variant (signed out or in, one language). */
export interface PageFigures {
  /** The page type, e.g. "presentation". */
  page: string;
  signedIn: boolean;
  language: 'en' | 'fr';
  /** Gzipped bytes of the React app the page loaded: the client bundle's chunks and React Router's inline scripts. */
  reactBytes: number;
  /** What was found: the runtimes, e.g. "React", and "40 client-bundle chunks", "2 inline"; empty when none. */
  reactFound: string[];
  /** Script before interaction, gzipped: fetched modules and inline scripts. */
  scriptGzipBytes: number;
  /** Every byte the page loaded but images and video (the service worker's own fetches apart), gzipped. */
  pageGzipBytes: number;
  /** Lighthouse's figures, when Lighthouse ran (BENCH_ONLY=html-first measures the bytes only). */
  slow4g?: LabMetrics;
  regular3g?: LabMetrics;
  /** Slow 4G with the CPU slowdown this machine calls fair (fairCpuMultiplier). */
  fairCpu?: LabMetrics;
}

/** A warm signed-out page's throughput beside a static file's, from the same server in one run. */
export interface ThroughputFigures {
  page: string;
  pagePerSecond: number;
  staticPerSecond: number;
}

/** The median of `values` (the mean of the middle two for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The CPU slowdown that makes a host with Lighthouse's `benchmarkIndex` emulate Lighthouse's target
 * phone (a mid-tier mobile), as Lighthouse's throttling docs ("Calibrating the CPU slowdown") and
 * their calculator (lighthouse-cpu-throttling-calculator) compute it: 1x at 150, 2x at 800, 3x at
 * 1300, then one more per 233 (4x at 1533, 6x at 2000). Below 150 the host is too slow to emulate
 * the target at all: 1 (no slowdown). NaN when the index is unknown.
 */
export function fairCpuMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex)) return Number.NaN;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/** "presentation (signed in, fr)": one row of the table. */
export const variantLabel = (figures: Pick<PageFigures, 'page' | 'signedIn' | 'language'>) =>
  `${figures.page} (signed ${figures.signedIn ? 'in' : 'out'}, ${figures.language})`;

/**
 * One line per broken budget ("page (signed out, en): what, measured > budget"); empty when all
 * hold. A figure that was measured as NaN (Lighthouse gave none) breaks its budget; Lighthouse's
 * figures are checked only where Lighthouse ran.
 */
export function brokenBudgets(pages: readonly PageFigures[], budgets: Budgets = BUDGETS): string[] {
  const broken: string[] = [];
  for (const figures of pages) {
    const label = variantLabel(figures);
    const over = (what: string, measured: number, limit: number, format: (value: number) => string) => {
      // NaN (not measured) breaks a budget too: a page that could not be measured is not within it.
      if (!(measured <= limit)) broken.push(`${label}: ${what} ${format(measured)} > ${format(limit)}`);
    };
    if (!(figures.reactBytes <= budgets.reactBytes) || figures.reactFound.length > 0)
      broken.push(
        `${label}: loads ${figures.reactFound.join(', ') || 'the React app'} (${kb(figures.reactBytes)}) > ${budgets.reactBytes} bytes`,
      );
    over('script before interaction (gzip)', figures.scriptGzipBytes, budgets.scriptGzipBytes, kb);
    over('all bytes but images and video (gzip)', figures.pageGzipBytes, budgets.pageGzipBytes, kb);
    const { slow4g, regular3g } = figures;
    if (slow4g) {
      const score = slow4g.performance;
      if (!(score >= budgets.slow4gPerformance))
        broken.push(`${label}: slow-4G performance ${score} < ${budgets.slow4gPerformance}`);
      over('slow-4G LCP', slow4g.lcpMs, budgets.slow4gLcpMs, ms);
      over('slow-4G TBT', slow4g.tbtMs, budgets.slow4gTbtMs, ms);
      over('slow-4G CLS', slow4g.cls, budgets.slow4gCls, (value) => value.toFixed(3));
    }
    if (regular3g) over('3G LCP', regular3g.lcpMs, budgets.regular3gLcpMs, ms);
  }
  return broken;
}

/** One line per page served below `pageToStaticRatio` of the static file's rate. */
export function brokenThroughput(rows: readonly ThroughputFigures[], budgets: Budgets = BUDGETS): string[] {
  return rows
    .filter((row) => !(row.pagePerSecond / row.staticPerSecond >= budgets.pageToStaticRatio))
    .map(
      (row) =>
        `${row.page} (signed out, warm): ${(row.pagePerSecond / row.staticPerSecond).toFixed(2)}x the static file's requests per second < ${budgets.pageToStaticRatio}x`,
    );
}
