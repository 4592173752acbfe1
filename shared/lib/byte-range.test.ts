import { describe, expect, it } from 'vitest';
import { contentRange, parseRange, rangeApplies, readContentRange, unsatisfiedRange } from './byte-range';

describe('parseRange', () => {
  const size = 1000;

  it('answers the whole file without a Range header', () => {
    expect(parseRange(undefined, size)).toEqual({ kind: 'whole' });
    expect(parseRange(null, size)).toEqual({ kind: 'whole' });
  });

  it('reads a closed, an open-ended and a suffix range', () => {
    expect(parseRange('bytes=0-99', size)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(parseRange('bytes=500-', size)).toEqual({ kind: 'part', start: 500, end: 999 });
    expect(parseRange('bytes=-100', size)).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(parseRange('BYTES = 10 - 19', size)).toEqual({ kind: 'part', start: 10, end: 19 });
  });

  it('clips a range past the end to the last byte, and a long suffix to the whole file', () => {
    expect(parseRange('bytes=990-5000', size)).toEqual({ kind: 'part', start: 990, end: 999 });
    expect(parseRange('bytes=-5000', size)).toEqual({ kind: 'part', start: 0, end: 999 });
  });

  it('calls a range that starts at or past the end, or an empty suffix, unsatisfiable', () => {
    expect(parseRange('bytes=1000-', size)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=1000-1100', size)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', size)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores what it does not serve: bad syntax, another unit, several ranges', () => {
    for (const header of [
      'bytes=5-2',
      'bytes=-',
      'bytes=abc',
      'bytes=1-2-3',
      'items=0-1',
      'bytes=0-1,5-6',
      '0-99',
      'bytes=9999999999999999-',
      '',
    ]) {
      expect(parseRange(header, size), header).toEqual({ kind: 'whole' });
    }
  });
});

describe('rangeApplies', () => {
  const current = { etag: '"abc"', lastModified: 'Wed, 01 Jan 2026 00:00:00 GMT' };

  it('applies without If-Range, or with the strong entity tag or exact date of the file', () => {
    expect(rangeApplies(undefined, current)).toBe(true);
    expect(rangeApplies('"abc"', current)).toBe(true);
    expect(rangeApplies('Wed, 01 Jan 2026 00:00:00 GMT', current)).toBe(true);
  });

  it('does not apply for another tag, a weak tag, another date or a file with neither', () => {
    expect(rangeApplies('"other"', current)).toBe(false);
    expect(rangeApplies('W/"abc"', current)).toBe(false);
    expect(rangeApplies('"abc"', { etag: 'W/"abc"' })).toBe(false);
    expect(rangeApplies('Thu, 02 Jan 2026 00:00:00 GMT', current)).toBe(false);
    expect(rangeApplies('"abc"', {})).toBe(false);
  });
});

describe('Content-Range', () => {
  it('writes and reads the header of a 206 and a 416', () => {
    expect(contentRange(0, 99, 1000)).toBe('bytes 0-99/1000');
    expect(unsatisfiedRange(1000)).toBe('bytes */1000');
    expect(readContentRange('bytes 0-99/1000')).toEqual({ start: 0, end: 99, size: 1000 });
    expect(readContentRange('bytes 0-99/*')).toBeNull();
    expect(readContentRange('bytes 99-0/1000')).toBeNull();
    expect(readContentRange('bytes 0-1000/1000')).toBeNull();
  });
});
