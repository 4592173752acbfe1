/**
 * React Router's route tree from a server build's flat route table (by id, with parents), for
 * matching an address with React Router's own `matchRoutes` before the request handler does:
 * page views name their route (worker/src/services/analytics), and the head of a page goes
 * before its data (web/app/lib/early-head.ts). One tree per table.
 */
import type { RouteObject } from 'react-router';

/** A route of React Router's server build (its manifest: flat, by id, with parents). */
export interface ManifestRoute {
  id: string;
  parentId?: string | undefined;
  path?: string | undefined;
  index?: boolean | undefined;
  caseSensitive?: boolean | undefined;
}

const trees = new WeakMap<object, RouteObject[]>();

export function routeTree(routes: Record<string, ManifestRoute | undefined>): RouteObject[] {
  const known = trees.get(routes);
  if (known) return known;
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
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
