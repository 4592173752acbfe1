/**
 * Every public page of the site, from the route list and the content: what the sitemap lists.
 * Account, auth and admin pages are not public pages.
 */
import type { ContentReader } from '../content/client';

export interface PublicPage {
  path: string;
  /** ISO date of the content's last change, when known. */
  lastModified?: string;
}

const STATIC_PATHS = [
  '/',
  '/about',
  '/blog',
  '/collections',
  '/contact',
  '/events',
  '/faq',
  '/legal',
  '/legal/gdpr-policy',
  '/legal/privacy-policy',
  '/legal/terms-and-conditions',
  '/presenters',
  '/projects',
  '/projects/themes',
  '/search',
  '/video-presentations',
];

/** All public pages; a collection that cannot be loaded is left out rather than failing. */
export async function publicPages(content: ContentReader, onError: (error: unknown) => void): Promise<PublicPage[]> {
  const load = <T>(promise: Promise<T[]>) =>
    promise.catch((error: unknown) => {
      onError(error);
      return [] as T[];
    });
  const [presentations, series, collections, presenters, events, articles, projects, subProjects, themes] =
    await Promise.all([
      load(content.list('presentations')),
      load(content.list('series')),
      load(content.list('collections')),
      load(content.list('presenters')),
      load(content.list('events')),
      load(content.list('articles')),
      load(content.list('projects')),
      load(content.list('sub-projects')),
      load(content.list('sub-themes')),
    ]);
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...presentations.map((item) => ({ path: `/video-presentations/${item.id}`, lastModified: item.date })),
    ...series.map((item) => ({ path: `/video-presentations/series/${item.id}` })),
    ...collections.map((item) => ({ path: `/collections/${item.id}`, lastModified: item.date })),
    ...presenters.map((item) => ({ path: `/presenters/${item.id}`, lastModified: item.date })),
    ...events.map((item) => ({ path: `/events/${item.id}` })),
    ...articles.map((item) => ({ path: `/blog/${item.slug}`, lastModified: item.date })),
    ...projects.map((item) => ({ path: `/projects/${item.id}`, lastModified: item.date })),
    ...subProjects.map((item) => ({ path: `/projects/${item.projectId}/${item.slug}`, lastModified: item.date })),
    ...themes.map((item) => ({ path: `/projects/themes/${item.id}`, lastModified: item.date })),
  ];
}
