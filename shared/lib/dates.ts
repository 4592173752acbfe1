// Formats dates, times, durations, numbers and file sizes for a locale with Intl only.
import { TEAM_HOURS, type Locale } from '../constants/spec';

// Between a number and its unit, so "1,2 Mo" never wraps between "1,2" and "Mo".
const NO_BREAK_SPACE = '\u00a0';

/**
 * The Intl locale tag for a site locale. English uses en-GB so dates read day month year
 * ("5 Mar 2025"); combined pages are French.
 */
export function intlLocale(locale: Locale): 'en-GB' | 'fr' {
  return locale === 'en' ? 'en-GB' : 'fr';
}

function toDate(value: string | Date): Date | undefined {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Intl formatters, made once per kind, locale and time zone: building one costs far more than
 * formatting with it (a new DateTimeFormat per date was 81 ms of a phone's main thread on the home
 * page), and a page formats dozens of dates the same way.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

function dateOnly(date: Date, locale: Locale, timeZone: string): string {
  const tag = intlLocale(locale);
  const formatter = cached(
    `date ${tag} ${timeZone}`,
    () => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone }),
  );
  if (locale === 'en') return formatter.format(date);
  return frenchFirstOfMonth(formatter.formatToParts(date));
}

/**
 * French dates as French writes them: the first of a month is an ordinal, « 1er mars 2025 » (Intl
 * writes « 1 mars 2025 »); every other day is a plain number.
 */
export function frenchFirstOfMonth(parts: readonly Intl.DateTimeFormatPart[]): string {
  return parts.map((part) => (part.type === 'day' && Number(part.value) === 1 ? '1er' : part.value)).join('');
}

/**
 * A time of day as each language writes it: en "8:30", "17:00"; fr "8 h 30", "17 h" (French
 * writes the hour with h, and no minutes on the hour; no-break spaces keep it on one line).
 */
export function formatClock(hours: number, minutes: number, locale: Locale): string {
  const mm = String(minutes).padStart(2, '0');
  if (locale === 'en') return `${hours}:${mm}`;
  return minutes === 0 ? `${hours}${NO_BREAK_SPACE}h` : `${hours}${NO_BREAK_SPACE}h${NO_BREAK_SPACE}${mm}`;
}

/** When the team answers (spec §2: Mon-Fri 8:30-17:00), as `{ opens, closes }` for the texts that say so. */
export function teamHours(locale: Locale): { opens: string; closes: string } {
  const { opens, closes } = TEAM_HOURS;
  return {
    opens: formatClock(opens.hours, opens.minutes, locale),
    closes: formatClock(closes.hours, closes.minutes, locale),
  };
}

function timeOnly(date: Date, locale: Locale, timeZone: string): string {
  if (locale !== 'en') {
    const parts = cached(
      `clock ${timeZone}`,
      () => new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: 'numeric', hourCycle: 'h23', timeZone }),
    )
      .formatToParts(date)
      .reduce<Record<string, number>>((found, part) => ({ ...found, [part.type]: Number(part.value) }), {});
    return formatClock(parts.hour ?? 0, parts.minute ?? 0, locale);
  }
  const tag = intlLocale(locale);
  return cached(
    `time ${tag} ${timeZone}`,
    () => new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }),
  ).format(date);
}

/**
 * Day, short month name and year (spec §9): en "5 Mar 2025", fr "5 mars 2025". Month
 * abbreviations are whatever Intl gives ("févr.", and "Sept" in recent English data).
 * Returns '' for an invalid date, so one bad value never breaks a page.
 */
export function formatDate(value: string | Date, locale: Locale, timeZone = 'UTC'): string {
  const date = toDate(value);
  return date ? dateOnly(date, locale, timeZone) : '';
}

/**
 * The date followed by a 24-hour time: "5 Mar 2025, 09:05", "5 mars 2025, 9 h 05". Date and time are joined here
 * rather than by Intl, whose joiner differs between ICU versions (Worker, browser, Node) and
 * would make server and client renders disagree.
 */
export function formatDateTime(value: string | Date, locale: Locale, timeZone = 'UTC'): string {
  const date = toDate(value);
  return date ? `${dateOnly(date, locale, timeZone)}, ${timeOnly(date, locale, timeZone)}` : '';
}

/**
 * When an event runs: "5 Mar 2025, 09:00–11:00" ("5 mars 2025, 9 h – 11 h") on one day, "5 Mar 2025, 09:00 – 6 Mar 2025,
 * 17:00" across days, just the start when there is no (valid) end. Days are compared in `timeZone`.
 */
export function formatTimeRange(
  startValue: string | Date,
  endValue: string | Date | undefined,
  locale: Locale,
  timeZone = 'UTC',
): string {
  const start = toDate(startValue);
  if (!start) return '';
  const end = endValue === undefined ? undefined : toDate(endValue);
  const startText = formatDateTime(start, locale, timeZone);
  if (!end || end.getTime() <= start.getTime()) return startText;
  if (dateOnly(start, locale, timeZone) === dateOnly(end, locale, timeZone)) {
    // French spaces the dash between times written with h: "9 h – 13 h".
    return `${startText}${locale === 'en' ? '–' : ' – '}${timeOnly(end, locale, timeZone)}`;
  }
  return `${startText} – ${formatDateTime(end, locale, timeZone)}`;
}

/**
 * A video length rounded to the minute: "1 h 05 min", "2 h", "45 min". Anything above zero
 * shows at least "1 min"; zero, negative or non-finite values show "0 min".
 */
export function formatDuration(seconds: number, locale: Locale): string {
  const totalMinutes = Number.isFinite(seconds) && seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0;
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes}${NO_BREAK_SPACE}min`;
  const hoursText = `${formatNumber(hours, locale)}${NO_BREAK_SPACE}h`;
  return minutes === 0 ? hoursText : `${hoursText} ${String(minutes).padStart(2, '0')}${NO_BREAK_SPACE}min`;
}

/** A number with the locale's grouping and decimal mark (fr groups with a narrow no-break space). */
export function formatNumber(value: number, locale: Locale): string {
  const tag = intlLocale(locale);
  return cached(`number ${tag}`, () => new Intl.NumberFormat(tag)).format(value);
}

// Binary multiples, so the 800 KB image limit (800 × 1024 bytes) reads "800 KB".
const FILE_SIZE_UNITS = [
  { bytes: 1024 ** 3, en: 'GB', fr: 'Go' },
  { bytes: 1024 ** 2, en: 'MB', fr: 'Mo' },
  { bytes: 1024, en: 'KB', fr: 'Ko' },
  { bytes: 1, en: 'B', fr: 'o' },
] as const;

/** A file size with at most one decimal: en "1.2 MB", fr "1,2 Mo" (units KB/MB, Ko/Mo). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const unit = FILE_SIZE_UNITS.find((candidate) => size >= candidate.bytes) ?? FILE_SIZE_UNITS[3];
  const tag = intlLocale(locale);
  const amount = cached(`size ${tag}`, () => new Intl.NumberFormat(tag, { maximumFractionDigits: 1 })).format(
    size / unit.bytes,
  );
  return `${amount}${NO_BREAK_SPACE}${locale === 'en' ? unit.en : unit.fr}`;
}
