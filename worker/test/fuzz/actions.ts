// The route actions of the page layer (issue #23.3), as addresses a form is posted to: every route
// module that exports `action`, found in the route table itself, so a new action is tested and
// fuzzed without anyone listing it. Two sources give the same entries: the server build's routes
// in workerd (worker/test/fuzz.test.ts, route-actions.test.ts) and, in Node, web/app/routes.ts with
// the modules' sources (dev/bench/fuzz.ts). Pure: no I/O.

/** A route of the table: the server build's `routes` entries have this shape. */
export interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  /** Whether its module exports `action`. */
  hasAction: boolean;
}

/** A route with an action: its address template ("/introductions/:token") and its posts. */
export interface ActionRoute {
  id: string;
  /** The path with `:param` names and a `*` splat left in, for the caller to fill. */
  template: string;
  index: boolean;
}

/** The routes whose module exports `action`, with the full path their parents give them. */
export function actionRoutes(routes: readonly RouteEntry[]): ActionRoute[] {
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (route: RouteEntry): string => {
    const parts: string[] = [];
    for (let at: RouteEntry | undefined = route; at; at = at.parentId ? byId.get(at.parentId) : undefined) {
      if (at.path) parts.unshift(at.path.replace(/^\/+|\/+$/g, ''));
    }
    return `/${parts.filter(Boolean).join('/')}`;
  };
  return routes
    .filter((route) => route.hasAction)
    .map((route) => ({ id: route.id, template: fullPath(route), index: route.index === true }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * The two addresses a form of `route` is posted to: the page (no JavaScript) and its route data
 * (`.data`, React Router's single fetch), each with `?index` for an index route. `fill` gives a
 * value for each `:param` (and the `*` splat), already encoded.
 */
export function actionAddresses(route: ActionRoute, fill: (name: string) => string): { page: string; data: string } {
  const path = route.template
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? fill(segment.slice(1).replace(/\?$/, '')) : segment === '*' ? fill('*') : segment,
    )
    .join('/');
  const query = route.index ? '?index' : '';
  const data = path === '/' ? '/_.data' : `${path.replace(/\/$/, '')}.data`;
  return { page: `${path}${query}`, data: `${data}${query}` };
}

/** The entries of a server build's `routes` (React Router's ServerRouteManifest). */
export function routeEntriesOfBuild(
  routes: Record<
    string,
    { id: string; parentId?: string; path?: string; index?: boolean; module: { action?: unknown } } | undefined
  >,
): RouteEntry[] {
  return Object.values(routes).flatMap((route) =>
    route
      ? [
          {
            id: route.id,
            parentId: route.parentId,
            path: route.path,
            index: route.index,
            hasAction: typeof route.module.action === 'function',
          },
        ]
      : [],
  );
}

/** A route of web/app/routes.ts as `@react-router/dev/routes` describes it. */
export interface RouteConfigEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteConfigEntry[];
}

/**
 * The entries of web/app/routes.ts (root first: `root.tsx` is the parent of the table), each
 * with `hasAction` from `exportsAction(file)` (files relative to web/app).
 */
export function routeEntriesOfConfig(
  config: readonly RouteConfigEntry[],
  exportsAction: (file: string) => boolean,
): RouteEntry[] {
  const entries: RouteEntry[] = [{ id: 'root', path: '', hasAction: exportsAction('root.tsx') }];
  const walk = (list: readonly RouteConfigEntry[], parentId: string) => {
    for (const route of list) {
      const id = route.id ?? route.file.replace(/\.[jt]sx?$/, '');
      entries.push({ id, parentId, path: route.path, index: route.index, hasAction: exportsAction(route.file) });
      if (route.children) walk(route.children, id);
    }
  };
  walk(config, 'root');
  return entries;
}

/** Whether a route module's source exports `action` (as the build would see it). */
export const sourceExportsAction = (source: string) =>
  /export\s+(?:async\s+)?function\s+action\b|export\s+(?:const|let)\s+action\b|export\s*\{[^}]*\baction\b[^}]*\}/.test(
    source,
  );
