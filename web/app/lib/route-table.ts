/**
 * The route table (routes.ts) as data, for what must know the site's pages without rendering one:
 * the Worker (through the server build's entry, lib/route-facts.ts), the tests and the bench. The
 * one builder of the route tree React Router matches addresses against, and the list of page routes
 * (every route without children) with their address pattern and who may open them. Pure: it reads
 * either the server build's `routes` or web/app/routes.ts itself (routeEntriesOfConfig).
 */
import { matchRoutes, type RouteObject } from 'react-router';

/** A route of the table: the shape of the server build's `routes` entries (and of routes.ts's). */
export interface RouteEntry {
  id: string;
  parentId?: string | undefined;
  path?: string | undefined;
  index?: boolean | undefined;
  caseSensitive?: boolean | undefined;
}

/**
 * Who may open a page, by the layout it is under (their ids in routes.ts): the account area's
 * pages are for members (`protected`), the sign-in screens for visitors (`guest`), the rest for all.
 * Neither area is listed for search engines.
 */
export type Audience = 'all' | 'visitor' | 'member';
const AUDIENCE_OF_LAYOUT: Record<string, Audience> = { protected: 'member', guest: 'visitor' };

/** A page of the site: a route with no children. */
export interface PageRoute {
  id: string;
  /** Its address with `:param` names and a `*` splat left in (`/video-presentations/:id`, `/`). */
  pattern: string;
  /** Its `:param` names (and `*`); none for a page of one address. */
  params: string[];
  audience: Audience;
  /** The ids of its route and of every layout above it, outermost first. */
  chain: string[];
}

const trees = new WeakMap<object, RouteObject[]>();

/** The route tree React Router matches against, made once per table (the server build's `routes`). */
export function routeTree(routes: Record<string, RouteEntry | undefined>): RouteObject[] {
  const known = trees.get(routes);
  if (known) return known;
  const children = new Map<string | undefined, RouteEntry[]>();
  for (const route of Object.values(routes)) {
    if (route) children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route): RouteObject => {
      const common = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
      return route.index ? { ...common, index: true } : { ...common, children: tree(route.id) };
    });
  const made = tree(undefined);
  trees.set(routes, made);
  return made;
}

/** The ids of the routes that answer `pathname`, outermost first, or null when none does. */
export function matchedIds(routes: Record<string, RouteEntry | undefined>, pathname: string): string[] | null {
  const matches = matchRoutes(routeTree(routes), pathname);
  return matches ? matches.map((match) => match.route.id ?? '') : null;
}

/** The full address pattern of a chain of route paths. */
const patternOf = (paths: ReadonlyArray<string | undefined>) =>
  `/${paths
    .map((path) => (path ?? '').replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;

/** Every page of the table, in its order (routes.ts's): the routes with no children. */
export function pageRoutes(routes: readonly RouteEntry[]): PageRoute[] {
  const byId = new Map(routes.map((route) => [route.id, route]));
  const parents = new Set(routes.map((route) => route.parentId));
  return routes
    .filter((route) => !parents.has(route.id))
    .map((route) => {
      const chain: RouteEntry[] = [];
      for (let at: RouteEntry | undefined = route; at; at = at.parentId ? byId.get(at.parentId) : undefined) {
        chain.unshift(at);
      }
      const pattern = patternOf(chain.map((at) => at.path));
      const params = pattern
        .split('/')
        .filter((segment) => segment.startsWith(':') || segment === '*')
        .map((segment) => segment.replace(/^:|\?$/g, ''));
      const area = chain.find((at) => AUDIENCE_OF_LAYOUT[at.id]);
      return {
        id: route.id,
        pattern,
        params,
        audience: area ? AUDIENCE_OF_LAYOUT[area.id]! : 'all',
        chain: chain.map((at) => at.id),
      };
    });
}

/** A route of web/app/routes.ts as `@react-router/dev/routes` describes it. */
export interface RouteConfigEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteConfigEntry[];
}

/** The entries of web/app/routes.ts as the server build will have them (`root.tsx` their parent). */
export function routeEntriesOfConfig(config: readonly RouteConfigEntry[]): RouteEntry[] {
  const entries: RouteEntry[] = [{ id: 'root', path: '' }];
  const walk = (list: readonly RouteConfigEntry[], parentId: string) => {
    for (const route of list) {
      const id = route.id ?? route.file.replace(/\.[jt]sx?$/, '');
      entries.push({ id, parentId, path: route.path, index: route.index, caseSensitive: route.caseSensitive });
      if (route.children) walk(route.children, id);
    }
  };
  walk(config, 'root');
  return entries;
}
