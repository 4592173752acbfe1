/**
 * One address of every page type in the sample content pack (dev/content-service), for the tests
 * that go over every page type (worker/test/html-first.test.ts, tests/e2e/csp.spec.ts) and the
 * bench (dev/bench/html-first.ts): public pages first, then the sign-in screens and the member
 * pages. One list, so a page type added or a sample renamed is seen by all of them.
 */
export interface SamplePage {
  page: string;
  path: string;
  /** Who opens it: everyone (measured signed out and in), visitors only, or members only. */
  audience: 'all' | 'visitor' | 'member';
}

export const SAMPLE_PAGES: SamplePage[] = [
  { page: 'home', path: '/', audience: 'all' },
  { page: 'presentations', path: '/video-presentations', audience: 'all' },
  { page: 'presentation', path: '/video-presentations/presentation-1', audience: 'all' },
  { page: 'collections', path: '/collections', audience: 'all' },
  { page: 'collection', path: '/collections/wildlife-crime-and-security', audience: 'all' },
  { page: 'series', path: '/video-presentations/series/ranger-voices', audience: 'all' },
  { page: 'presenters', path: '/presenters', audience: 'all' },
  { page: 'presenter', path: '/presenters/presenter-1', audience: 'all' },
  { page: 'events', path: '/events', audience: 'all' },
  { page: 'event', path: '/events/event-1', audience: 'all' },
  { page: 'blog', path: '/blog', audience: 'all' },
  { page: 'article', path: '/blog/ten-years-of-rhino-protection', audience: 'all' },
  { page: 'projects', path: '/projects', audience: 'all' },
  { page: 'project', path: '/projects/project-1', audience: 'all' },
  { page: 'themes', path: '/projects/themes', audience: 'all' },
  { page: 'theme', path: '/projects/themes/sub-theme-4', audience: 'all' },
  { page: 'search', path: '/search?q=rhino', audience: 'all' },
  { page: 'faq', path: '/faq', audience: 'all' },
  { page: 'about', path: '/about', audience: 'all' },
  { page: 'contact', path: '/contact', audience: 'all' },
  { page: 'legal', path: '/legal/privacy-policy', audience: 'all' },
  { page: 'data-costs', path: '/data-costs', audience: 'all' },
  // A signed-in member is sent on from the sign-in and sign-up forms.
  { page: 'login', path: '/login', audience: 'visitor' },
  { page: 'signup', path: '/signup', audience: 'visitor' },
  { page: 'account', path: '/account', audience: 'member' },
  { page: 'watchlist', path: '/account/watchlist', audience: 'member' },
  { page: 'readlist', path: '/account/readlist', audience: 'member' },
  { page: 'connections', path: '/account/connections', audience: 'member' },
  { page: 'introductions', path: '/account/introductions', audience: 'member' },
  { page: 'profile', path: '/account/profile', audience: 'member' },
];
