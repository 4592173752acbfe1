// The page lists of the tests and the bench (worker/test/sample-pages.ts) are the route table's
// (web/app/routes.ts): every page of one address as it is, every page with parameters at its
// sample, and a route added to the table is in them without another edit.
import { describe, expect, it } from 'vitest';
import { index, layout, route } from '@react-router/dev/routes';
import routeConfig from '#web/app/routes.ts';
import { pageRoutes, routeEntriesOfConfig, type RouteConfigEntry } from '#web/app/lib/route-table.ts';
import { SAMPLE_ADDRESSES, samplePages } from '#worker/test/sample-pages.ts';
import { SAMPLE_PAGES } from '#worker/test/sample-pages-of-config.ts';

describe('the page lists of the tests and the bench', () => {
  it("are the route table's pages of one address, plus a sample of each page with parameters", () => {
    const pages = pageRoutes(routeEntriesOfConfig(routeConfig));
    const expected = pages
      .filter((page) => SAMPLE_ADDRESSES[page.pattern] !== null)
      .map((page) => SAMPLE_ADDRESSES[page.pattern] ?? page.pattern);
    expect(SAMPLE_PAGES.map((page) => page.path)).toEqual(expected);
    expect(SAMPLE_PAGES.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/', '/data-costs', '/no-such-page', '/login', '/account/watchlist']),
    );
    for (const page of SAMPLE_PAGES) expect(page.path, page.pattern).not.toMatch(/[:*]/);
    // Who opens each: by the layout it is under.
    const audience = (path: string) => SAMPLE_PAGES.find((page) => page.path === path)?.audience;
    expect([audience('/faq'), audience('/signup'), audience('/account/readlist')]).toEqual([
      'all',
      'visitor',
      'member',
    ]);
  });

  it('take a route added to the table at once, and refuse one with parameters and no sample', () => {
    const withRoute = (added: RouteConfigEntry) =>
      routeEntriesOfConfig([layout('routes/default-layout.tsx', [index('routes/home.tsx'), added])]);
    expect(samplePages(withRoute(route('field-guide', 'routes/field-guide.tsx'))).map((page) => page.path)).toEqual([
      '/',
      '/field-guide',
    ]);
    expect(() => samplePages(withRoute(route('field-guide/:id', 'routes/field-guide-entry.tsx')))).toThrow(
      /no sample address for \/field-guide\/:id/,
    );
  });
});
