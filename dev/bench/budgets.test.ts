// The bench's pure parts: the median of the runs and the budget check of issue #14.
import { describe, expect, it } from 'vitest';
import { BUDGETS, brokenBudgets, median, type PageFigures } from './budgets';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([90, 35, 41])).toBe(41);
    expect(median([7])).toBe(7);
  });

  it('takes the mean of the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is NaN with no value and leaves its input unsorted', () => {
    expect(median([])).toBeNaN();
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

/** A page within every budget. */
const passing = (overrides: Partial<PageFigures> = {}): PageFigures => ({
  page: 'presentations',
  content: true,
  listing: true,
  slow4g: { performance: 98, fcpMs: 900, lcpMs: 1_500, tbtMs: 40, cls: 0.01 },
  regular3g: { performance: 90, fcpMs: 1_800, lcpMs: 3_200, tbtMs: 60, cls: 0.01 },
  jsGzipBytes: 120 * 1024,
  cssGzipBytes: 12 * 1024,
  lite: { htmlCssGzipBytes: 30 * 1024, jsBytes: 0 },
  ...overrides,
});

describe('brokenBudgets', () => {
  it('finds nothing broken when every figure is within its budget, limits included', () => {
    expect(brokenBudgets([passing()])).toEqual([]);
    const atTheLimits = passing({
      slow4g: { performance: 95, fcpMs: 1_000, lcpMs: 2_000, tbtMs: 150, cls: 0.05 },
      regular3g: { performance: 50, fcpMs: 3_000, lcpMs: 4_000, tbtMs: 400, cls: 0.05 },
      jsGzipBytes: BUDGETS.jsGzipBytes,
      cssGzipBytes: BUDGETS.cssGzipBytes,
      lite: { htmlCssGzipBytes: BUDGETS.liteListingHtmlCssGzipBytes, jsBytes: 0 },
    });
    expect(brokenBudgets([atTheLimits])).toEqual([]);
  });

  it('names each broken budget with the page, the figure and the limit', () => {
    const today = passing({
      page: 'home',
      listing: false,
      slow4g: { performance: 35, fcpMs: 4_100, lcpMs: 6_072, tbtMs: 3_382, cls: 0.12 },
      regular3g: { performance: 28, fcpMs: 5_900, lcpMs: 8_961, tbtMs: 2_656, cls: 0.12 },
      jsGzipBytes: 162.3 * 1024,
      cssGzipBytes: 61.5 * 1024,
      lite: { htmlCssGzipBytes: 70.8 * 1024, jsBytes: 120 },
    });
    expect(brokenBudgets([today])).toEqual([
      'home: JS before interaction (gzip) 162.3 KB > 130.0 KB',
      'home: CSS (gzip) 61.5 KB > 15.0 KB',
      'home: slow-4G performance 35 < 95',
      'home: slow-4G LCP 6072 ms > 2000 ms',
      'home: slow-4G TBT 3382 ms > 150 ms',
      'home: slow-4G CLS 0.120 > 0.050',
      'home: 3G LCP 8961 ms > 4000 ms',
      'home: lite JS 120 bytes > 0 bytes',
    ]);
  });

  it('checks CSS on content pages only and lite HTML+CSS on listings only', () => {
    const heavy = { cssGzipBytes: 20 * 1024, lite: { htmlCssGzipBytes: 50 * 1024, jsBytes: 0 } };
    expect(brokenBudgets([passing({ page: 'login', content: false, listing: false, ...heavy })])).toEqual([]);
    expect(brokenBudgets([passing({ page: 'events', ...heavy })])).toEqual([
      'events: CSS (gzip) 20.0 KB > 15.0 KB',
      'events: lite HTML+CSS (gzip) 50.0 KB > 40.0 KB',
    ]);
  });

  it('counts a figure that could not be measured (NaN) as broken', () => {
    const unmeasured = passing({ slow4g: { performance: Number.NaN, fcpMs: 1, lcpMs: Number.NaN, tbtMs: 0, cls: 0 } });
    expect(brokenBudgets([unmeasured])).toEqual([
      'presentations: slow-4G performance NaN < 95',
      'presentations: slow-4G LCP NaN ms > 2000 ms',
    ]);
  });

  it('checks every page given', () => {
    const broken = brokenBudgets([passing({ page: 'faq' }), passing({ page: 'blog', jsGzipBytes: 131 * 1024 })]);
    expect(broken).toEqual(['blog: JS before interaction (gzip) 131.0 KB > 130.0 KB']);
  });
});
