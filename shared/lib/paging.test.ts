import { describe, it, expect } from 'vitest';
import { ELLIPSIS, pageNumbers, paginate, parsePage } from './paging';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('paginate', () => {
  it('returns the requested page of 20 items by default', () => {
    const result = paginate(numbers(45), 2);
    expect(result.items).toEqual(numbers(40).slice(20));
    expect(result).toMatchObject({ page: 2, pageCount: 3, total: 45, pageSize: 20 });
  });

  it('returns a short last page', () => {
    expect(paginate(numbers(45), 3).items).toEqual([41, 42, 43, 44, 45]);
  });

  it('clamps a page past the end to the last page', () => {
    const result = paginate(numbers(10), 9, 4);
    expect(result.page).toBe(3);
    expect(result.items).toEqual([9, 10]);
  });

  it('clamps zero, negative and non-integer pages', () => {
    expect(paginate(numbers(10), 0, 4).page).toBe(1);
    expect(paginate(numbers(10), -3, 4).page).toBe(1);
    expect(paginate(numbers(10), 2.7, 4).page).toBe(2);
  });

  it('gives an empty list one empty page', () => {
    expect(paginate([], 4)).toEqual({ items: [], page: 1, pageCount: 1, total: 0, pageSize: 20 });
  });

  it('uses the default page size for an invalid one', () => {
    expect(paginate(numbers(30), 1, 0).pageSize).toBe(20);
  });
});

describe('parsePage', () => {
  it('reads positive integers from strings and numbers', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(7)).toBe(7);
  });

  it('falls back to page 1 for anything else', () => {
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('two')).toBe(1);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('99999999999999999999')).toBe(1);
  });
});

describe('pageNumbers', () => {
  it('shows every page when there are few', () => {
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('hides runs on both sides of the window', () => {
    expect(pageNumbers(10, 20)).toEqual([1, ELLIPSIS, 8, 9, 10, 11, 12, ELLIPSIS, 20]);
    expect(pageNumbers(5, 20, 1)).toEqual([1, ELLIPSIS, 4, 5, 6, ELLIPSIS, 20]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(pageNumbers(4, 20, 1)).toEqual([1, 2, 3, 4, 5, ELLIPSIS, 20]);
    expect(pageNumbers(17, 20, 1)).toEqual([1, ELLIPSIS, 16, 17, 18, 19, 20]);
  });

  it('handles the first and last page', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, ELLIPSIS, 20]);
    expect(pageNumbers(20, 20)).toEqual([1, ELLIPSIS, 18, 19, 20]);
  });

  it('is a lone 1 for a single page', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 0)).toEqual([1]);
  });

  it('clamps a current page past the end', () => {
    expect(pageNumbers(50, 6, 1)).toEqual([1, ELLIPSIS, 5, 6]);
  });
});
