/**
 * On the way out, every page answer (rendered now, served from a kept copy, or sent head first)
 * gets the same headers: how browsers and the service worker may keep it and what it was made for
 * (decision 0024, issue #26), the client hints lite pages read, and on a first visit the page's CSS
 * written in (inline-css.ts). (The link prefetch rules of full pages are in the page itself:
 * shared/lib/speculation-rules.ts.)
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { MODE_HINTS } from '#shared/lib/render-mode.ts';
import {
  AUDIENCE_HEADER,
  CHEAP_HEADER,
  COUNTRY_HEADER,
  INLINED_CSS_HEADER,
  LOCALE_HEADER,
  MODE_HEADER,
} from '#shared/lib/offline.ts';
import { SESSION_COOKIE } from '../services/auth/session-cookie';
import { PAGE_CACHE_HEADER } from '../services/page-cache/page-cache';
import { routeFacts } from '../server-build';
import { CSS_COOKIE, deliverCss } from './inline-css';
import type { PageEnv } from './page-env';

/** `response` with the headers of a page answer, and its CSS linked or written in for this visitor. */
async function finish(c: Context<PageEnv>, response: Response): Promise<Response> {
  const { url, render, priced } = c.get('page');
  const headers = new Headers(response.headers);
  if (!headers.has('cache-control')) headers.set('cache-control', 'private, no-cache');
  headers.set('vary', `Cookie, Accept-Language, ${MODE_HINTS.join(', ')}`);
  // Asks browsers for the hints that choose lite pages (Save-Data is sent unasked where it is on).
  headers.set('accept-ch', MODE_HINTS.join(', '));
  headers.set(PAGE_CACHE_HEADER, c.get('pageCache'));
  // For the service worker (decision 0024): pages seen signed in are kept apart from the public
  // ones and dropped at sign-out; lite pages are never kept.
  const signedIn = getCookie(c, SESSION_COOKIE) !== undefined || c.get('user') !== null;
  headers.set(AUDIENCE_HEADER, signedIn ? 'member' : 'visitor');
  headers.set(MODE_HEADER, c.get('mode'));
  headers.set(LOCALE_HEADER, c.get('locale'));
  // What a priced page was made for (issue #26): the service worker shows a kept one only for these.
  if (priced) {
    headers.set(COUNTRY_HEADER, c.get('country') ?? 'none');
    headers.set(CHEAP_HEADER, render.cheapFirst ? '1' : '0');
  }
  // Local dev only: miniflare's gzip holds a stream until its end (see PLATFORM-NOTES).
  const isHtml = headers.get('content-type')?.startsWith('text/html') ?? false;
  if (isHtml && c.get('settings').DEV_MODE === 'true') headers.set('content-encoding', 'identity');
  const inlined = headers.get(INLINED_CSS_HEADER);
  headers.delete(INLINED_CSS_HEADER);
  const out = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  // The CSS inlined on a first visit only, linked once the browser has it (inline-css.ts).
  if (!isHtml || !inlined) return out;
  return deliverCss(out, {
    sheets: inlined.split(' ').filter(Boolean),
    cookie: getCookie(c, CSS_COOKIE),
    known: (await routeFacts()).sheets,
    secure: url.protocol === 'https:',
    prefetched: c.get('mode') !== 'lite',
    // Fetched ahead for the next page only where bytes are cheap: never on lite pages, with
    // Save-Data or on 3g and slower (a one-page visit would pay for the CSS twice).
    prefetch: !render.cheapFirst,
  });
}

export const pageHeaders: MiddlewareHandler<PageEnv> = async (c, next) => {
  await next();
  // An error's answer (app.ts onError) is no page.
  if (c.error) return;
  const response = await finish(c, c.res);
  // Replaced, not merged: Hono would copy the answer's old headers back over the new ones.
  c.res = undefined;
  c.res = response;
};
