import { describe, expect, it } from 'vitest';
import { captionLanguages, linesFor, vttTime, webVtt } from './captions';

const en = {
  segments: [
    { start: 0, text: 'Good evening.' },
    { start: 95, text: 'Read <the> ground & tracks.' },
  ],
};
const fr = {
  segments: [
    { start: 0, text: 'Bonsoir.' },
    { start: 102, text: 'Lire le sol.' },
  ],
};

describe('WebVTT from a timed transcript', () => {
  it('writes one cue per line, each to the next line’s start and the last to the file’s end', () => {
    expect(webVtt(en.segments, 'en', 120)).toBe(
      'WEBVTT\nLanguage: en\n\n1\n00:00:00.000 --> 00:01:35.000\nGood evening.\n\n' +
        '2\n00:01:35.000 --> 00:02:00.000\nRead &lt;the&gt; ground &amp; tracks.\n',
    );
  });

  it('ends the last cue ten seconds on without a length, and leaves out lines past the end', () => {
    expect(webVtt(en.segments, 'en')).toContain('00:01:35.000 --> 00:01:45.000');
    expect(webVtt(en.segments, 'en', 60)).not.toContain('Read');
    expect(webVtt(en.segments, 'en', 60)).toContain('00:00:00.000 --> 00:01:00.000');
  });

  it('writes hours, minutes and milliseconds', () => {
    expect(vttTime(3725.5)).toBe('01:02:05.500');
    expect(vttTime(0)).toBe('00:00:00.000');
  });
});

describe('which captions fit a file', () => {
  it('offers both languages when both are timed on the one recording, the file’s own first', () => {
    const item = { transcript: { en, fr }, video: { en: 'abc', fr: 'abc' } };
    expect(captionLanguages(item, { lang: 'fr' })).toEqual(['fr', 'en']);
    expect(captionLanguages(item, {})).toEqual(['en', 'fr']);
  });

  it('offers only the file’s language when French was recorded apart', () => {
    const item = { transcript: { en, fr }, video: { en: 'abc', fr: 'xyz' } };
    expect(captionLanguages(item, { lang: 'en' })).toEqual(['en']);
    expect(captionLanguages(item, { lang: 'fr' })).toEqual(['fr']);
  });

  it('offers none for a plain-text transcript', () => {
    const item = { transcript: { en: 'Plain text.' }, video: { en: 'abc' } };
    expect(captionLanguages(item, { lang: 'en' })).toEqual([]);
    expect(linesFor(item, 'en', undefined)).toBeUndefined();
  });
});
