/**
 * How much talk audio "Save for offline" keeps on one device (issue #26, decision 0024).
 *
 * 150 MB (150 × 1024² bytes, the site's unit) in all, for every saved talk's audio together. Our
 * sample talks' speech audio (Opus, mono, about 24 kbit/s) is about 10 MB an hour, so the limit
 * holds some fifteen hours of talks: more than a week of listening in a field station, while a
 * low-end phone with 8 to 16 GB of storage, most of it taken, is never asked for more than a few
 * photos' worth. Pages and their images are not counted against it (they are small, and the
 * visitor sees them on the saved page); the browser's own quota (navigator.storage.estimate())
 * still has the last word.
 */
export const SAVED_AUDIO_LIMIT_BYTES = 150 * 1024 * 1024;
