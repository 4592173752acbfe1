import { describe, expect, it } from 'vitest';
import {
  buildCalendar,
  calendarFileName,
  CRLF,
  escapeText,
  foldLine,
  formatUtcDateTime,
  MAX_LINE_OCTETS,
  unfold,
  type CalendarEntry,
} from './icalendar';

const octets = (text: string) => new TextEncoder().encode(text).length;
const now = new Date(Date.UTC(2025, 2, 1, 12, 0, 0));

const entry: CalendarEntry = {
  uid: 'event-4@conservation-tutorials.example.org',
  start: '2025-03-05T16:00:00.000Z',
  end: '2025-03-05T17:30:00.000Z',
  summary: 'Webinar: Drones, sensors; and rhinos',
  description: 'First line.\n\nSecond line with a backslash \\ here.',
  location: 'Okavango Research Centre, Shorobe Road, Maun, Botswana',
  url: 'https://conservation-tutorials.example.org/events/event-4',
  language: 'en',
};

/** The content lines of a calendar, unfolded, without the final empty string. */
const contentLines = (calendar: string) => unfold(calendar).split(CRLF).slice(0, -1);

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
  });

  it('writes every kind of line break as \\n', () => {
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('escapes the backslash before adding the newline escapes', () => {
    expect(escapeText('\\\n')).toBe('\\\\\\n');
  });

  it('keeps tabs and non-ASCII text, drops other control characters', () => {
    expect(escapeText('été\tà Dakar\u0007')).toBe('été\tà Dakar');
  });

  it('leaves colons and quotes alone (they need no escape in TEXT)', () => {
    expect(escapeText('Webinar: "rhinos"')).toBe('Webinar: "rhinos"');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets or less as it is', () => {
    const line = 'X'.repeat(MAX_LINE_OCTETS);
    expect(foldLine(line)).toBe(line);
  });

  it('folds a long line into lines of at most 75 octets, continuations starting with a space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(20)}`;
    const folded = foldLine(line);
    const physical = folded.split(CRLF);
    expect(physical.length).toBeGreaterThan(2);
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
    expect(physical[0]).toHaveLength(MAX_LINE_OCTETS);
    for (const part of physical.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('counts octets, not characters, and never cuts a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}${'🦏'.repeat(10)}`;
    const folded = foldLine(line);
    for (const part of folded.split(CRLF)) {
      expect(octets(part)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
      // A cut inside a UTF-8 sequence would leave a replacement character or a lone surrogate.
      expect(part).not.toMatch(/\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('formatUtcDateTime', () => {
  it('writes a UTC date-time', () => {
    expect(formatUtcDateTime('2025-03-05T07:05:09.123+02:00')).toBe('20250305T050509Z');
    expect(formatUtcDateTime(new Date(Date.UTC(2024, 11, 31, 23, 59, 0)))).toBe('20241231T235900Z');
  });

  it('refuses an invalid date', () => {
    expect(() => formatUtcDateTime('not a date')).toThrow(RangeError);
  });
});

describe('buildCalendar', () => {
  const calendar = buildCalendar(entry, { now });

  it('ends every line with CRLF and has no bare LF or CR', () => {
    expect(calendar.endsWith(CRLF)).toBe(true);
    expect(calendar.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('keeps every physical line within 75 octets', () => {
    for (const line of calendar.split(CRLF)) expect(octets(line)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
  });

  it('wraps one VEVENT in a VCALENDAR with the required properties', () => {
    const lines = contentLines(calendar);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.indexOf('BEGIN:VEVENT')).toBeLessThan(lines.indexOf('END:VEVENT'));
    expect(lines).toContain('UID:event-4@conservation-tutorials.example.org');
    expect(lines).toContain('DTSTAMP:20250301T120000Z');
    expect(lines).toContain('DTSTART:20250305T160000Z');
    expect(lines).toContain('DTEND:20250305T173000Z');
  });

  it('escapes the texts and marks their language', () => {
    const lines = contentLines(calendar);
    expect(lines).toContain('SUMMARY;LANGUAGE=en:Webinar: Drones\\, sensors\\; and rhinos');
    expect(lines).toContain('DESCRIPTION;LANGUAGE=en:First line.\\n\\nSecond line with a backslash \\\\ here.');
    expect(lines).toContain('LOCATION;LANGUAGE=en:Okavango Research Centre\\, Shorobe Road\\, Maun\\, Botswana');
    expect(lines).toContain('URL:https://conservation-tutorials.example.org/events/event-4');
  });

  it('folds long texts and they unfold to the original', () => {
    const long = buildCalendar({ ...entry, description: 'Une très longue description, '.repeat(12) }, { now });
    const physical = long.split(CRLF);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    const description = contentLines(long).find((line) => line.startsWith('DESCRIPTION'));
    expect(description).toBe(
      `DESCRIPTION;LANGUAGE=en:${escapeText('Une très longue description, '.repeat(12).trim())}`,
    );
  });

  it('leaves out empty optional properties and gives an entry with no end one hour', () => {
    const lines = contentLines(
      buildCalendar({ uid: 'x@y', start: '2025-03-05T16:00:00Z', summary: 'Talk', description: '  ' }, { now }),
    );
    expect(lines).toContain('DTEND:20250305T170000Z');
    expect(lines.some((line) => /^(DESCRIPTION|LOCATION|URL)[;:]/.test(line))).toBe(false);
    expect(lines).toContain('SUMMARY:Talk');
  });

  it('ignores an end that is not after the start', () => {
    const lines = contentLines(
      buildCalendar({ ...entry, end: '2025-03-05T15:00:00Z' }, { now, defaultDurationMinutes: 30 }),
    );
    expect(lines).toContain('DTEND:20250305T163000Z');
  });
});

describe('calendarFileName', () => {
  it('makes an ASCII slug of the title', () => {
    expect(calendarFileName("Atelier sur la coexistence entre l'homme et l'éléphant", 'event-3')).toBe(
      'atelier-sur-la-coexistence-entre-l-homme-et-l-elephant.ics',
    );
  });

  it('falls back to the id when the title has no usable letter', () => {
    expect(calendarFileName('—', 'event-3')).toBe('event-3.ics');
  });
});
