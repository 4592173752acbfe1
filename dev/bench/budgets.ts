// The performance budgets of the public pages. They come from issue #14 ("`npm run bench`" row):
// change them there first. `npm run bench` (dev/bench/lighthouse.ts) measures every public page
// type and fails its run when one is broken; they are never checked by timed tests.

export const BUDGETS = {
  /** Full mode, every public page: JavaScript loaded before any interaction, gzipped. */
  jsGzipBytes: 130 * 1024,
  /** Full mode, content pages: CSS, gzipped. */
  cssGzipBytes: 15 * 1024,
  /** Lighthouse performance score on slow 4G (Lighthouse's mobile defaults), at least. */
  slow4gPerformance: 95,
  /** Largest Contentful Paint on slow 4G. */
  slow4gLcpMs: 2_000,
  /** Total Blocking Time on slow 4G. */
  slow4gTbtMs: 150,
  /** Cumulative Layout Shift on slow 4G. */
  slow4gCls: 0.05,
  /** Largest Contentful Paint on 3G (300 ms RTT, 700 kbps, 4x CPU). */
  regular3gLcpMs: 4_000,
  /** Lite mode, every page: no JavaScript at all. */
  liteJsBytes: 0,
  /** Lite mode, listings: HTML and CSS together, gzipped. */
  liteListingHtmlCssGzipBytes: 40 * 1024,
} as const;

/** Lighthouse's figures of one page on one network preset (medians of the runs). */
export interface LabMetrics {
  /** The performance category's score, 0-100. */
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** What one public page type measured (medians of the runs). */
export interface PageFigures {
  /** The page type, e.g. "presentation". */
  page: string;
  /** A content page (the CSS budget applies): every public page but the sign-in form. */
  content: boolean;
  /** A listing (the lite HTML+CSS budget applies). */
  listing: boolean;
  slow4g: LabMetrics;
  regular3g: LabMetrics;
  /** Full mode, gzipped bytes the page loaded without interaction. */
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Lite mode, gzipped: the HTML and its stylesheets; the JavaScript (inline or fetched). */
  lite: { htmlCssGzipBytes: number; jsBytes: number };
}

/** The median of `values` (the mean of the middle two for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/** One line per broken budget ("page: what, measured > budget"); empty when all hold. */
export function brokenBudgets(pages: readonly PageFigures[], budgets: typeof BUDGETS = BUDGETS): string[] {
  const broken: string[] = [];
  for (const figures of pages) {
    const over = (what: string, measured: number, limit: number, format: (value: number) => string) => {
      // NaN (not measured) breaks a budget too: a page that could not be measured is not within it.
      if (!(measured <= limit)) broken.push(`${figures.page}: ${what} ${format(measured)} > ${format(limit)}`);
    };
    over('JS before interaction (gzip)', figures.jsGzipBytes, budgets.jsGzipBytes, kb);
    if (figures.content) over('CSS (gzip)', figures.cssGzipBytes, budgets.cssGzipBytes, kb);
    const score = figures.slow4g.performance;
    if (!(score >= budgets.slow4gPerformance))
      broken.push(`${figures.page}: slow-4G performance ${score} < ${budgets.slow4gPerformance}`);
    over('slow-4G LCP', figures.slow4g.lcpMs, budgets.slow4gLcpMs, ms);
    over('slow-4G TBT', figures.slow4g.tbtMs, budgets.slow4gTbtMs, ms);
    over('slow-4G CLS', figures.slow4g.cls, budgets.slow4gCls, (value) => value.toFixed(3));
    over('3G LCP', figures.regular3g.lcpMs, budgets.regular3gLcpMs, ms);
    over('lite JS', figures.lite.jsBytes, budgets.liteJsBytes, (value) => `${value} bytes`);
    if (figures.listing)
      over('lite HTML+CSS (gzip)', figures.lite.htmlCssGzipBytes, budgets.liteListingHtmlCssGzipBytes, kb);
  }
  return broken;
}
