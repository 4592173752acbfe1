// Reads a Cookie header and writes Set-Cookie values, including the locale cookie (spec §9).
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, type Locale } from '../constants/spec';

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // another app's cookie may hold a stray "%"; keep it rather than fail
  }
}

/**
 * The cookies of a Cookie header by name, values URI-decoded and unquoted. The first of two
 * cookies with one name wins, as browsers send the most specific path first. Pairs without a
 * name or "=" are skipped.
 */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1) continue;
    const name = pair.slice(0, equals).trim();
    if (!name || cookies.has(name)) continue;
    let value = pair.slice(equals + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    cookies.set(name, decode(value));
  }
  // fromEntries defines own properties, so a cookie named "__proto__" cannot touch the prototype.
  return Object.fromEntries(cookies);
}

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
