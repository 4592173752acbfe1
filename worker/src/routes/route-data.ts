/**
 * `GET /_data/:key`: a route's loader data as JSON for client-side navigations, from the same
 * server loader the page render uses, with every streamed part awaited.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context';
import { REDIRECT_HEADER } from '../../../web/src/lib/route-data';
import { isRouteKey, serverLoaders } from '../loaders/server-loaders';
import { loaderServices } from '../loaders/loader-services';

async function settle(data: unknown): Promise<unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const entries = await Promise.all(Object.entries(data).map(async ([key, value]) => [key, await value] as const));
  return Object.fromEntries(entries);
}

export const routeData = new Hono<AppEnv>().get('/:key', async (c) => {
  const key = c.req.param('key');
  if (!isRouteKey(key)) throw new HTTPException(404, { message: 'Unknown route data' });
  const target = c.req.query('url') ?? '';
  if (!target.startsWith('/') || target.startsWith('//'))
    throw new HTTPException(400, { message: 'url must be a path' });
  const url = new URL(target, c.req.url);
  const params: Record<string, string> = {};
  for (const [name, value] of new URL(c.req.url).searchParams) {
    if (name.startsWith('p.')) params[name.slice(2)] = value;
  }
  try {
    const loader = serverLoaders[key];
    if (!loader) throw new HTTPException(404, { message: 'Unknown route data' });
    const data = await settle(await loader({ url, params }, loaderServices(c)));
    c.header('cache-control', 'private, no-cache');
    c.header('vary', 'cookie');
    return c.json(data ?? null);
  } catch (thrown) {
    if (thrown instanceof Response) {
      const location = thrown.headers.get('location');
      if (location) return c.body(null, 204, { [REDIRECT_HEADER]: location });
      throw new HTTPException(thrown.status as 404, { message: thrown.statusText || 'Not found' });
    }
    throw thrown;
  }
});
