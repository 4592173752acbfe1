/**
 * Refuses over-long addresses (414) before any work that grows with the address (only the
 * settings, the same-site check and the locale run before it, so the refusal is in the reader's
 * language): no page or API of the site needs more than a few hundred characters, and every later
 * step (routing, breadcrumbs, canonical links) is then bounded too.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { ApiError } from '../services/api-error';

/** Path and query, in characters as sent (percent-escapes count as three). */
export const MAX_URL_LENGTH = 4096;

export const urlLimit = createMiddleware<AppEnv>(async (c, next) => {
  const url = c.req.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start >= 0 && url.length - start > MAX_URL_LENGTH) throw new ApiError(414, 'uri_too_long');
  await next();
});
