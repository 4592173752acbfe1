import { describe, it, expect } from 'vitest';
import {
  DEFAULT_LISTING_QUERY,
  LISTING_DEFAULT_SORTS,
  defaultSortOf,
  listingHref,
  parseListingQuery,
  type ListingQuery,
} from './listing-query';

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe('parseListingQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({ page: 1, sort: 3 });
  });

  it('reads page, sort and every filter', () => {
    expect(parse('?page=2&sort=1&category=c7&tag=t1&series=s9')).toEqual({
      page: 2,
      sort: 1,
      category: 'c7',
      tag: 't1',
      series: 's9',
    });
  });

  it('treats the id 0 and empty ids as all', () => {
    expect(parse('category=0&tag=&series=%20')).toEqual({ page: 1, sort: 3 });
  });

  it('replaces an invalid page or sort with its default', () => {
    expect(parse('page=-1&sort=9')).toEqual({ page: 1, sort: 3 });
    expect(parse('page=abc&sort=x')).toEqual({ page: 1, sort: 3 });
  });

  it('ignores an over-long filter id', () => {
    expect(parse(`tag=${'a'.repeat(129)}`).tag).toBeUndefined();
  });
});

describe('listingHref', () => {
  const state: ListingQuery = { page: 3, sort: 3, category: 'c7' };

  it('has no query string for the default listing', () => {
    expect(listingHref('/blog', DEFAULT_LISTING_QUERY)).toBe('/blog');
  });

  it('moves to another page keeping the filters', () => {
    expect(listingHref('/blog', state, { page: 4 })).toBe('/blog?category=c7&page=4');
  });

  it('leaves out page 1 and the default sort', () => {
    expect(listingHref('/blog', state, { page: 1 })).toBe('/blog?category=c7');
  });

  it('goes back to page 1 when the sort changes', () => {
    expect(listingHref('/blog', state, { sort: 1 })).toBe('/blog?category=c7&sort=1');
  });

  it('goes back to page 1 when a filter changes, and clears a filter set to undefined or 0', () => {
    expect(listingHref('/blog', state, { tag: 't1' })).toBe('/blog?category=c7&tag=t1');
    expect(listingHref('/blog', state, { category: undefined })).toBe('/blog');
    expect(listingHref('/blog', state, { category: '0' })).toBe('/blog');
  });

  it('writes keys in one fixed order whatever the patch order', () => {
    const full: ListingQuery = { page: 2, sort: 4, series: 's1', tag: 't1', category: 'c1' };
    expect(listingHref('/video-presentations', full)).toBe(
      '/video-presentations?category=c1&tag=t1&series=s1&sort=4&page=2',
    );
  });

  it('encodes ids', () => {
    expect(listingHref('/blog', DEFAULT_LISTING_QUERY, { tag: 'a&b c' })).toBe('/blog?tag=a%26b%20c');
  });

  it('round-trips through parseListingQuery', () => {
    const full: ListingQuery = { page: 2, sort: 1, category: 'c1', tag: 't1', series: 's1' };
    const href = listingHref('/x', full);
    expect(parse(href.slice(href.indexOf('?')))).toEqual(full);
  });
});

describe('a listing with a default sort of its own', () => {
  const series = { defaultSort: 4 } as const;

  it("names the spec's sort ids for the listings that differ from the site (decision 0017)", () => {
    expect(LISTING_DEFAULT_SORTS).toEqual({
      collections: 1,
      projects: 1,
      projectSubProjects: 1,
      themes: 1,
      themeProjects: 1,
      series: 4,
      events: 4,
    });
    expect(defaultSortOf('series')).toBe(4);
    expect(defaultSortOf('collections')).toBe(1);
    expect(defaultSortOf()).toBe(3);
  });

  it('reads a missing or invalid sort as its own default, and any valid sort as given', () => {
    expect(parseListingQuery(new URLSearchParams(''), series)).toEqual({ page: 1, sort: 4 });
    expect(parseListingQuery(new URLSearchParams('sort=9'), series)).toEqual({ page: 1, sort: 4 });
    expect(parseListingQuery(new URLSearchParams('sort=3&page=2'), series)).toEqual({ page: 2, sort: 3 });
  });

  it('leaves its own default sort out of its links, and writes the site default', () => {
    const state: ListingQuery = { page: 2, sort: 4 };
    expect(listingHref('/s', state, { page: 1 }, series)).toBe('/s');
    expect(listingHref('/s', state, {}, series)).toBe('/s?page=2');
    expect(listingHref('/s', state, { sort: 3 }, series)).toBe('/s?sort=3');
    expect(listingHref('/s', { page: 1, sort: 1 }, {}, { defaultSort: 1 })).toBe('/s');
  });

  it('round-trips through parseListingQuery with the same default', () => {
    for (const sort of [1, 2, 3, 4] as const) {
      const href = listingHref('/s', { page: 3, sort }, {}, series);
      expect(parseListingQuery(new URL(href, 'https://x.test').searchParams, series)).toEqual({ page: 3, sort });
    }
  });
});

describe('parameters a listing link keeps', () => {
  it("come after the listing's own, and only when they have a value", () => {
    const state: ListingQuery = { page: 1, sort: 4 };
    const options = { defaultSort: 4, keep: { month: '2027-02' } } as const;
    expect(listingHref('/events', state, { page: 2 }, options)).toBe('/events?page=2&month=2027-02');
    expect(listingHref('/events', state, { sort: 1 }, options)).toBe('/events?sort=1&month=2027-02');
    expect(listingHref('/events', state, {}, options)).toBe('/events?month=2027-02');
    expect(listingHref('/events', state, {}, { defaultSort: 4, keep: { month: undefined } })).toBe('/events');
  });
});
