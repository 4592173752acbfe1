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
  /** A page of this device rather than of the site (offline, saved): kept out of search engines. */
  noindex?: boolean;
  /**
   * Whether the page loads React in the browser (issue #25, decision 0033). A page is whole as
   * HTML and loads only the small scripts its parts name (components/page-script.tsx); a route
   * that earns hydration says why here, in a sentence. `false`: the route is HTML only. While
   * the routes move to HTML first, a route that says nothing still hydrates.
   */
  hydrate?: string | false;
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

/**
 * Whether the matched routes ask for React in the browser: one of them gives a reason, or (while
 * the routes move to HTML first) none of them says `hydrate: false`.
 */
export function pageHydrates(matches: ReadonlyArray<{ handle?: unknown } | undefined>): boolean {
  const hydrate = (match: { handle?: unknown } | undefined) =>
    typeof match?.handle === 'object' && match.handle !== null
      ? (match.handle as { hydrate?: unknown }).hydrate
      : undefined;
  if (matches.some((match) => typeof hydrate(match) === 'string')) return true;
  return !matches.some((match) => hydrate(match) === false);
}
