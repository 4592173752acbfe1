import { describe, expect, it } from 'vitest';
import { medianOf, workingDaysBetween } from './working-days';

const at = (iso: string) => new Date(iso);

describe('workingDaysBetween', () => {
  it('counts Monday to Friday only', () => {
    // Friday evening to Monday evening: one working day (Monday).
    expect(workingDaysBetween(at('2026-11-20T18:00:00Z'), at('2026-11-23T18:00:00Z'))).toBe(1);
    // Monday to the next Monday: five.
    expect(workingDaysBetween(at('2026-11-16T09:00:00Z'), at('2026-11-23T09:00:00Z'))).toBe(5);
    // Three weeks and two days from a Wednesday: 15 + Thursday + Friday.
    expect(workingDaysBetween(at('2026-11-04T09:00:00Z'), at('2026-11-27T09:00:00Z'))).toBe(17);
  });

  it('is 0 on the same day, over a weekend alone, and backwards', () => {
    expect(workingDaysBetween(at('2026-11-23T01:00:00Z'), at('2026-11-23T23:00:00Z'))).toBe(0);
    expect(workingDaysBetween(at('2026-11-21T10:00:00Z'), at('2026-11-22T10:00:00Z'))).toBe(0);
    expect(workingDaysBetween(at('2026-11-23T10:00:00Z'), at('2026-11-20T10:00:00Z'))).toBe(0);
  });
});

describe('medianOf', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([4, 1, 3])).toBe(3);
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
  });
});
