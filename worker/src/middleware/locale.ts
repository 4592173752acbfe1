/**
 * Decides the locale of each request: `lang` query, then the i18n_redirected cookie, then
 * Accept-Language on a first visit, then en. A choice made by query or header is saved in the
 * cookie (365 days, SameSite=Lax) so the next page keeps it.
 */
import { createMiddleware } from 'hono/factory';
import { LOCALE_COOKIE } from '#shared/constants/spec.ts';
import { negotiateLocale } from '#shared/lib/locale.ts';
import { getCookie } from 'hono/cookie';
import { localeCookie } from '#shared/lib/cookies.ts';
import type { AppEnv } from '../context';

export const localeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const cookie = getCookie(c, LOCALE_COOKIE);
  const { locale, source } = negotiateLocale({
    query: url.searchParams.get('lang'),
    cookie,
    acceptLanguage: c.req.header('accept-language'),
  });
  c.set('locale', locale);
  await next();
  if ((source === 'query' || source === 'header') && cookie !== locale) {
    c.res.headers.append('set-cookie', localeCookie(locale, url.protocol === 'https:'));
  }
});
