/**
 * Every public page of the site, from the route table and the content: what the sitemap lists.
 * The route facts (shared/lib/route-facts.ts) say which routes are listed: every public route of
 * one address as it is, and those with parameters filled from the content below, by pattern. The
 * account area, the sign-in screens and the pages whose handle says `noindex` are not listed.
 */
import { answerPath, type PublicAnswerItem } from '#shared/schemas/answers.ts';
import type { ContentReader } from '../content/client';

export interface PublicPage {
  path: string;
  /** ISO date of the content's last change, when known. */
  lastModified?: string;
}

/** Where the pages' items come from: the content, and the answer library's published snapshot. */
export interface PageSources {
  content: ContentReader;
  answers: () => Promise<{ items: readonly PublicAnswerItem[] }>;
}

type PagesOf = (content: ContentReader, sources: PageSources) => Promise<PublicPage[]>;

/** The pages of each listed route with parameters, by its pattern, from the content. */
export const CONTENT_PAGES: Readonly<Record<string, PagesOf>> = {
  '/video-presentations/:id': async (content) =>
    (await content.list('presentations')).map((item) => ({
      path: `/video-presentations/${item.id}`,
      lastModified: item.date,
    })),
  '/video-presentations/series/:id': async (content) =>
    (await content.list('series')).map((item) => ({ path: `/video-presentations/series/${item.id}` })),
  '/collections/:id': async (content) =>
    (await content.list('collections')).map((item) => ({ path: `/collections/${item.id}`, lastModified: item.date })),
  '/presenters/:id': async (content) =>
    (await content.list('presenters')).map((item) => ({ path: `/presenters/${item.id}`, lastModified: item.date })),
  '/events/:id': async (content) => (await content.list('events')).map((item) => ({ path: `/events/${item.id}` })),
  '/blog/:slug': async (content) =>
    (await content.list('articles')).map((item) => ({ path: `/blog/${item.slug}`, lastModified: item.date })),
  '/projects/:id': async (content) =>
    (await content.list('projects')).map((item) => ({ path: `/projects/${item.id}`, lastModified: item.date })),
  '/projects/:id/:subproject': async (content) =>
    (await content.list('sub-projects')).map((item) => ({
      path: `/projects/${item.projectId}/${item.slug}`,
      lastModified: item.date,
    })),
  '/projects/themes/:id': async (content) =>
    (await content.list('sub-themes')).map((item) => ({
      path: `/projects/themes/${item.id}`,
      lastModified: item.date,
    })),
  '/answers/:id': async (_, { answers }) =>
    (await answers()).items.map((item) => ({ path: answerPath(item.id), lastModified: item.date })),
};

/**
 * All public pages: `listed` (the route facts' `listed`) with the content's pages. A collection
 * that cannot be loaded is left out rather than failing, and so is a listed pattern with no
 * content behind it (reported: CONTENT_PAGES must name it; worker/test/discovery.test.ts checks).
 */
export async function publicPages(
  sources: PageSources,
  onError: (error: unknown) => void,
  listed: { paths: readonly string[]; patterns: readonly string[] },
): Promise<PublicPage[]> {
  const filled = await Promise.all(
    listed.patterns.map(async (pattern) => {
      const pagesOf = CONTENT_PAGES[pattern];
      if (!pagesOf) {
        onError(new Error(`sitemap: no content fills ${pattern} (services/discovery/public-pages.ts)`));
        return [];
      }
      return pagesOf(sources.content, sources).catch((error: unknown) => {
        onError(error);
        return [];
      });
    }),
  );
  return [...listed.paths.map((path) => ({ path })), ...filled.flat()];
}
