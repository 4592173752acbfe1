/**
 * How much talk media "Save for offline" keeps on one device (issue #26, decision 0024): the audio
 * and, when the visitor asks for it, the small video (issue #35, decision 0039).
 *
 * 150 MB (150 × 1024² bytes, the site's unit) in all, for every saved talk's audio and small video
 * together.
 * Speech in Opus is small: our sample talks' audio is about 18 kbit/s (196,275 bytes for the 87 s
 * of presentation-1 in English), under 8 MB an hour, so the limit holds some nineteen hours of
 * talks, more than a week of listening in a field station; at a richer 48 kbit/s it still holds
 * seven. It stays a small part of a low-end phone's 8 to 16 GB, most of which is taken. Pages and
 * their images are not counted against it (they are small, and the saved page shows them); the
 * browser's own room (navigator.storage.estimate()) still has the last word. A small video is
 * larger (our 144p samples, a still card over the speech, are 223,273 bytes for the same 87 s; a
 * filmed talk at 144p runs nearer 100 kbit/s, some 45 MB an hour): it is kept only when asked, and
 * counts against the same limit.
 */
export const SAVED_MEDIA_LIMIT_BYTES = 150 * 1024 * 1024;
