import { describe, it, expect, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatFileSize,
  formatNumber,
  formatTimeRange,
  formatClock,
  teamHours,
  intlLocale,
} from './dates';

const nbsp = '\u00a0';

describe('formatDate', () => {
  it('writes day, short month and year in English', () => {
    expect(formatDate('2025-03-05T10:00:00Z', 'en')).toBe('5 Mar 2025');
  });

  it('writes French month abbreviations', () => {
    expect(formatDate('2025-03-05T10:00:00Z', 'fr')).toBe('5 mars 2025');
    expect(formatDate('2025-02-05T10:00:00Z', 'fr')).toBe('5 févr. 2025');
  });

  it('writes the first of a month « 1er » in French (issue #31), a plain 1 in English', () => {
    expect(formatDate('2025-03-01T10:00:00Z', 'fr')).toBe('1er mars 2025');
    expect(formatDate('2025-03-01T10:00:00Z', 'combined')).toBe('1er mars 2025');
    expect(formatDate('2025-03-11T10:00:00Z', 'fr')).toBe('11 mars 2025');
    expect(formatDate('2025-03-21T10:00:00Z', 'fr')).toBe('21 mars 2025');
    expect(formatDateTime('2025-03-01T07:05:00Z', 'fr')).toBe(`1er mars 2025, 7${nbsp}h${nbsp}05`);
    expect(formatDate('2025-03-01T10:00:00Z', 'en')).toBe('1 Mar 2025');
  });

  it('uses French in combined mode', () => {
    expect(formatDate('2025-02-05T10:00:00Z', 'combined')).toBe('5 févr. 2025');
  });

  it('accepts a Date object', () => {
    expect(formatDate(new Date(Date.UTC(2024, 11, 31)), 'en')).toBe('31 Dec 2024');
  });

  it('counts the day in the given time zone', () => {
    expect(formatDate('2025-03-05T23:30:00Z', 'en')).toBe('5 Mar 2025');
    expect(formatDate('2025-03-05T23:30:00Z', 'en', 'Africa/Johannesburg')).toBe('6 Mar 2025');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds a 24-hour time after a comma', () => {
    expect(formatDateTime('2025-03-05T17:05:00Z', 'en')).toBe('5 Mar 2025, 17:05');
    // French writes the hour with h (issue #23.15).
    expect(formatDateTime('2025-03-05T07:05:00Z', 'fr')).toBe(`5 mars 2025, 7${nbsp}h${nbsp}05`);
  });

  it('shows the time in the given zone', () => {
    expect(formatDateTime('2025-03-05T07:05:00Z', 'en', 'Africa/Johannesburg')).toBe('5 Mar 2025, 09:05');
  });
});

describe('formatTimeRange', () => {
  it('shows only the end time when the event ends on the same day', () => {
    expect(formatTimeRange('2025-03-05T09:00:00Z', '2025-03-05T11:30:00Z', 'en')).toBe('5 Mar 2025, 09:00–11:30');
  });

  it('shows both dates when the event spans days', () => {
    expect(formatTimeRange('2025-03-05T09:00:00Z', '2025-03-06T17:00:00Z', 'fr')).toBe(
      `5 mars 2025, 9${nbsp}h – 6 mars 2025, 17${nbsp}h`,
    );
  });

  it('writes French times as the contact page does: "9 h – 13 h", "8 h 30"', () => {
    expect(formatTimeRange('2025-03-05T09:00:00Z', '2025-03-05T13:00:00Z', 'fr')).toBe(
      `5 mars 2025, 9${nbsp}h – 13${nbsp}h`,
    );
    expect(formatTimeRange('2025-03-05T08:30:00Z', '2025-03-05T17:00:00Z', 'combined')).toBe(
      `5 mars 2025, 8${nbsp}h${nbsp}30 – 17${nbsp}h`,
    );
    expect(teamHours('fr')).toEqual({ opens: `8${nbsp}h${nbsp}30`, closes: `17${nbsp}h` });
    expect(teamHours('en')).toEqual({ opens: '8:30', closes: '17:00' });
    expect(formatClock(0, 0, 'fr')).toBe(`0${nbsp}h`);
  });

  it('decides whether it is the same day in the event time zone', () => {
    expect(formatTimeRange('2025-03-05T20:00:00Z', '2025-03-05T23:00:00Z', 'en', 'Africa/Johannesburg')).toBe(
      '5 Mar 2025, 22:00 – 6 Mar 2025, 01:00',
    );
  });

  it('shows only the start when there is no end or the end is not after the start', () => {
    expect(formatTimeRange('2025-03-05T09:00:00Z', undefined, 'en')).toBe('5 Mar 2025, 09:00');
    expect(formatTimeRange('2025-03-05T09:00:00Z', '2025-03-05T08:00:00Z', 'en')).toBe('5 Mar 2025, 09:00');
  });
});

