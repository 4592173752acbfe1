// The bench's pure parts: the median of the runs, the fair CPU slowdown, the budget check of
// issue #25, and how the issue #25 section finds the React app.
import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  brokenBudgets,
  brokenThroughput,
  fairCpuMultiplier,
  median,
  variantLabel,
  type PageFigures,
} from './budgets';
import { cookieHeader, inlineScripts, isAppChunk, runtimesIn, scriptFigures, selectedTargets } from './html-first';

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

describe('fairCpuMultiplier', () => {
  it("follows Lighthouse's calibration points", () => {
    expect(fairCpuMultiplier(150)).toBeCloseTo(1);
    expect(fairCpuMultiplier(800)).toBeCloseTo(2);
    expect(fairCpuMultiplier(1300)).toBeCloseTo(3);
    expect(fairCpuMultiplier(1533)).toBeCloseTo(4);
    expect(fairCpuMultiplier(2000)).toBeCloseTo(6, 1);
  });

  it('interpolates between them and goes on above 2000', () => {
    expect(fairCpuMultiplier(475)).toBeCloseTo(1.5);
    expect(fairCpuMultiplier(1050)).toBeCloseTo(2.5);
    expect(fairCpuMultiplier(2165)).toBeCloseTo(6.71, 2);
  });

  it('slows nothing down on a host slower than the target phone, and is NaN without an index', () => {
    expect(fairCpuMultiplier(100)).toBe(1);
    expect(fairCpuMultiplier(Number.NaN)).toBeNaN();
  });
});

const lab = (overrides = {}) => ({ performance: 99, fcpMs: 900, lcpMs: 1_200, tbtMs: 20, cls: 0.01, ...overrides });

/** A page within every budget, with Lighthouse's figures. */
const passing = (overrides: Partial<PageFigures> = {}): PageFigures => ({
  page: 'presentations',
  signedIn: false,
  language: 'en',
  reactBytes: 0,
  reactFound: [],
  scriptGzipBytes: 4 * 1024,
  pageGzipBytes: 30 * 1024,
  slow4g: lab(),
  regular3g: lab({ performance: 90, lcpMs: 2_100 }),
  fairCpu: lab({ performance: 97 }),
  ...overrides,
});

describe('brokenBudgets', () => {
  it('finds nothing broken when every figure is within its budget, limits included', () => {
    expect(brokenBudgets([passing()])).toEqual([]);
    const atTheLimits = passing({
      scriptGzipBytes: BUDGETS.scriptGzipBytes,
      pageGzipBytes: BUDGETS.pageGzipBytes,
      slow4g: lab({ performance: 98, lcpMs: 1_500, tbtMs: 50, cls: 0.02 }),
      regular3g: lab({ performance: 50, lcpMs: 2_500 }),
    });
    expect(brokenBudgets([atTheLimits])).toEqual([]);
  });

  it('names each broken budget with the page, the variant, the figure and the limit', () => {
    const hydrating = passing({
      page: 'home',
      signedIn: true,
      language: 'fr',
      reactBytes: 101.2 * 1024,
      reactFound: ['React', 'React Router', '3 client-bundle chunks'],
      scriptGzipBytes: 130.4 * 1024,
      pageGzipBytes: 217.9 * 1024,
      slow4g: lab({ performance: 84, lcpMs: 2_700, tbtMs: 420, cls: 0.03 }),
      regular3g: lab({ performance: 70, lcpMs: 4_900 }),
    });
    expect(brokenBudgets([hydrating])).toEqual([
      'home (signed in, fr): loads React, React Router, 3 client-bundle chunks (101.2 KB) > 0 bytes',
      'home (signed in, fr): script before interaction (gzip) 130.4 KB > 15.0 KB',
      'home (signed in, fr): all bytes but images and video (gzip) 217.9 KB > 45.0 KB',
      'home (signed in, fr): slow-4G performance 84 < 98',
      'home (signed in, fr): slow-4G LCP 2700 ms > 1500 ms',
      'home (signed in, fr): slow-4G TBT 420 ms > 50 ms',
      'home (signed in, fr): slow-4G CLS 0.030 > 0.020',
      'home (signed in, fr): 3G LCP 4900 ms > 2500 ms',
    ]);
  });

  it('breaks the React budget when a runtime was found, even with no byte counted', () => {
    expect(brokenBudgets([passing({ reactFound: ['i18next'] })])).toEqual([
      'presentations (signed out, en): loads i18next (0.0 KB) > 0 bytes',
    ]);
  });

  it('checks only the bytes when Lighthouse did not run', () => {
    const bytesOnly = passing({ slow4g: undefined, regular3g: undefined, fairCpu: undefined });
    expect(brokenBudgets([bytesOnly])).toEqual([]);
    expect(brokenBudgets([{ ...bytesOnly, pageGzipBytes: 46 * 1024 }])).toEqual([
      'presentations (signed out, en): all bytes but images and video (gzip) 46.0 KB > 45.0 KB',
    ]);
  });

  it('does not hold the fair-CPU figures to a budget (they are reported beside)', () => {
    expect(brokenBudgets([passing({ fairCpu: lab({ performance: 60, tbtMs: 900 }) })])).toEqual([]);
  });

  it('counts a figure that could not be measured (NaN) as broken', () => {
    const unmeasured = passing({ slow4g: lab({ performance: Number.NaN, lcpMs: Number.NaN }) });
    expect(brokenBudgets([unmeasured])).toEqual([
      'presentations (signed out, en): slow-4G performance NaN < 98',
      'presentations (signed out, en): slow-4G LCP NaN ms > 1500 ms',
    ]);
  });

  it('checks every page given', () => {
    const broken = brokenBudgets([passing({ page: 'faq' }), passing({ page: 'blog', scriptGzipBytes: 16 * 1024 })]);
    expect(broken).toEqual(['blog (signed out, en): script before interaction (gzip) 16.0 KB > 15.0 KB']);
  });
});

