/**
 * What a route module tells the chrome through its `handle`: the title key (titles and
 * breadcrumbs), and for the legal routes which document they show. (The server renders every page
 * with every UI string: no handle names namespaces since no page loads strings in the browser.)
 */

export interface RouteHandle {
  titleKey: string;
  /** Which legal document a legal route shows. */
  document?: string;
  /** An error page: its breadcrumbs are Home and the error, whatever the address. */
  errorPage?: boolean;
  /**
   * A page not for search engines: of this device rather than of the site (offline, saved), or of
   * one person (an introduction link). Marked `noindex` and left out of the sitemap (lib/route-facts.ts).
   */
  noindex?: boolean;
  /**
   * The largest file the page's form may post with no script, in bytes (a presenter's image): the
   * Worker (worker/src/pages/page-methods.ts, through the route facts) takes a form body that much larger than its usual
   * limit on this route's address.
   */
  formFileMaxBytes?: number;
  /**
   * The page shows what data costs in the visitor's money (issue #26): the Worker keeps its shared
   * copies per country (worker/src/pages/page-shape.ts, the page cache's key), as it keeps them per language.
   */
  pricedByCountry?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as { titleKey?: unknown }).titleKey === 'string';
}

/** The handle of the deepest matched route that has one. */
export function pageHandle(matches: ReadonlyArray<{ handle?: unknown } | undefined>): RouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
