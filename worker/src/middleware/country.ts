/**
 * Decides the visitor's country for the cost of data (issue #26, shared/lib/visitor-country.ts):
 * the `country` query (saved in a cookie for a year, as the language is), the cookie, then the
 * country Cloudflare found (its `CF-IPCountry` header, else `request.cf.country`).
 */
import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import { choiceCookie } from '#shared/lib/cookies.ts';
import {
  COUNTRY_COOKIE,
  COUNTRY_COOKIE_MAX_AGE_DAYS,
  COUNTRY_QUERY_PARAM,
  negotiateCountry,
} from '#shared/lib/visitor-country.ts';
import type { AppEnv } from '../context';

/**
 * The country Cloudflare gives the request, if any: its `CF-IPCountry` header, else
 * `request.cf.country`. In production both come from the same lookup; the header goes first because
 * local stacks (Miniflare) fake `cf.country` as "US" for every request, and the header is what the
 * browser tests can set. A visitor who forges the header only picks the costs they see themselves.
 */
function detectedCountry(request: Request, header: string | undefined): string | undefined {
  if (header) return header;
  const country: unknown = request.cf?.country;
  return typeof country === 'string' ? country : undefined;
}

export const countryMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const cookie = getCookie(c, COUNTRY_COOKIE);
  const { country, save } = negotiateCountry({
    query: url.searchParams.get(COUNTRY_QUERY_PARAM),
    cookie,
    detected: detectedCountry(c.req.raw, c.req.header('cf-ipcountry')),
  });
  c.set('country', country);
  await next();
  if (save !== undefined && cookie !== save) {
    c.res.headers.append(
      'set-cookie',
      choiceCookie(COUNTRY_COOKIE, save, COUNTRY_COOKIE_MAX_AGE_DAYS, url.protocol === 'https:'),
    );
  }
});
