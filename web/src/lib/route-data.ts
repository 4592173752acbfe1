/**
 * One loader definition per route for both sides. On the server the Worker passes a context whose
 * `loadRoute` reads the content layer directly; in the browser the same loader asks the Worker for
 * the route's data as JSON (`/_data/<key>`), so a page always shows what the server would render.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type Params } from 'react-router-dom';

export const ROUTE_DATA_PREFIX = '/_data/';
export const ROUTE_ACTION_PREFIX = '/_action/';
export const REDIRECT_HEADER = 'x-route-redirect';

/** A route that has data; the Worker implements one server loader per key (worker/src/loaders). */
export type RouteKey = string;

export interface RouteLoadArgs {
  url: URL;
  params: Params;
}

export interface RouteActionArgs extends RouteLoadArgs {
  formData: FormData;
}

/** What the Worker hands to loaders and actions during a server render. */
export interface ServerLoadContext {
  loadRoute(key: RouteKey, args: RouteLoadArgs): Promise<unknown>;
  submitRoute(key: RouteKey, args: RouteActionArgs): Promise<unknown>;
}

const isServerContext = (context: unknown): context is ServerLoadContext =>
  typeof context === 'object' && context !== null && 'loadRoute' in context;

/** The loader of a route: server context when rendering in the Worker, JSON fetch in the browser. */
export function routeLoader(key: RouteKey) {
  return async ({ request, params, context }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (isServerContext(context)) return context.loadRoute(key, { url, params });
    const query = new URLSearchParams({ url: url.pathname + url.search });
    for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(`p.${name}`, value);
    const response = await fetch(`${ROUTE_DATA_PREFIX}${key}?${query}`, {
      signal: request.signal,
      headers: { accept: 'application/json' },
    });
    const location = response.headers.get(REDIRECT_HEADER);
    if (location) throw redirect(location);
    if (!response.ok) throw new Response(null, { status: response.status, statusText: response.statusText });
    return response.json();
  };
}

/**
 * The action of a route (a form post): handled by the Worker's server action of that key, during
 * a plain form post without JavaScript as well as from the browser (`/_action/<key>`). Answers
 * are data for the page (e.g. `{ ok: true }` or field errors), with an HTTP 4xx when refused.
 */
export function routeAction(key: RouteKey) {
  return async ({ request, params, context }: ActionFunctionArgs) => {
    const url = new URL(request.url);
    const formData = await request.formData();
    if (isServerContext(context)) return context.submitRoute(key, { url, params, formData });
    const query = new URLSearchParams({ url: url.pathname + url.search });
    for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(`p.${name}`, value);
    const response = await fetch(`${ROUTE_ACTION_PREFIX}${key}?${query}`, {
      method: 'POST',
      body: formData,
      headers: { accept: 'application/json' },
    });
    const location = response.headers.get(REDIRECT_HEADER);
    if (location) throw redirect(location);
    return response.json();
  };
}
