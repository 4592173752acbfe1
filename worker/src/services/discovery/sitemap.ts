/** Sitemap XML (with hreflang alternates), paged by a sitemap index when the site is large. */
import { alternates } from '#shared/lib/alternates.ts';
import { xmlEscape } from '#shared/lib/xml.ts';
import type { PublicPage } from './public-pages';

export const SITEMAP_PAGE_SIZE = 5000;

function urlEntry(origin: string, page: PublicPage): string {
  const links = alternates(origin, page.path);
  const alternate = (lang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(href)}"/>`;
  return [
    '<url>',
    `<loc>${xmlEscape(links.xDefault)}</loc>`,
    page.lastModified ? `<lastmod>${xmlEscape(page.lastModified.slice(0, 10))}</lastmod>` : '',
    alternate('en', links.en),
    alternate('fr', links.fr),
    alternate('x-default', links.xDefault),
    '</url>',
  ].join('');
}

/** One page of the sitemap (1-based). */
export function sitemapPage(origin: string, pages: PublicPage[], page: number): string {
  const slice = pages.slice((page - 1) * SITEMAP_PAGE_SIZE, page * SITEMAP_PAGE_SIZE);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    slice.map((entry) => urlEntry(origin, entry)).join('\n') +
    '\n</urlset>\n'
  );
}

/** The index of the sitemap's pages. */
export function sitemapIndex(origin: string, pageCount: number): string {
  const entries = Array.from(
    { length: pageCount },
    (_, index) => `<sitemap><loc>${xmlEscape(new URL(`/sitemap-${index + 1}.xml`, origin).toString())}</loc></sitemap>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.join('\n') +
    '\n</sitemapindex>\n'
  );
}

export const sitemapPageCount = (pages: PublicPage[]) => Math.max(1, Math.ceil(pages.length / SITEMAP_PAGE_SIZE));
