/**
 * Every page's head through React Router's `meta` (each route module exports `meta = pageMeta`,
 * or its own that calls it): the title ("title - name"), description, canonical address,
 * hreflang alternates (en, fr, x-default; combined is a reading preference, not an indexed
 * language), OpenGraph and Twitter card tags, and JSON-LD (the breadcrumb list on every page, plus
 * what the page's loader gives as `seo`). An error page has its own title and is not indexed.
 */
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import type { TFunction } from 'i18next';
import { alternates, canonicalUrl, onOrigin } from '#shared/lib/alternates.ts';
import { MOMENT_PARAM } from '#shared/lib/moment-param.ts';
import { breadcrumbs } from '#shared/lib/breadcrumbs.ts';
import { pageTitle } from '#shared/lib/title.ts';
import { isLocale } from '#shared/lib/locale.ts';
import { MODE_QUERY_PARAM } from '#shared/lib/render-mode.ts';
import type { RootData } from './loader-types';
import type { SeoData } from './view-models';
import { pageHandle } from './route-handle';
import { tFor } from './i18n-source';
import { isEnglishOnly } from './english-only';

/** What the head needs of a matched route (React Router's meta and UI matches both fit). */
type Match = { handle?: unknown; loaderData?: unknown } | undefined;

/** What the head needs of a route's `meta` arguments. */
export interface PageMetaArgs {
  matches: readonly Match[];
  location: { pathname: string; search: string };
  error?: unknown;
}

const isSeo = (value: unknown): value is SeoData =>
  typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string';

/** The deepest route's `seo` data, if its loader gave one. */
export function seoOf(matches: readonly Match[]): SeoData | undefined {
  let seo: SeoData | undefined;
  for (const match of matches) {
    const candidate = (match?.loaderData as { seo?: unknown } | null | undefined)?.seo;
    if (isSeo(candidate)) seo = candidate;
  }
  return seo;
}

/** The site's sections by address: their crumbs read as their titles, in the reader's language. */
const SECTION_TITLE_KEYS: Readonly<Record<string, string>> = {
  '/video-presentations': 'pages.videoPresentations',
  '/video-presentations/series': 'pages.series',
  '/collections': 'pages.collections',
  '/presenters': 'pages.presenters',
  '/events': 'pages.events',
  '/blog': 'pages.blog',
  '/projects': 'pages.projects',
  '/projects/themes': 'pages.themes',
  '/legal': 'pages.legal',
  '/account': 'pages.account',
  '/introductions': 'pages.introductions',
};

/** Titles of the crumbs on the way to the page: the sections', then what the page's loader gives. */
export function crumbTitles(matches: readonly Match[], t: TFunction): Record<string, string> {
  const sections = Object.fromEntries(Object.entries(SECTION_TITLE_KEYS).map(([href, key]) => [href, t(key)]));
  return { ...sections, ...seoOf(matches)?.crumbs };
}

/** The page's own title (no site name): its loader's, else its route's; none for the home page. */
export function titleOf(matches: readonly Match[], t: TFunction): string | undefined {
  const seo = seoOf(matches);
  if (seo?.title) return seo.title;
  const handle = pageHandle(matches);
  return handle ? t(handle.titleKey) : undefined;
}

function rootData(matches: readonly Match[]): Partial<RootData> {
  return (matches[0]?.loaderData as Partial<RootData> | undefined) ?? {};
}

/** The head of the page `args` describes; `title` makes the page's own title (e.g. a search's). */
export interface PageMetaOptions {
  /** The page's own title, when its loader's or its route's will not do (a search's). */
  title?: (t: TFunction) => string | undefined;
  /** Feeds of the page (RSS, a calendar): announced with `<link rel="alternate">`. */
  feeds?: (t: TFunction) => { type: string; title: string; href: string }[];
}

export function pageMeta(args: PageMetaArgs, options: PageMetaOptions = {}): MetaDescriptor[] {
  const { matches, location, error } = args;
  const root = rootData(matches);
  const locale = isLocale(root.locale) ? root.locale : 'en';
  const t = tFor(locale);
  const siteName = t('siteName');
  // React Router passes null when the page has no error.
  if (error !== undefined && error !== null) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    const key = isEnglishOnly(error) ? 'error.englishOnlyTitle' : notFound ? 'error.notFoundTitle' : 'error.errorTitle';
    return [{ title: pageTitle(t(key), siteName) }, { name: 'robots', content: 'noindex' }];
  }
  const seo = seoOf(matches);
  const handle = pageHandle(matches);
  const title = options.title ? options.title(t) : location.pathname === '/' ? seo?.title : titleOf(matches, t);
  const fullTitle = pageTitle(title, siteName);
  const description = seo?.description || t('tagline');
  const origin = root.origin;
  if (!origin) return [{ title: fullTitle }, { name: 'description', content: description }];

  // Listing state (page, sort, filters) is part of the address; the language is not, nor a
  // video's moment (`?t=`: the same page, opened at another point).
  const query = new URLSearchParams(location.search);
  query.delete('lang');
  query.delete(MOMENT_PARAM);
  query.delete('nojs');
  query.delete(MODE_QUERY_PARAM);
  const path = `${location.pathname}${query.size ? `?${query}` : ''}`;
  const links = alternates(origin, path);
  const canonical = canonicalUrl(origin, path, locale);
  const image = new URL(seo?.image ?? '/favicon.svg', origin).toString();
  const crumbs = breadcrumbs(location.pathname, title, t('breadcrumbs.home'), {
    pageOnly: handle?.errorPage,
    titles: crumbTitles(matches, t),
  }).filter((crumb) => !crumb.notAPage);
  const breadcrumbList = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: onOrigin(origin, crumb.href).toString(),
    })),
  };
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    ...(seo?.noindex || handle?.errorPage || handle?.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: links.en },
    { tagName: 'link', rel: 'alternate', hrefLang: 'fr', href: links.fr },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: links.xDefault },
    ...(options.feeds?.(t) ?? []).map((feed) => ({
      tagName: 'link' as const,
      rel: 'alternate',
      type: feed.type,
      title: feed.title,
      href: new URL(feed.href, origin).toString(),
    })),
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: seo?.type ?? 'website' },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: locale === 'en' ? 'en_GB' : 'fr_FR' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { 'script:ld+json': [breadcrumbList, ...(seo?.jsonLd ?? [])] },
  ];
}
