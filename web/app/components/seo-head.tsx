/**
 * Head tags of every page: description, canonical address, hreflang alternates (en, fr,
 * x-default; combined is a reading preference, not an indexed language), OpenGraph and Twitter
 * card tags, and JSON-LD (the breadcrumb list on every page, plus what the page's loader gives
 * as `seo`). React hoists these into <head>.
 */
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { alternates, canonicalUrl } from '../../../shared/lib/alternates';
import { breadcrumbs } from '../../../shared/lib/breadcrumbs';
import { pageTitle } from '../../../shared/lib/title';
import { scriptSafeJson } from '../lib/script-json';
import { useRootData } from '../lib/use-root-data';
import type { SeoData } from '../lib/view-models';
import { pageHandle, type RouteHandle } from '../lib/route-handle';

const isSeo = (value: unknown): value is SeoData =>
  typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string';

/** The deepest route's `seo` data, if its loader gave one. */
function useSeo(): { seo: SeoData | undefined; handle: RouteHandle | undefined } {
  const matches = useMatches();
  let seo: SeoData | undefined;
  for (const match of matches) {
    const candidate = (match.data as { seo?: unknown } | undefined)?.seo;
    if (isSeo(candidate)) seo = candidate;
  }
  return { seo, handle: pageHandle(matches) };
}

export function SeoHead() {
  const { t } = useTranslation();
  const { locale, origin } = useRootData();
  const { pathname, search } = useLocation();
  const { seo, handle } = useSeo();
  if (!origin) return null;
  const title = seo?.title || (handle && pathname !== '/' ? t(handle.titleKey) : undefined);
  const fullTitle = pageTitle(title, t('siteName'));
  const description = seo?.description || t('tagline');
  // Listing state (page, sort, filters) is part of the address; the language is not.
  const query = new URLSearchParams(search);
  query.delete('lang');
  query.delete('nojs');
  const path = `${pathname}${query.size ? `?${query}` : ''}`;
  const links = alternates(origin, path);
  const canonical = canonicalUrl(origin, path, locale);
  const image = seo?.image ?? new URL('/favicon.svg', origin).toString();
  const crumbs = breadcrumbs(pathname, title, t('breadcrumbs.home'), { pageOnly: handle?.errorPage });
  const jsonLd = [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        item: new URL(crumb.href, origin).toString(),
      })),
    },
    ...(seo?.jsonLd ?? []),
  ];
  return (
    <>
      <meta name="description" content={description} />
      {seo?.noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      <link rel="alternate" hrefLang="en" href={links.en} />
      <link rel="alternate" hrefLang="fr" href={links.fr} />
      <link rel="alternate" hrefLang="x-default" href={links.xDefault} />
      <meta property="og:site_name" content={t('siteName')} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={seo?.type ?? 'website'} />
      <meta property="og:image" content={image} />
      <meta property="og:locale" content={locale === 'en' ? 'en_GB' : 'fr_FR'} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(jsonLd) }} />
    </>
  );
}