describe('brokenThroughput', () => {
  it('breaks below 0.8x of the static file, at 0.8x it holds', () => {
    expect(
      brokenThroughput([
        { page: 'home', pagePerSecond: 400, staticPerSecond: 500 },
        { page: 'presentation', pagePerSecond: 250, staticPerSecond: 500 },
      ]),
    ).toEqual(["presentation (signed out, warm): 0.50x the static file's requests per second < 0.8x"]);
  });
});

describe('the issue #25 section', () => {
  it('labels a variant', () => {
    expect(variantLabel({ page: 'event', signedIn: true, language: 'fr' })).toBe('event (signed in, fr)');
  });

  it('measures each page type for its audience, in the variants asked for', () => {
    const all = selectedTargets({});
    expect(all.filter((target) => target.type.page === 'home')).toHaveLength(4);
    expect(all.filter((target) => target.type.page === 'login').map((target) => target.signedIn)).toEqual([
      false,
      false,
    ]);
    expect(all.filter((target) => target.type.page === 'account-profile').map((target) => target.signedIn)).toEqual([
      true,
      true,
    ]);
    const some = selectedTargets({ BENCH_PAGES: 'home,login', BENCH_VARIANTS: 'in-fr' });
    expect(some.map((target) => [target.type.page, target.signedIn, target.language])).toEqual([['home', true, 'fr']]);
    expect(() => selectedTargets({ BENCH_PAGES: 'nowhere' })).toThrow(/unknown page type/);
    expect(() => selectedTargets({ BENCH_VARIANTS: 'in-de' })).toThrow(/unknown variant/);
  });

  it('sends the session when signed in and the language cookie in French only', () => {
    expect(cookieHeader({ signedIn: false, language: 'en' }, undefined)).toBe('');
    expect(cookieHeader({ signedIn: true, language: 'fr' }, '__session=abc')).toBe('__session=abc; i18n_redirected=fr');
    expect(() => cookieHeader({ signedIn: true, language: 'en' }, undefined)).toThrow();
  });

  it("tells the client bundle's chunks from the pages' small scripts", () => {
    expect(isAppChunk('/assets/entry.client-BwutEKe0.js')).toBe(true);
    expect(isAppChunk('/assets/manifest-4dc6a77e.js')).toBe(true);
    expect(isAppChunk('/assets/js/progress-bar-AB12.js')).toBe(false);
    expect(isAppChunk('/assets/root-x.css')).toBe(false);
    expect(isAppChunk('/sw.js')).toBe(false);
  });

  it('knows React, React Router and i18next by their marks in minified code', () => {
    expect(runtimesIn('var e=Symbol.for(`react.transitional.element`)')).toEqual(['React']);
    expect(runtimesIn('if(window.__reactRouterContext&&x)')).toEqual(['React Router']);
    expect(runtimesIn('console.warn("i18next: init")')).toEqual(['i18next']);
    expect(runtimesIn('document.querySelector("[data-progress]")')).toEqual([]);
  });

  it('counts the inline scripts that run, not JSON data blocks or speculation rules', () => {
    const html = [
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="speculationrules">{"prefetch":[]}</script>',
      '<script type="module" src="/assets/js/a.js"></script>',
      '<script nonce="n">window.__reactRouterContext={}</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['window.__reactRouterContext={}']);
  });

  it('sums the script of a load and the part that is the React app', async () => {
    const served = [
      { path: '/video-presentations', status: 200, contentType: 'text/html', bytes: 9000 },
      { path: '/assets/js/progress-bar-x.js', status: 200, contentType: 'text/javascript', bytes: 700 },
      { path: '/assets/entry.client-x.js', status: 200, contentType: 'text/javascript', bytes: 60_000 },
      { path: '/sw.js', status: 200, contentType: 'text/javascript', bytes: 3000, serviceWorker: true as const },
    ];
    const html = '<script>window.__reactRouterContext={"x":1}</script>';
    const figures = await scriptFigures(served, html, '/nonexistent-build');
    const inline = figures.scriptGzipBytes - 60_700;
    expect(inline).toBeGreaterThan(0);
    expect(figures.reactBytes).toBe(60_000 + inline);
    expect(figures.reactFound).toEqual(['React Router', '1 client-bundle chunk', '1 inline']);
  });
});
