import { describe, it, expect } from 'vitest';
import { DEFAULT_SORT_ID, compareTitles, isSortId, parseSortId, sortByTitle, sortByWeight, sortListing } from './sort';

interface Item {
  title: string;
  date?: string;
}
const title = (item: Item) => item.title;
const date = (item: Item) => item.date;
const titles = (items: Item[]) => items.map(title);

describe('compareTitles', () => {
  it('ignores case and accents', () => {
    expect(compareTitles('fr')('école', 'Ecole')).toBe(0);
  });

  it('compares numbers by value', () => {
    expect(compareTitles('en')('Part 2', 'Part 10')).toBeLessThan(0);
  });
});

describe('sortByTitle', () => {
  it('sorts A to Z with accented letters beside their base letter', () => {
    const items = [{ title: 'Zebra' }, { title: 'élan' }, { title: 'Eagle' }, { title: 'fynbos' }];
    expect(titles(sortByTitle(items, title, 'fr'))).toEqual(['Eagle', 'élan', 'fynbos', 'Zebra']);
  });

  it('keeps the order of equal titles and does not change the input', () => {
    const first = { title: 'Rhino', date: 'a' };
    const second = { title: 'rhino', date: 'b' };
    const items = [{ title: 'Zebra' }, first, second];
    const sorted = sortByTitle(items, title, 'en');
    expect(sorted).toEqual([first, second, { title: 'Zebra' }]);
    expect(titles(items)).toEqual(['Zebra', 'Rhino', 'rhino']);
  });
});

describe('sortByWeight', () => {
  it('orders by ascending weight, then title', () => {
    const items = [
      { weight: 2, title: 'Beta' },
      { weight: 1, title: 'Zulu' },
      { weight: 2, title: 'Alpha' },
    ];
    expect(sortByWeight(items, (item) => item.title).map((item) => item.title)).toEqual(['Zulu', 'Alpha', 'Beta']);
  });

  it('keeps input order for equal weights without a title getter', () => {
    const items = [
      { weight: 5, id: 'a' },
      { weight: 5, id: 'b' },
      { weight: -1, id: 'c' },
    ];
    expect(sortByWeight(items).map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('sortListing', () => {
  const items: Item[] = [
    { title: 'Bees', date: '2024-05-01T00:00:00Z' },
    { title: 'Aardvarks', date: '2025-01-01T00:00:00Z' },
    { title: 'Cranes' },
    { title: 'Dung beetles', date: '2024-05-01T00:00:00Z' },
  ];

  it('sorts A-Z for option 1', () => {
    expect(titles(sortListing(items, 1, title, date, 'en'))).toEqual(['Aardvarks', 'Bees', 'Cranes', 'Dung beetles']);
  });

  it('sorts Z-A for option 2', () => {
    expect(titles(sortListing(items, 2, title, date, 'en'))).toEqual(['Dung beetles', 'Cranes', 'Bees', 'Aardvarks']);
  });

  it('sorts newest first for option 3, ties by title, undated last', () => {
    expect(titles(sortListing(items, 3, title, date, 'en'))).toEqual(['Aardvarks', 'Bees', 'Dung beetles', 'Cranes']);
  });

  it('sorts oldest first for option 4, undated still last', () => {
    expect(titles(sortListing(items, 4, title, date, 'en'))).toEqual(['Bees', 'Dung beetles', 'Aardvarks', 'Cranes']);
  });

  it('does not change the input array', () => {
    sortListing(items, 3, title, date, 'en');
    expect(titles(items)).toEqual(['Bees', 'Aardvarks', 'Cranes', 'Dung beetles']);
  });
});

describe('parseSortId', () => {
  it('accepts the ids 1 to 4 as numbers or strings', () => {
    expect(parseSortId('1')).toBe(1);
    expect(parseSortId(' 2 ')).toBe(2);
    expect(parseSortId(4)).toBe(4);
  });

  it('falls back to newest first for anything else', () => {
    expect(DEFAULT_SORT_ID).toBe(3);
    expect(parseSortId('5')).toBe(3);
    expect(parseSortId('1.0')).toBe(3);
    expect(parseSortId('abc')).toBe(3);
    expect(parseSortId(null)).toBe(3);
    expect(parseSortId(1)).toBe(1);
  });

  it("falls back to a listing's own default when given one", () => {
    expect(parseSortId('x', 4)).toBe(4);
    expect(parseSortId(undefined, 1)).toBe(1);
    expect(parseSortId('3', 1)).toBe(3);
  });
});

describe('isSortId', () => {
  it('is true only for 1 to 4', () => {
    expect(isSortId(2)).toBe(true);
    expect(isSortId(0)).toBe(false);
    expect(isSortId('2')).toBe(false);
  });
});
