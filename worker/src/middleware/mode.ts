/**
 * Decides whether a page is sent lite (no JavaScript) or full: the `mode` query (saved in a cookie
 * for a year, as the language is), the cookie, then the Save-Data and ECT client hints (see
 * shared/lib/render-mode.ts and decision 0019).
 */
import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import { choiceCookie } from '#shared/lib/cookies.ts';
import { MODE_COOKIE, MODE_COOKIE_MAX_AGE_DAYS, MODE_QUERY_PARAM, negotiateMode } from '#shared/lib/render-mode.ts';
import type { AppEnv } from '../context';

export const modeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const cookie = getCookie(c, MODE_COOKIE);
  const { mode, source } = negotiateMode({
    query: url.searchParams.get(MODE_QUERY_PARAM),
    cookie,
    saveData: c.req.header('save-data'),
    ect: c.req.header('ect'),
  });
  c.set('mode', mode);
  await next();
  if (source === 'query' && cookie !== mode) {
    c.res.headers.append(
      'set-cookie',
      choiceCookie(MODE_COOKIE, mode, MODE_COOKIE_MAX_AGE_DAYS, url.protocol === 'https:'),
    );
  }
});