describe('formatDuration', () => {
  it('shows hours and zero-padded minutes', () => {
    expect(formatDuration(3900, 'en')).toBe(`1${nbsp}h 05${nbsp}min`);
  });

  it('shows minutes alone under an hour', () => {
    expect(formatDuration(45 * 60, 'fr')).toBe(`45${nbsp}min`);
  });

  it('drops the minutes on a whole hour', () => {
    expect(formatDuration(7200, 'en')).toBe(`2${nbsp}h`);
  });

  it('rounds to the nearest minute but never shows 0 for a short video', () => {
    expect(formatDuration(89, 'en')).toBe(`1${nbsp}min`);
    expect(formatDuration(90, 'en')).toBe(`2${nbsp}min`);
    expect(formatDuration(10, 'en')).toBe(`1${nbsp}min`);
  });

  it('shows 0 min for zero or invalid input', () => {
    expect(formatDuration(0, 'en')).toBe(`0${nbsp}min`);
    expect(formatDuration(Number.NaN, 'en')).toBe(`0${nbsp}min`);
  });
});

describe('formatNumber', () => {
  it('groups English with commas', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
  });

  it('groups French with a narrow no-break space and a decimal comma', () => {
    expect(formatNumber(1234567.5, 'fr')).toBe('1\u202f234\u202f567,5');
    expect(formatNumber(1234.5, 'combined')).toBe('1\u202f234,5');
  });
});

describe('formatFileSize', () => {
  it('writes megabytes with one decimal', () => {
    expect(formatFileSize(1.2 * 1024 * 1024, 'en')).toBe(`1.2${nbsp}MB`);
    expect(formatFileSize(1.2 * 1024 * 1024, 'fr')).toBe(`1,2${nbsp}Mo`);
  });

  it('writes the profile image limit as 800 KB / 800 Ko', () => {
    expect(formatFileSize(800 * 1024, 'en')).toBe(`800${nbsp}KB`);
    expect(formatFileSize(800 * 1024, 'combined')).toBe(`800${nbsp}Ko`);
  });

  it('writes small files in bytes', () => {
    expect(formatFileSize(512, 'en')).toBe(`512${nbsp}B`);
    expect(formatFileSize(512, 'fr')).toBe(`512${nbsp}o`);
  });

  it('treats negative or invalid sizes as zero', () => {
    expect(formatFileSize(-5, 'en')).toBe(`0${nbsp}B`);
  });
});

describe('intlLocale', () => {
  it('uses British English and French', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('combined')).toBe('fr');
  });
});

describe('formatters', () => {
  it('are made once per kind, locale and time zone, not per call (issue #25: 81 ms on the home page)', () => {
    formatDate('2025-03-05T09:00:00Z', 'fr');
    formatDateTime('2025-03-05T09:00:00Z', 'en');
    formatDateTime('2025-03-05T09:00:00Z', 'fr');
    formatNumber(1200, 'en');
    formatFileSize(1200, 'fr');
    // Counts the formatters made from here on (a count of the cache's entries would not see a
    // formatter made per call and thrown away).
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat');
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (let day = 1; day <= 28; day += 1) {
        formatDate(`2025-02-${String(day).padStart(2, '0')}T09:00:00Z`, 'fr');
        formatDateTime(`2025-02-${String(day).padStart(2, '0')}T09:00:00Z`, 'en');
        formatDateTime(`2025-02-${String(day).padStart(2, '0')}T09:00:00Z`, 'fr');
        formatNumber(day * 1000, 'en');
        formatFileSize(day * 1000, 'fr');
      }
      expect(dateFormats).not.toHaveBeenCalled();
      expect(numberFormats).not.toHaveBeenCalled();
    } finally {
      dateFormats.mockRestore();
      numberFormats.mockRestore();
    }
    expect(formatDate('2025-03-05T09:00:00Z', 'fr')).toBe('5 mars 2025');
  });
});
