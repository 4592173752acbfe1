/**
 * A presentation's transcript as a reader is shown it (docs/decisions/0026-transcript-moments.md):
 * the language chosen as for every text (decision 0014), and its timed lines offered as moments
 * only when they are timed on the video the reader is shown. Used by the page and the search index,
 * so a search hit never links to a moment the page would not offer.
 */
import type { Locale } from '../constants/spec';
import type { Presentation, Transcript, TranscriptSegment } from '../schemas/content';
import { localize, textLanguage } from './localize';

type ContentLanguage = 'en' | 'fr';
type TranscriptValue = NonNullable<Transcript['en']>;

/** The plain text of one language's transcript: its text, or its lines as paragraphs. */
export function transcriptText(value: TranscriptValue | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : value.segments.map((segment) => segment.text).join('\n\n');
}

export interface ReaderTranscript {
  lang: ContentLanguage;
  /** The transcript in that language, as the content service gave it. */
  value: TranscriptValue;
  /** Its lines, when their times are those of the video the reader is shown (they can seek it). */
  moments?: TranscriptSegment[];
}

/** The id of the video the lines of `lang` are timed on: that language's, else the other one's. */
function timedOn(video: Presentation['video'], lang: ContentLanguage): string | undefined {
  return video?.[lang] || video?.[lang === 'en' ? 'fr' : 'en'] || undefined;
}

/**
 * What a reader in `locale` is shown of a presentation's transcript, or undefined (none in a
 * language the reader reads). The page plays `localize(video, locale)`; lines timed on another
 * recording (a separately recorded French video, say) are shown as text without times.
 */
export function readerTranscript(
  item: Pick<Presentation, 'transcript' | 'video'>,
  locale: Locale,
): ReaderTranscript | undefined {
  const lang = textLanguage(item.transcript, locale);
  const value = lang ? item.transcript?.[lang] : undefined;
  if (!lang || value === undefined) return undefined;
  if (typeof value === 'string') return { lang, value };
  const shown = localize(item.video, locale);
  return shown !== '' && shown === timedOn(item.video, lang)
    ? { lang, value, moments: value.segments }
    : { lang, value };
}
