/**
 * Refuses state-changing requests from other sites: POST, PUT, PATCH and DELETE must come from
 * this site (Sec-Fetch-Site same-origin/none, or an Origin equal to the request's own).
 */
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../services/api-error';
import type { AppEnv } from '../context';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const sameSiteOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE.has(c.req.method)) {
    const fetchSite = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const own = new URL(c.req.url).origin;
    const crossSite = fetchSite
      ? fetchSite !== 'same-origin' && fetchSite !== 'none'
      : origin !== undefined && origin !== own;
    if (crossSite) throw new ApiError(403, 'cross_site');
  }
  await next();
});
