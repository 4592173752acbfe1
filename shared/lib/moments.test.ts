import { describe, expect, it } from 'vitest';
import { formatMoment, momentAnchor, momentDuration, momentHref, parseMoment, segmentAt } from './moments';

describe('formatMoment', () => {
  it('writes minutes and seconds under an hour, hours above', () => {
    expect(formatMoment(0)).toBe('0:00');
    expect(formatMoment(5)).toBe('0:05');
    expect(formatMoment(95)).toBe('1:35');
    expect(formatMoment(600)).toBe('10:00');
    expect(formatMoment(3599)).toBe('59:59');
    expect(formatMoment(3600)).toBe('1:00:00');
    expect(formatMoment(3725)).toBe('1:02:05');
  });

  it('drops fractions and refuses nonsense quietly', () => {
    expect(formatMoment(95.9)).toBe('1:35');
    expect(formatMoment(-4)).toBe('0:00');
    expect(formatMoment(Number.NaN)).toBe('0:00');
  });
});

describe('momentDuration', () => {
  it('gives ISO 8601 durations for <time datetime>', () => {
    expect(momentDuration(0)).toBe('PT0S');
    expect(momentDuration(95)).toBe('PT1M35S');
    expect(momentDuration(600)).toBe('PT10M');
    expect(momentDuration(3725)).toBe('PT1H2M5S');
    expect(momentDuration(7200)).toBe('PT2H');
  });
});

describe('parseMoment', () => {
  it('reads whole seconds and YouTube forms', () => {
    expect(parseMoment('95')).toBe(95);
    expect(parseMoment('0')).toBe(0);
    expect(parseMoment('95s')).toBe(95);
    expect(parseMoment('1m35s')).toBe(95);
    expect(parseMoment('1h2m5s')).toBe(3725);
    expect(parseMoment('2m')).toBe(120);
    expect(parseMoment('1h')).toBe(3600);
  });

  it('ignores anything else, and times beyond a day', () => {
    for (const value of [null, undefined, '', '-5', '1.5', 'abc', '1m35', 'm', 's', '95 ', '0x10', '1e3']) {
      expect(parseMoment(value), String(value)).toBeUndefined();
    }
    expect(parseMoment('86400')).toBe(86400);
    expect(parseMoment('86401')).toBeUndefined();
    expect(parseMoment('999999')).toBeUndefined();
  });
});

describe('moment addresses', () => {
  it('names the line and the page at a moment', () => {
    expect(momentAnchor(95)).toBe('t-95');
    expect(momentHref(95)).toBe('?t=95');
    expect(momentHref(95, { anchor: true })).toBe('?t=95#t-95');
    expect(momentHref(95.7, { path: '/video-presentations/presentation-1' })).toBe(
      '/video-presentations/presentation-1?t=95',
    );
  });
});

describe('segmentAt', () => {
  const lines = [{ start: 0 }, { start: 48 }, { start: 410 }, { start: 980 }];

  it('finds the line being spoken: the last that started', () => {
    expect(segmentAt(lines, 0)).toBe(0);
    expect(segmentAt(lines, 47.9)).toBe(0);
    expect(segmentAt(lines, 48)).toBe(1);
    expect(segmentAt(lines, 409)).toBe(1);
    expect(segmentAt(lines, 5000)).toBe(3);
  });

  it('finds none before the first line, without a time or without lines', () => {
    expect(segmentAt([{ start: 10 }, { start: 20 }], 5)).toBe(-1);
    expect(segmentAt(lines, undefined)).toBe(-1);
    expect(segmentAt(lines, Number.NaN)).toBe(-1);
    expect(segmentAt([], 10)).toBe(-1);
  });

  it('agrees with a linear scan on many lines', () => {
    const many = Array.from({ length: 257 }, (_, index) => ({ start: index * 7 + (index % 3) }));
    for (let second = -3; second < 1900; second += 5) {
      const expected = many.filter((line) => line.start <= second).length - 1;
      expect(segmentAt(many, second)).toBe(expected);
    }
  });
});
