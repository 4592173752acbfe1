/**
 * Captions and timed lines for a talk's own files (issue #35): WebVTT made from a timed transcript,
 * and which transcript languages are timed on a given audio or small video. A language's lines are
 * timed on that language's video, else on the other one's (decision 0026); the audio and the small
 * video of a language are cut from that same recording, so lines fit a file when both are timed on
 * one recording. Used by the captions route, the ladder, the talk file and the podcast chapters.
 */
import type { Presentation, Rendition, TranscriptSegment } from '../schemas/content';

type ContentLanguage = 'en' | 'fr';
const LANGUAGES: readonly ContentLanguage[] = ['en', 'fr'];
const other = (lang: ContentLanguage): ContentLanguage => (lang === 'en' ? 'fr' : 'en');

/** The longest a cue lasts when nothing follows it and the file's length is unknown. */
const LAST_CUE_SECONDS = 10;

/** The recording the lines (or a file) of `lang` are timed on: its video id, else the other one's. */
function recordingOf(video: Presentation['video'], lang: ContentLanguage | undefined): string {
  if (!lang) return '';
  return video?.[lang] || video?.[other(lang)] || '';
}

/**
 * The timed lines of `lang` when they fit `media` (a rendition of the talk): the transcript in that
 * language is timed, and on the recording the file is cut from (a file with no language is the
 * talk's one recording). Undefined otherwise.
 */
export function linesFor(
  item: Pick<Presentation, 'transcript' | 'video'>,
  lang: ContentLanguage,
  media: Pick<Rendition, 'lang'> | undefined,
): TranscriptSegment[] | undefined {
  const value = item.transcript?.[lang];
  if (value === undefined || typeof value === 'string') return undefined;
  if (media?.lang && recordingOf(item.video, lang) !== recordingOf(item.video, media.lang)) return undefined;
  return value.segments;
}

/** The languages whose captions fit `media`, its own language first. */
export function captionLanguages(
  item: Pick<Presentation, 'transcript' | 'video'>,
  media: Pick<Rendition, 'lang'>,
): ContentLanguage[] {
  const order = media.lang ? [media.lang, other(media.lang)] : LANGUAGES;
  return order.filter((lang) => linesFor(item, lang, media) !== undefined);
}

/** A cue time as WebVTT writes it: `00:01:35.000`. */
export function vttTime(seconds: number): string {
  const millis = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const rest = (millis % 60_000) / 1000;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:${rest.toFixed(3).padStart(6, '0')}`;
}

/** Cue text: WebVTT reads `&`, `<` and `>` as markup, and a blank line or `-->` would end the cue. */
const cueText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\s*\n\s*/g, ' ')
    .trim();

/**
 * A WebVTT file of `segments`: each line a cue from its start to the next line's start, the last
 * one to `durationSeconds` (else ten seconds on). Lines past the end of the file are left out.
 */
export function webVtt(
  segments: readonly TranscriptSegment[],
  lang: ContentLanguage,
  durationSeconds?: number,
): string {
  const end = durationSeconds !== undefined && durationSeconds > 0 ? durationSeconds : undefined;
  const cues = segments.flatMap((segment, index) => {
    if (end !== undefined && segment.start >= end) return [];
    const next = segments[index + 1]?.start ?? end ?? segment.start + LAST_CUE_SECONDS;
    const stop = Math.min(next, end ?? next);
    return [`${index + 1}\n${vttTime(segment.start)} --> ${vttTime(stop)}\n${cueText(segment.text)}`];
  });
  return `WEBVTT\nLanguage: ${lang}\n\n${cues.join('\n\n')}\n`;
}

/** The name of a captions file among a talk's media: `captions-en.vtt`. */
export const captionsName = (lang: ContentLanguage) => `captions-${lang}.vtt`;

/** A captions file's name as `captionsName` writes it; the route refuses every other. */
export const CAPTIONS_NAME = /^captions-(en|fr)\.vtt$/;

/** The site's address of a talk's captions in `lang`. */
export function captionsPath(presentationId: string, lang: ContentLanguage): string {
  return `/video-presentations/${encodeURIComponent(presentationId)}/media/${captionsName(lang)}`;
}
