/**
 * The visitor's country, for the cost of data in their money (issue #26), kept like the language:
 * the `country` query (a code of the price table, or `none` to choose none) saved in a cookie for a
 * year; else the cookie; else the country Cloudflare found for the request (its `CF-IPCountry`
 * header, or `request.cf.country`: worker/src/middleware/country.ts). A code not in the price
 * table counts as unknown (null).
 */
import { mobileDataPrice } from '../data/mobile-data-prices';

export const COUNTRY_QUERY_PARAM = 'country';
export const COUNTRY_COOKIE = 'data_country';
export const COUNTRY_COOKIE_MAX_AGE_DAYS = 365;
/** The query and cookie value of "no country": the visitor chose to see sizes only. */
export const NO_COUNTRY = 'none';

/** Where the country came from: the query or cookie (a choice), Cloudflare, or nowhere. */
export type CountrySource = 'query' | 'cookie' | 'detected' | 'unknown';

/** A code of the price table in its own case, or null. */
export function pricedCountry(value: string | null | undefined): string | null {
  return mobileDataPrice(value?.trim())?.country ?? null;
}

/** A query or cookie value that says something: a priced country or `none`; else undefined. */
function choice(value: string | null | undefined): string | null | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.trim().toLowerCase() === NO_COUNTRY) return null;
  return pricedCountry(value) ?? undefined;
}

/**
 * Decides the visitor's country. `query` is the `country` parameter, `cookie` the saved choice,
 * `detected` Cloudflare's country (the CF-IPCountry header, else cf.country). A query or cookie
 * naming neither a priced country nor `none` is ignored. `save` is the value to keep in the cookie
 * when the query made a choice.
 */
export function negotiateCountry(input: { query?: string | null; cookie?: string | null; detected?: string | null }): {
  country: string | null;
  source: CountrySource;
  save?: string;
} {
  const fromQuery = choice(input.query);
  if (fromQuery !== undefined) return { country: fromQuery, source: 'query', save: fromQuery ?? NO_COUNTRY };
  const fromCookie = choice(input.cookie);
  if (fromCookie !== undefined) return { country: fromCookie, source: 'cookie' };
  const detected = pricedCountry(input.detected);
  return detected ? { country: detected, source: 'detected' } : { country: null, source: 'unknown' };
}
