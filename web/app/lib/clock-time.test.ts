import { describe, expect, it } from 'vitest';
import { clockTime } from './clock-time';

describe('clockTime', () => {
  it('reads as a clock', () => {
    expect(clockTime(0)).toBe('0:00');
    expect(clockTime(65.9)).toBe('1:05');
    expect(clockTime(750)).toBe('12:30');
    expect(clockTime(3723)).toBe('1:02:03');
  });
});
