import { describe, it, expect } from 'vitest';
import { htmlLang, isLocale, localeFromAcceptLanguage, negotiateLocale } from './locale';

describe('negotiateLocale', () => {
  it('lets the lang query parameter win over cookie and header', () => {
    expect(negotiateLocale({ query: 'combined', cookie: 'fr', acceptLanguage: 'en' })).toEqual({
      locale: 'combined',
      source: 'query',
    });
  });

  it('uses the cookie when there is no query parameter', () => {
    expect(negotiateLocale({ cookie: 'fr', acceptLanguage: 'en-GB' })).toEqual({ locale: 'fr', source: 'cookie' });
  });

  it('ignores an invalid query value and falls through to the cookie', () => {
    expect(negotiateLocale({ query: 'de', cookie: 'combined' })).toEqual({ locale: 'combined', source: 'cookie' });
  });

  it('accepts upper-case or padded values', () => {
    expect(negotiateLocale({ query: ' FR ' })).toEqual({ locale: 'fr', source: 'query' });
  });

  it('reads Accept-Language on a first visit, mapping fr-CA to fr', () => {
    expect(negotiateLocale({ cookie: null, acceptLanguage: 'fr-CA,fr;q=0.9,en;q=0.8' })).toEqual({
      locale: 'fr',
      source: 'header',
    });
  });

  it('ignores an invalid cookie and reads the header', () => {
    expect(negotiateLocale({ cookie: 'xx', acceptLanguage: 'fr' })).toEqual({ locale: 'fr', source: 'header' });
  });

  it('defaults to English when nothing is usable', () => {
    expect(negotiateLocale({})).toEqual({ locale: 'en', source: 'default' });
    expect(negotiateLocale({ query: '', cookie: '', acceptLanguage: 'de-DE,pt;q=0.5' })).toEqual({
      locale: 'en',
      source: 'default',
    });
  });
});

describe('localeFromAcceptLanguage', () => {
  it('reads only the first 32 ranges of a header of any length', () => {
    const padding = Array.from({ length: 40 }, (_, index) => `x${index}`).join(', ');
    expect(localeFromAcceptLanguage(`de, fr;q=0.5, ${padding}`)).toBe('fr');
    expect(localeFromAcceptLanguage(`${padding}, fr`)).toBeUndefined();
    expect(localeFromAcceptLanguage(`${'de-DE;q=0.9, '.repeat(20_000)}fr`)).toBeUndefined();
  });

  it('prefers the highest q-value over header order', () => {
    expect(localeFromAcceptLanguage('en;q=0.5, fr;q=0.9')).toBe('fr');
  });

  it('keeps header order between equal q-values', () => {
    expect(localeFromAcceptLanguage('en-US, fr')).toBe('en');
  });

  it('skips unsupported languages before the first supported one', () => {
    expect(localeFromAcceptLanguage('de-CH, de;q=0.9, en;q=0.7')).toBe('en');
  });

  it('skips languages with q=0', () => {
    expect(localeFromAcceptLanguage('fr;q=0, en;q=0.1')).toBe('en');
  });

  it('never yields combined, which is not a language tag', () => {
    expect(localeFromAcceptLanguage('combined')).toBeUndefined();
  });

  it('returns undefined for a missing header', () => {
    expect(localeFromAcceptLanguage(null)).toBeUndefined();
  });
});

describe('htmlLang', () => {
  it('maps combined to fr', () => {
    expect(htmlLang('combined')).toBe('fr');
    expect(htmlLang('fr')).toBe('fr');
    expect(htmlLang('en')).toBe('en');
  });
});

describe('isLocale', () => {
  it('accepts the three locales only', () => {
    expect(isLocale('en')).toBe(true);
    expect(isLocale('combined')).toBe(true);
    expect(isLocale('EN')).toBe(false);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(3)).toBe(false);
  });
});
