import { describe, expect, it } from 'vitest';
import { negotiateCountry, pricedCountry } from './visitor-country';

describe('negotiateCountry', () => {
  it('takes a priced country from the query first, and says to save it', () => {
    expect(negotiateCountry({ query: 'ke', cookie: 'NG', detected: 'ZA' })).toEqual({
      country: 'KE',
      source: 'query',
      save: 'KE',
    });
  });

  it('takes "none" from the query as a choice of no country, saved as none', () => {
    expect(negotiateCountry({ query: 'none', cookie: 'NG', detected: 'ZA' })).toEqual({
      country: null,
      source: 'query',
      save: 'none',
    });
  });

  it('ignores a query that names no priced country, and reads the cookie', () => {
    expect(negotiateCountry({ query: 'XX', cookie: 'NG', detected: 'ZA' })).toEqual({
      country: 'NG',
      source: 'cookie',
    });
    expect(negotiateCountry({ query: '<script>', cookie: 'NG' })).toEqual({ country: 'NG', source: 'cookie' });
  });

  it('keeps a saved "none" over what Cloudflare detects', () => {
    expect(negotiateCountry({ cookie: 'none', detected: 'ZA' })).toEqual({ country: null, source: 'cookie' });
  });

  it('falls back to the detected country, and to unknown for one not in the table', () => {
    expect(negotiateCountry({ cookie: 'junk', detected: 'ZA' })).toEqual({ country: 'ZA', source: 'detected' });
    expect(negotiateCountry({ detected: 'XX' })).toEqual({ country: null, source: 'unknown' });
    expect(negotiateCountry({ detected: 'T1' })).toEqual({ country: null, source: 'unknown' });
    expect(negotiateCountry({})).toEqual({ country: null, source: 'unknown' });
  });
});

describe('pricedCountry', () => {
  it('answers the table code for a priced country in any case, else null', () => {
    expect(pricedCountry(' sn ')).toBe('SN');
    expect(pricedCountry('DE')).toBeNull();
    expect(pricedCountry(undefined)).toBeNull();
  });
});
