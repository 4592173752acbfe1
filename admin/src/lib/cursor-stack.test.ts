import { describe, expect, it } from 'vitest';
import {
  FIRST_PAGE,
  hasPreviousPage,
  nextPage,
  pageIndex,
  previousPage,
  rowRange,
  trailFromState,
} from './cursor-stack';

describe('cursor stack', () => {
  it('remembers every cursor it came through and walks back through them', () => {
    const second = nextPage(FIRST_PAGE, 'c1');
    const third = nextPage(second, 'c2');
    expect(third).toEqual({ after: 'c2', trail: ['', 'c1'] });
    expect(pageIndex(third)).toBe(2);
    expect(previousPage(third)).toEqual(second);
    expect(previousPage(second)).toEqual(FIRST_PAGE);
  });

  it('goes to the first page from a bookmarked page whose way back is unknown', () => {
    const bookmarked = { after: 'c7', trail: [] };
    expect(pageIndex(bookmarked)).toBeNull();
    expect(hasPreviousPage(bookmarked)).toBe(true);
    expect(previousPage(bookmarked)).toEqual(FIRST_PAGE);
    expect(pageIndex(nextPage(bookmarked, 'c8'))).toBeNull();
  });

  it('has no previous page on the first page', () => {
    expect(hasPreviousPage(FIRST_PAGE)).toBe(false);
    expect(pageIndex(FIRST_PAGE)).toBe(0);
  });

  it('reads a trail only from a well-formed history state', () => {
    expect(trailFromState({ trail: ['', 'c1'] })).toEqual(['', 'c1']);
    expect(trailFromState({ trail: ['', 3] })).toEqual([]);
    expect(trailFromState(null)).toEqual([]);
    expect(trailFromState('x')).toEqual([]);
  });

  it('numbers the rows of a known page and nothing of an unknown one', () => {
    expect(rowRange(2, 50, 13)).toEqual({ from: 101, to: 113 });
    expect(rowRange(null, 50, 13)).toBeNull();
    expect(rowRange(0, 50, 0)).toBeNull();
  });
});
