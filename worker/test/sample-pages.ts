/**
 * One address of every page of the route table (web/app/routes.ts), for the tests and the bench
 * that go over every page: worker/test/html-first.test.ts, seo.test.ts, tests/e2e/csp.spec.ts,
 * html-validity.spec.ts, css-coverage.spec.ts, dev/bench/html-first.ts, run.ts and page-cache.ts.
 * The list is derived from the route table: a page of one address is in it as it is; a page with
 * parameters needs its sample address below (from the sample content pack, dev/content-service),
 * and the list refuses to be made without one. So a page added to routes.ts is tested everywhere.
 */
import { pageRoutes, type Audience, type RouteEntry } from '#web/app/lib/route-table.ts';

export interface SamplePage {
  /** The route module's name (`presentation` for routes/presentation). */
  page: string;
  path: string;
  /** Its route's pattern (`/video-presentations/:id`). */
  pattern: string;
  /** Who opens it: everyone (measured signed out and in), visitors only, or members only. */
  audience: Audience;
  /** Its status: 404 for the not-found page and a sample naming nothing, 200 for the rest. */
  status: 200 | 404;
}

/**
 * The address each page is opened at, by its route's pattern, where it is not the pattern itself:
 * every page with parameters, a page best seen with a query, and (null) a route with no page to
 * open (its GET only sends the reader on).
 */
export const SAMPLE_ADDRESSES: Readonly<Record<string, string | null>> = {
  '/blog/:slug': '/blog/ten-years-of-rhino-protection',
  '/collections/:id': '/collections/wildlife-crime-and-security',
  '/events/:id': '/events/event-1',
  '/presenters/:id': '/presenters/presenter-1',
  '/projects/themes/:id': '/projects/themes/sub-theme-4',
  '/projects/:id': '/projects/project-1',
  '/projects/:id/:subproject': '/projects/project-1/rhino-safe-havens',
  '/video-presentations/series/:id': '/video-presentations/series/ranger-voices',
  '/video-presentations/:id': '/video-presentations/presentation-1',
  // A link that names no request: the page that says so (404).
  '/introductions/:token': '/introductions/AAAAAAAAAAAAAAAAAAAA.1.not-a-signature',
  // An answer the library does not hold (404; the sample answers are seeded by `npm start` only,
  // and their pages are tested by worker/test/answers.test.ts and tests/e2e/answers.spec.ts).
  '/answers/:id': '/answers/000000000000000000000000',
  // The not-found page (404).
  '/*': '/no-such-page',
  '/search': '/search?q=rhino',
  // The refusals of member actions posted as forms: a GET is sent on to the account.
  '/account/actions': null,
};

/** The samples that name nothing: their page is a 404 that says so. */
const NOT_FOUND = new Set(['/*', '/introductions/:token', '/answers/:id']);

/** Every page of `routes` (the server build's, or routeEntriesOfConfig(routes.ts)), at its sample address. */
export function samplePages(routes: readonly RouteEntry[]): SamplePage[] {
  return pageRoutes(routes).flatMap((route) => {
    const sample = SAMPLE_ADDRESSES[route.pattern];
    if (sample === null) return [];
    if (sample === undefined && route.params.length > 0) {
      throw new Error(`no sample address for ${route.pattern}: add one to worker/test/sample-pages.ts`);
    }
    const page = route.id.replace(/^routes\//, '');
    const status = NOT_FOUND.has(route.pattern) ? 404 : 200;
    return [{ page, path: sample ?? route.pattern, pattern: route.pattern, audience: route.audience, status }];
  });
}
