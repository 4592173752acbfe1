// Writes an event as an RFC 5545 iCalendar file: text escaping, 75-octet line folding, CRLF ends.

/** Line end of every content line (RFC 5545 §3.1). */
export const CRLF = '\r\n';

/** Longest content line in octets, line break excluded (RFC 5545 §3.1). */
export const MAX_LINE_OCTETS = 75;

/** What one calendar entry says. Dates are ISO strings or Dates; they are written in UTC. */
export interface CalendarEntry {
  /** Globally unique and stable for the event, e.g. "event-4@example.org". */
  uid: string;
  start: string | Date;
  /** When absent or not after the start, the entry lasts `defaultDurationMinutes`. */
  end?: string | Date;
  summary: string;
  description?: string;
  /** A place, or the address of an online meeting. */
  location?: string;
  /** The event's page. */
  url?: string;
  /** Language tag of the texts (LANGUAGE parameter), e.g. "en" or "fr". */
  language?: string;
}

export interface CalendarOptions {
  /** When the file is written (DTSTAMP). */
  now: Date;
  /** PRODID of the calendar. */
  productId?: string;
  defaultDurationMinutes?: number;
}

const DEFAULT_PRODUCT_ID = '-//Conservation Tutorials Africa//Events//EN';
const DEFAULT_DURATION_MINUTES = 60;

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma are escaped with a backslash,
 * every line break (CRLF, CR or LF) becomes "\n", and other control characters are dropped.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // Control characters other than HTAB are not allowed in a TEXT value.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  );
}

/** A parameter value: quoted when it holds ":", ";" or ","; DQUOTE and control characters removed. */
function parameterValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/["\u0000-\u001f\u007f]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * Folds a content line so no physical line is longer than 75 octets: the line is cut between
 * characters (never inside a UTF-8 sequence) and each continuation starts with one space, which
 * counts towards its 75 octets. Lines are joined with CRLF; no CRLF is added at the end.
 */
export function foldLine(line: string): string {
  if (octets(line) <= MAX_LINE_OCTETS) return line;
  const lines: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const width = octets(character);
    if (size + width > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      size = 1;
    }
    current += character;
    size += width;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** Undoes `foldLine` (and any folding by others): a CRLF followed by a space or tab is removed. */
export function unfold(text: string): string {
  return text.replace(/\r\n[ \t]/g, '');
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A UTC DATE-TIME value, e.g. 20250305T070500Z. Throws on an invalid date. */
export function formatUtcDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`invalid date: ${String(value)}`);
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

function endOf(entry: CalendarEntry, defaultMinutes: number): Date {
  const start = new Date(entry.start);
  const end = entry.end === undefined ? undefined : new Date(entry.end);
  if (end && !Number.isNaN(end.getTime()) && end.getTime() > start.getTime()) return end;
  return new Date(start.getTime() + defaultMinutes * 60_000);
}

/**
 * A complete VCALENDAR holding one VEVENT: VERSION, PRODID, CALSCALE, METHOD; UID, DTSTAMP,
 * DTSTART and DTEND in UTC, SUMMARY, and DESCRIPTION, LOCATION and URL when given. Every line
 * is folded and ends with CRLF.
 */
export function buildCalendar(entry: CalendarEntry, options: CalendarOptions): string {
  return buildCalendarFeed([entry], options);
}

/** The VEVENT lines of one entry. */
function eventLines(entry: CalendarEntry, options: CalendarOptions): string[] {
  const language = entry.language ? `;LANGUAGE=${parameterValue(entry.language)}` : '';
  const text = (name: string, value: string | undefined) =>
    value?.trim() ? [`${name}${language}:${escapeText(value.trim())}`] : [];
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(entry.uid)}`,
    `DTSTAMP:${formatUtcDateTime(options.now)}`,
    `DTSTART:${formatUtcDateTime(entry.start)}`,
    `DTEND:${formatUtcDateTime(endOf(entry, options.defaultDurationMinutes ?? DEFAULT_DURATION_MINUTES))}`,
    ...text('SUMMARY', entry.summary),
    ...text('DESCRIPTION', entry.description),
    ...text('LOCATION', entry.location),
    // URL is a URI value, not TEXT: written as is, minus any line break.
    ...(entry.url ? [`URL:${entry.url.replace(/[\r\n]/g, '')}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** A VCALENDAR holding any number of events (a subscribable feed), folded, CRLF line ends. */
export function buildCalendarFeed(entries: CalendarEntry[], options: CalendarOptions & { name?: string }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(options.productId ?? DEFAULT_PRODUCT_ID)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`] : []),
    ...entries.flatMap((entry) => eventLines(entry, options)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** An ASCII file name for the download: "okavango-wetlands-symposium.ics" (fallback when empty). */
export function calendarFileName(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  const safeFallback = fallback.replace(/[^A-Za-z0-9_-]+/g, '-') || 'event';
  return `${slug || safeFallback}.ics`;
}
