/**
 * What a route module tells the chrome through its `handle`: the title key (titles and
 * breadcrumbs), the UI-string namespaces its page needs (loaded with it, see lib/namespaces), and
 * for the legal routes which document they show.
 */

export interface RouteHandle {
  titleKey: string;
  /** UI-string namespaces beyond `common` and `content`. */
  namespaces?: readonly string[];
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
   * Why the page loads React in the browser (issue #25, decision 0033), in a sentence: only a page
   * whose client state plain HTML cannot give earns it. A page that says nothing is whole as HTML
   * and loads only the small scripts its parts name (components/page-script.tsx).
   */
  hydrate?: string;
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

/** Every namespace the matched routes need. */
export function matchedNamespaces(matches: ReadonlyArray<{ handle?: unknown } | undefined>): string[] {
  const namespaces = new Set<string>();
  for (const match of matches) {
    if (isRouteHandle(match?.handle)) for (const namespace of match.handle.namespaces ?? []) namespaces.add(namespace);
  }
  return [...namespaces];
}

/** Whether one of the matched routes gives a reason to load React in the browser. */
export function pageHydrates(matches: ReadonlyArray<{ handle?: unknown } | undefined>): boolean {
  return matches.some((match) => {
    const handle = match?.handle;
    return (
      typeof handle === 'object' && handle !== null && typeof (handle as { hydrate?: unknown }).hydrate === 'string'
    );
  });
}
