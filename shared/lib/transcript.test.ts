import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { presentation, transcript as transcriptSchema } from '../schemas/content';
import { readerTranscript, transcriptText } from './transcript';

const en = {
  segments: [
    { start: 0, text: 'Good evening.' },
    { start: 95, text: 'Read the ground.' },
  ],
};
const fr = {
  segments: [
    { start: 0, text: 'Bonsoir.' },
    { start: 102, text: 'Lire le sol.' },
  ],
};

describe('the transcript schema', () => {
  const valid = (value: unknown) => v.safeParse(transcriptSchema, value).success;

  it('takes plain text or timed lines per language, mixed', () => {
    expect(valid({ en: 'Plain text.', fr: 'Texte.' })).toBe(true);
    expect(valid({ en, fr })).toBe(true);
    expect(valid({ en, fr: 'Texte seul.' })).toBe(true);
    expect(valid({})).toBe(true);
  });

  it('refuses lines out of order, repeated, negative, fractional or empty, and no lines at all', () => {
    const line = (start: unknown, text: unknown = 'x') => ({ start, text });
    expect(valid({ en: { segments: [line(10), line(5)] } })).toBe(false);
    expect(valid({ en: { segments: [line(10), line(10)] } })).toBe(false);
    expect(valid({ en: { segments: [line(-1)] } })).toBe(false);
    expect(valid({ en: { segments: [line(1.5)] } })).toBe(false);
    expect(valid({ en: { segments: [line(5, '   ')] } })).toBe(false);
    expect(valid({ en: { segments: [line('5')] } })).toBe(false);
    expect(valid({ en: { segments: [line(24 * 3600 + 1)] } })).toBe(false);
    expect(valid({ en: { segments: [] } })).toBe(false);
    expect(valid({ en: [line(5)] })).toBe(false);
  });

  it('trims the text of a line', () => {
    const parsed = v.parse(transcriptSchema, { en: { segments: [{ start: 3, text: '  Hello. ' }] } });
    expect(parsed.en).toEqual({ segments: [{ start: 3, text: 'Hello.' }] });
  });

  it('keeps a presentation with a plain transcript valid', () => {
    const item = {
      id: 'presentation-1',
      title: { en: 'Talk' },
      date: '2025-01-01T09:00:00.000Z',
      presenterIds: [],
      collectionIds: [],
      tagIds: [],
      categoryIds: [],
      transcript: { en: 'Plain.' },
    };
    expect(v.safeParse(presentation, item).success).toBe(true);
    expect(
      v.safeParse(presentation, { ...item, transcript: { en: { segments: [{ start: -2, text: 'x' }] } } }).success,
    ).toBe(false);
  });
});

describe('transcriptText', () => {
  it('gives plain text as it is, and timed lines as paragraphs', () => {
    expect(transcriptText('One.\n\nTwo.')).toBe('One.\n\nTwo.');
    expect(transcriptText(en)).toBe('Good evening.\n\nRead the ground.');
    expect(transcriptText(undefined)).toBe('');
  });
});

describe('readerTranscript', () => {
  it('offers the lines as moments when they are timed on the video shown', () => {
    const item = { transcript: { en, fr }, video: { en: 'aaaaaaaaaaa', fr: 'aaaaaaaaaaa' } };
    expect(readerTranscript(item, 'en')).toEqual({ lang: 'en', value: en, moments: en.segments });
    expect(readerTranscript(item, 'fr')).toEqual({ lang: 'fr', value: fr, moments: fr.segments });
    expect(readerTranscript(item, 'combined')).toEqual({ lang: 'fr', value: fr, moments: fr.segments });
  });

  it('times each language on its own recording', () => {
    const item = { transcript: { en, fr }, video: { en: 'aaaaaaaaaaa', fr: 'bbbbbbbbbbb' } };
    expect(readerTranscript(item, 'fr')?.moments).toBe(fr.segments);
    expect(readerTranscript(item, 'en')?.moments).toBe(en.segments);
  });

  it('shows lines timed on another recording without times', () => {
    // combined: French video, English lines only (timed on the English video).
    const item = { transcript: { en }, video: { en: 'aaaaaaaaaaa', fr: 'bbbbbbbbbbb' } };
    expect(readerTranscript(item, 'combined')).toEqual({ lang: 'en', value: en });
    // No video at all: nothing to seek.
    expect(readerTranscript({ transcript: { en } }, 'en')).toEqual({ lang: 'en', value: en });
  });

  it('times a language without a video of its own on the other one', () => {
    const item = { transcript: { fr }, video: { en: 'aaaaaaaaaaa' } };
    // combined reads the French transcript and, with no French video, plays the English one.
    expect(readerTranscript(item, 'combined')?.moments).toBe(fr.segments);
  });

  it('follows the reader languages of decision 0014: fr reads French only', () => {
    const item = { transcript: { en }, video: { en: 'aaaaaaaaaaa' } };
    expect(readerTranscript(item, 'fr')).toBeUndefined();
    expect(readerTranscript(item, 'combined')?.lang).toBe('en');
    expect(readerTranscript({ transcript: { en: '', fr: 'Texte.' } }, 'en')).toEqual({ lang: 'fr', value: 'Texte.' });
    expect(readerTranscript({}, 'en')).toBeUndefined();
  });

  it('gives plain text without moments', () => {
    expect(readerTranscript({ transcript: { en: 'Plain.' }, video: { en: 'aaaaaaaaaaa' } }, 'en')).toEqual({
      lang: 'en',
      value: 'Plain.',
    });
  });
});
