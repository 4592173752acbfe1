/**
 * The start of a page's document as it is known before any loader has run (issue #14, decision
 * 0029): the `<html>` element and the head's first part, with the matched routes' stylesheets (written
 * in, or preloaded where they stay linked). The Worker sends it when the page's data keeps it
 * waiting, and React's document follows from the same point on (`EARLY_HEAD_END`); it names the
 * same files as the `Link` header, which is made here too.
 */
import type { ServerBuild } from 'react-router';
import type { Locale } from '#shared/constants/spec.ts';
import { htmlLang } from '#shared/lib/locale.ts';
import { inlined, styleElement } from './inline-css';
import { pageHandle } from './route-handle';
import { matchedIds } from './route-table';

/** Enough for a page's chunks; a header past a few kilobytes is refused by some proxies. */
const MAX_LINKS = 48;

/** The last element of the document's start that the root layout renders before anything of the data. */
export const EARLY_HEAD_END = '<meta name="viewport" content="width=device-width, initial-scale=1"/>';

type AssetsManifest = ServerBuild['assets'];

/** The stylesheets a page of these routes asks for, in the order it asks. */
export function pageStyles(manifest: AssetsManifest, routeIds: readonly string[]): string[] {
  const styles = new Set<string>();
  for (const id of routeIds) for (const sheet of manifest.routes[id]?.css ?? []) styles.add(sheet);
  return [...styles];
}

/**
 * The `Link` header of a page: the stylesheets it links (not those written into it), so the
 * browser starts on them with the headers and the edge can answer the next visitor with 103 Early
 * Hints (Cloudflare sends hints for `preload`).
 */
export function linkHeader(manifest: AssetsManifest, routeIds: readonly string[]): string {
  return pageStyles(manifest, routeIds)
    .filter((href) => !inlined(href))
    .map((href) => `<${href}>; rel=preload; as=style`)
    .slice(0, MAX_LINKS)
    .join(', ');
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface EarlyHead {
  /** The document from its doctype to the preloads; the head stays open. */
  html: string;
  /** The same files as a `Link` header. */
  link: string;
  /** The page's stylesheets (for a page that has to end without React's head). */
  styles: string[];
  /** The stylesheets written into `html` (React's document then leaves its copies out). */
  inlined: string[];
}

/**
 * The early head of `pathname`, or null when the page should wait for its loaders: an address no
 * page matches (the not-found route: it is a 404 whatever its data), an address of a resource
 * route (no page at all), or a route that sets its own headers (a status or a cookie may depend
 * on them).
 */
export function earlyHead(
  build: Pick<ServerBuild, 'assets' | 'routes'>,
  pathname: string,
  options: { locale: Locale },
): EarlyHead | null {
  const ids = matchedIds(build.routes, pathname);
  if (!ids) return null;
  const modules = ids.map((id) => build.routes[id]?.module);
  if (modules.some((module) => module === undefined || module.headers !== undefined)) return null;
  const leaf = modules.at(-1);
  // React Router's own test of a resource route: no component and no error boundary.
  if (!leaf || (leaf.default === undefined && leaf.ErrorBoundary === undefined)) return null;
  const handles = modules.map((module) => ({ handle: module?.handle }));
  if (pageHandle(handles)?.errorPage) return null;
  const { locale } = options;
  const styles = pageStyles(build.assets, ids);
  // The page's CSS comes first, written in (lib/inline-css.ts), or preloaded where it stays linked.
  const inlinedStyles = styles.filter(inlined);
  const links = [
    ...inlinedStyles.map(styleElement),
    ...styles
      .filter((href) => !inlined(href))
      .map((href) => `<link rel="preload" as="style" href="${escapeAttribute(href)}"/>`),
  ];
  const html =
    `<!DOCTYPE html><html lang="${htmlLang(locale)}" dir="ltr" data-locale="${escapeAttribute(locale)}"` +
    '><head>' +
    '<meta charSet="utf-8"/>' +
    EARLY_HEAD_END +
    links.join('');
  return { html, link: linkHeader(build.assets, ids), styles, inlined: inlinedStyles };
}
