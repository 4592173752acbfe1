// A page's language addresses stay on the site's origin whatever path the router decoded.
import { describe, expect, it } from 'vitest';
import { alternates, canonicalUrl, onOrigin } from './alternates';

const ORIGIN = 'https://example.org';

describe('language addresses', () => {
  it('keep a page on its origin, with its query and the reader language', () => {
    expect(canonicalUrl(ORIGIN, '/search?q=rhino&lang=en', 'combined')).toBe(
      'https://example.org/search?q=rhino&lang=fr',
    );
    expect(alternates(ORIGIN, '/about')).toEqual({
      en: 'https://example.org/about?lang=en',
      fr: 'https://example.org/about?lang=fr',
      xDefault: 'https://example.org/about',
    });
  });

  it('never read a decoded path as another host, nor fail on one', () => {
    // `/%09/%2Fevil.example` decoded: a tab, then `//evil.example`.
    expect(onOrigin(ORIGIN, '/\t//evil.example').origin).toBe(ORIGIN);
    expect(canonicalUrl(ORIGIN, '/\t//evil.example', 'en').startsWith(`${ORIGIN}/`)).toBe(true);
    expect(() => alternates(ORIGIN, '/\t//')).not.toThrow();
    expect(alternates(ORIGIN, '/\n//x?y=1').en.startsWith(`${ORIGIN}/`)).toBe(true);
  });
});
