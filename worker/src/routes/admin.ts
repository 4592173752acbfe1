/** `/admin/*`: the admin console's single-page app (its assets are served by the assets binding). */
import { Hono } from 'hono';
import type { AppEnv } from '../context';

export const admin = new Hono<AppEnv>().get('*', async (c) => {
  const response = await c.env.ASSETS.fetch(new URL('/admin/index.html', c.req.url));
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'no-cache');
  return new Response(response.body, { status: response.status, headers });
});
