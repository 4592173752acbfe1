/**
 * Moments of a video (docs/decisions/0026-transcript-moments.md): the `?t=` of a shared or
 * searched link, how a time is written on the page ("1:35", "1:02:05") and for machines
 * (`PT1M35S`), the anchor of a transcript line, and which line plays at a given second.
 */
import { MOMENT_PARAM } from './moment-param';

/**
 * The latest moment there can be, in seconds: a day, far beyond any talk. Here rather than in the
 * content schema, so pages that read `?t=` do not bring the schemas into the browser.
 */
export const MAX_MOMENT_SECONDS = 24 * 3600;

const SECONDS_ONLY = /^(\d{1,6})s?$/;
const HOURS_MINUTES_SECONDS = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s)?$/;

/**
 * The second a `?t=` value names: whole seconds ("95", "95s") or YouTube's own form ("1m35s",
 * "1h2m5s"). Undefined for anything else, and beyond a day (no talk is that long).
 */
export function parseMoment(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  let seconds: number | undefined;
  const plain = SECONDS_ONLY.exec(value);
  if (plain) seconds = Number(plain[1]);
  else {
    const parts = HOURS_MINUTES_SECONDS.exec(value);
    if (!parts || parts[0] === '') return undefined;
    seconds = Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0);
  }
  return seconds <= MAX_MOMENT_SECONDS ? seconds : undefined;
}

function parts(seconds: number): [hours: number, minutes: number, seconds: number] {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
}

const two = (value: number) => String(value).padStart(2, '0');

/** A time as video players write it, the same in every language: "0:05", "1:35", "1:02:05". */
export function formatMoment(seconds: number): string {
  const [hours, minutes, rest] = parts(seconds);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}

/** The same time as an ISO 8601 duration, for `<time datetime>`: "PT1M35S", "PT1H2M5S", "PT0S". */
export function momentDuration(seconds: number): string {
  const [hours, minutes, rest] = parts(seconds);
  if (hours + minutes + rest === 0) return 'PT0S';
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest ? `${rest}S` : ''}`;
}

/** The id of the transcript line that starts at `seconds`: "t-95". */
export function momentAnchor(seconds: number): string {
  return `t-${Math.floor(seconds)}`;
}

/**
 * The address of a moment: `<path>?t=95`, and with `anchor`, `#t-95` after it (the line itself,
 * so a reader who follows a line's link without JavaScript stays at that line).
 */
export function momentHref(seconds: number, { path = '', anchor = false }: { path?: string; anchor?: boolean } = {}) {
  const second = Math.floor(seconds);
  return `${path}?${MOMENT_PARAM}=${second}${anchor ? `#${momentAnchor(second)}` : ''}`;
}

/**
 * The index of the line being spoken at `seconds`: the last whose start is at or before it
 * (starts rise strictly), or -1 before the first line and without a time.
 */
export function segmentAt(segments: readonly { start: number }[], seconds: number | undefined): number {
  if (seconds === undefined || !Number.isFinite(seconds)) return -1;
  let low = 0;
  let high = segments.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (segments[middle]!.start <= seconds) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}
