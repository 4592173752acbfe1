import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { SITEMAP_PAGE_SIZE, sitemapIndex, sitemapPage, sitemapPageCount } from './sitemap';

const pages = Array.from({ length: 12_001 }, (_, index) => ({
  path: `/video-presentations/p-${index}`,
  lastModified: '2025-01-02T00:00:00Z',
}));
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'sitemap'].includes(name) });

describe('sitemap paging', () => {
  it('splits a large site into pages of 5,000 behind an index', () => {
    const count = sitemapPageCount(pages);
    expect(count).toBe(3);
    const index = sitemapIndex('https://example.org', count);
    expect(XMLValidator.validate(index)).toBe(true);
    expect(parser.parse(index).sitemapindex.sitemap.map((entry: { loc: string }) => entry.loc)).toEqual([
      'https://example.org/sitemap-1.xml',
      'https://example.org/sitemap-2.xml',
      'https://example.org/sitemap-3.xml',
    ]);
    const sizes = [1, 2, 3].map((page) => {
      const xml = sitemapPage('https://example.org', pages, page);
      expect(XMLValidator.validate(xml)).toBe(true);
      return parser.parse(xml).urlset.url.length;
    });
    expect(sizes).toEqual([SITEMAP_PAGE_SIZE, SITEMAP_PAGE_SIZE, 2001]);
  });

  it('escapes addresses', () => {
    const xml = sitemapPage('https://example.org', [{ path: '/search?q=a&b=<c>' }], 1);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('q=a&amp;b=%3Cc%3E');
  });
});
