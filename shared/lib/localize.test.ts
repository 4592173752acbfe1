import { describe, it, expect } from 'vitest';
import { contentLanguage, isFallback, localize, readableIn, textLanguage } from './localize';

const both = { en: 'Wetlands', fr: 'Zones humides' };

describe('localize', () => {
  it('reads English for en and French for fr', () => {
    expect(localize(both, 'en')).toBe('Wetlands');
    expect(localize(both, 'fr')).toBe('Zones humides');
  });

  it('reads French first in combined mode', () => {
    expect(localize(both, 'combined')).toBe('Zones humides');
  });

  it('falls back to French when English is missing', () => {
    expect(localize({ fr: 'Zones humides' }, 'en')).toBe('Zones humides');
  });

  it('falls back to English when French is missing in combined mode only: fr shows French', () => {
    expect(localize({ en: 'Wetlands' }, 'combined')).toBe('Wetlands');
    expect(localize({ en: 'Wetlands' }, 'fr')).toBe('');
  });

  it('treats an empty string as missing', () => {
    expect(localize({ en: '', fr: 'Zones humides' }, 'en')).toBe('Zones humides');
    expect(localize({ en: 'Wetlands', fr: '' }, 'combined')).toBe('Wetlands');
    expect(localize({ en: 'Wetlands', fr: '' }, 'fr')).toBe('');
  });

  it('returns an empty string when neither language has text', () => {
    expect(localize(undefined, 'en')).toBe('');
    expect(localize({}, 'fr')).toBe('');
    expect(localize({ en: '', fr: '' }, 'combined')).toBe('');
  });
});

describe('contentLanguage', () => {
  it('maps combined to French and keeps en and fr', () => {
    expect(contentLanguage('en')).toBe('en');
    expect(contentLanguage('fr')).toBe('fr');
    expect(contentLanguage('combined')).toBe('fr');
  });
});

describe('isFallback', () => {
  it('is false when the preferred language has text', () => {
    expect(isFallback(both, 'en')).toBe(false);
    expect(isFallback(both, 'combined')).toBe(false);
  });

  it('is true when the text comes from the other language', () => {
    expect(isFallback({ en: 'Wetlands' }, 'combined')).toBe(true);
    expect(isFallback({ en: '', fr: 'Zones humides' }, 'en')).toBe(true);
  });

  it('is never true in fr, which shows no other language', () => {
    expect(isFallback({ en: 'Wetlands' }, 'fr')).toBe(false);
  });

  it('is false when there is no text at all', () => {
    expect(isFallback(undefined, 'fr')).toBe(false);
    expect(isFallback({ en: '', fr: '' }, 'fr')).toBe(false);
  });
});

describe('textLanguage', () => {
  it('names the language the shown text is written in', () => {
    expect(textLanguage({ en: 'Wetlands' }, 'combined')).toBe('en');
    expect(textLanguage(both, 'combined')).toBe('fr');
    expect(textLanguage({}, 'en')).toBeUndefined();
  });
});

describe('readableIn', () => {
  it('keeps in fr only what has a French title; en and combined keep everything', () => {
    expect(readableIn(both, 'fr')).toBe(true);
    expect(readableIn({ en: 'Wetlands' }, 'fr')).toBe(false);
    expect(readableIn({ en: 'Wetlands', fr: '' }, 'fr')).toBe(false);
    expect(readableIn({ en: 'Wetlands' }, 'combined')).toBe(true);
    expect(readableIn({ fr: 'Zones humides' }, 'en')).toBe(true);
  });
});
