/**
 * The route facts of a server build (shared/lib/route-facts.ts): the route table (lib/route-table.ts)
 * and each route's `handle` (lib/route-handle.ts) read once per build, for the Worker. Exported by
 * the server build's entry (entry.server.tsx), so the Worker never walks the build itself.
 */
import type { ServerBuild } from 'react-router';
import type { RouteFact, RouteFacts } from '#shared/lib/route-facts.ts';
import { earlyHead, EARLY_HEAD_END } from './early-head';
import type { RouteHandle } from './route-handle';
import { matchedIds, pageRoutes, type RouteEntry } from './route-table';

/** How many addresses' matches a build's facts keep (the site's pages, with room to spare). */
const MATCHES_KEPT = 2_000;
/** Addresses longer than this are matched every time (no page of the site has one). */
const PATH_MAX = 256;

const made = new WeakMap<object, RouteFacts>();

/** The facts of `build`, made once per build. */
export function routeFacts(build: Pick<ServerBuild, 'assets' | 'routes'>): RouteFacts {
  let facts = made.get(build.routes);
  if (!facts) {
    facts = factsOf(build);
    made.set(build.routes, facts);
  }
  return facts;
}

function factsOf(build: Pick<ServerBuild, 'assets' | 'routes'>): RouteFacts {
  const entries = Object.values(build.routes).filter((route): route is NonNullable<typeof route> => !!route);
  const pages = pageRoutes(entries as RouteEntry[]);
  const byId = new Map(pages.map((page) => [page.id, page]));
  const handleOf = (id: string): Partial<RouteHandle> => {
    const handle: unknown = build.routes[id]?.module.handle;
    return typeof handle === 'object' && handle !== null ? (handle as Partial<RouteHandle>) : {};
  };
  const listed = pages.filter(
    (page) =>
      page.audience === 'all' &&
      !page.params.includes('*') &&
      page.chain.every((id) => !handleOf(id).noindex && !handleOf(id).errorPage),
  );
  // React Router's matchRoutes flattens and ranks the whole table and compiles every route's
  // pattern on each call (a third of a warm page's CPU, issue #31): each address is matched once
  // per isolate, the answers kept for the most recent ones.
  const known = new Map<string, RouteFact | null>();
  const find = (pathname: string): RouteFact | null => {
    const ids = matchedIds(build.routes, pathname);
    const page = ids ? byId.get(ids.at(-1) ?? '') : undefined;
    if (!page || page.params.includes('*')) return null;
    const handle = handleOf(page.id);
    const bytes = handle.formFileMaxBytes;
    return {
      id: page.id,
      pattern: page.pattern,
      pricedByCountry: handle.pricedByCountry === true,
      formFileMaxBytes: typeof bytes === 'number' && bytes > 0 ? bytes : 0,
    };
  };
  return {
    match(pathname) {
      const kept = known.get(pathname);
      if (kept !== undefined) return kept;
      const found = find(pathname);
      if (pathname.length > PATH_MAX) return found;
      if (known.size >= MATCHES_KEPT) known.delete(known.keys().next().value as string);
      known.set(pathname, found);
      return found;
    },
    sheets: new Set(Object.values(build.assets.routes).flatMap((route) => route?.css ?? [])),
    listed: {
      paths: listed.filter((page) => page.params.length === 0).map((page) => page.pattern),
      patterns: listed.filter((page) => page.params.length > 0).map((page) => page.pattern),
    },
    earlyHead: (pathname, options) => earlyHead(build, pathname, options),
    earlyHeadEnd: EARLY_HEAD_END,
  };
}
