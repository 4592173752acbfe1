// What watching a video costs in data, for the player's facade: an estimate from its duration and
// the bitrate of the lowest sensible quality (shared/constants/video.ts), rounded and formatted.
import type { Locale } from '../constants/spec';
import { VIDEO_360P_BITS_PER_SECOND, VIDEO_ESTIMATE_QUALITY } from '../constants/video';
import { formatDuration, formatFileSize } from './dates';

const MB = 1024 ** 2;
const GB = 1024 ** 3;

/** Bytes of `seconds` of video at 360p; undefined for an unknown (zero, negative, not finite) duration. */
export function estimateVideoBytes(seconds: number): number | undefined {
  if (!Number.isFinite(seconds) || seconds <= 0) return undefined;
  return Math.round((seconds * VIDEO_360P_BITS_PER_SECOND) / 8);
}

/**
 * An estimate rounded as it should be said: whole megabytes below 100 MB (at least 1 MB), tens
 * of megabytes below 1,000 MB, then tenths of a gigabyte. "About 237.8 MB" would claim a precision
 * the estimate does not have.
 */
export function roundDataEstimate(bytes: number): number {
  const megabytes = bytes / MB;
  if (megabytes < 99.5) return Math.max(1, Math.round(megabytes)) * MB;
  const tens = Math.round(megabytes / 10) * 10;
  if (tens < 1000) return tens * MB;
  return (Math.round((bytes / GB) * 10) / 10) * GB;
}

export interface VideoCost {
  /** "47 min", "1 h 05 min". */
  duration: string;
  /** "240 MB" / "240 Mo", "1.2 GB" / "1,2 Go" (a no-break space before the unit). */
  size: string;
  /** "360p". */
  quality: string;
}

/**
 * The parts of the facade's line (the sentence itself is the `presentations:player.cost` string),
 * in the reader's number format; undefined when the duration is unknown.
 */
export function videoCost(seconds: number | undefined, locale: Locale): VideoCost | undefined {
  const bytes = seconds === undefined ? undefined : estimateVideoBytes(seconds);
  if (seconds === undefined || bytes === undefined) return undefined;
  return {
    duration: formatDuration(seconds, locale),
    size: formatFileSize(roundDataEstimate(bytes), locale),
    quality: VIDEO_ESTIMATE_QUALITY,
  };
}
