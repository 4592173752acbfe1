// Writes Set-Cookie values, including the locale cookie (spec §9). The Worker reads cookies with
// hono/cookie.
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, type Locale } from '../constants/spec';

/** Attributes of a Set-Cookie value; `maxAge` is in seconds (0 deletes the cookie). */
export interface CookieOptions {
  maxAge?: number;
  path?: string;
  sameSite?: 'Strict' | 'Lax' | 'None';
  secure?: boolean;
  httpOnly?: boolean;
  domain?: string;
}

// RFC 6265 cookie-name: an HTTP token.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// Attribute values must not end the attribute or the header.
const ATTRIBUTE_VALUE = /^[^;\r\n]*$/;

/**
 * A Set-Cookie header value with the value URI-encoded. Throws a TypeError for a name or
 * attribute that would corrupt the header, and for SameSite=None without Secure, which
 * browsers reject silently.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const { maxAge, path = '/', sameSite, secure, httpOnly, domain } = options;
  if (!COOKIE_NAME.test(name)) throw new TypeError(`Invalid cookie name: ${name}`);
  if (!ATTRIBUTE_VALUE.test(path) || (domain !== undefined && !ATTRIBUTE_VALUE.test(domain))) {
    throw new TypeError('Invalid cookie path or domain');
  }
  if (sameSite === 'None' && !secure) throw new TypeError('SameSite=None needs Secure');
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (maxAge !== undefined) {
    if (!Number.isFinite(maxAge)) throw new TypeError('Invalid cookie maxAge');
    parts.push(`Max-Age=${Math.max(0, Math.floor(maxAge))}`);
  }
  if (domain) parts.push(`Domain=${domain}`);
  parts.push(`Path=${path}`);
  if (sameSite) parts.push(`SameSite=${sameSite}`);
  if (secure) parts.push('Secure');
  if (httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}

/**
 * The locale cookie (i18n_redirected, 365 days, SameSite=Lax). Not HttpOnly: the language
 * dialog in the browser sets it too. `secure` is off only for plain-http local development.
 */
export function localeCookie(locale: Locale, secure = true): string {
  return serializeCookie(LOCALE_COOKIE, locale, {
    maxAge: LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60,
    sameSite: 'Lax',
    secure,
  });
}

/**
 * A visitor's own choice kept for `days` days (the site mode, the country): the whole site,
 * HttpOnly (no script reads it), SameSite=Lax, Secure on https.
 */
export function choiceCookie(name: string, value: string, days: number, secure: boolean): string {
  return serializeCookie(name, value, {
    path: '/',
    maxAge: days * 24 * 60 * 60,
    sameSite: 'Lax',
    httpOnly: true,
    secure,
  });
}
