/**
 * What watching a video costs in mobile data, said on the player's facade before anything loads
 * ("47 min · about 240 MB at 360p"). Readers pay for every megabyte, so the estimate is for the
 * lowest quality a talk with slides stays readable at, and they can choose it in the player.
 */

/** The quality the estimate is for (YouTube's name for it). */
export const VIDEO_ESTIMATE_QUALITY = '360p';

/**
 * Bits per second of a YouTube video at 360p, picture and sound together: 0.7 Mbit/s, that is
 * 87,500 bytes a second, 5 MB (5 × 1024² bytes, the site's unit) a minute, 300 MB an hour.
 *
 * Where it comes from: YouTube does not publish what it streams at each quality. Its encoder
 * guidance for 360p (YouTube Help, "Choose live encoder settings, bitrates, and resolutions")
 * gives 400–1,000 kbit/s of video; we take the middle, 700 kbit/s, for picture and sound together
 * (the sound, AAC or Opus, is about 128 kbit/s). This is the usual basis of the "about 315 MB an
 * hour at 360p" (decimal MB) that data-usage guides quote. Measurements of real streams vary
 * widely with the content: a talk with still slides costs less, field footage more. So the facade
 * says "about", and rounds (shared/lib/video-cost.ts).
 */
export const VIDEO_360P_BITS_PER_SECOND = 700_000;
