import { describe, expect, it } from 'vitest';
import { salvageItem, wellFormedRenditions } from './salvage';

const audio = {
  kind: 'audio',
  url: 'https://cms.example/talk/audio-en.ogg',
  bytes: 1000,
  durationSeconds: 60,
  type: 'audio/ogg; codecs=opus',
  lang: 'en',
};
const video = { ...audio, kind: 'video', url: 'https://cms.example/talk/v.webm', type: 'video/webm', height: 144 };

describe('wellFormedRenditions', () => {
  it('keeps every good rendition as it is', () => {
    const reasons: string[] = [];
    expect(wellFormedRenditions([audio, video], (reason) => reasons.push(reason))).toEqual([audio, video]);
    expect(reasons).toEqual([]);
  });

  it('drops each malformed one alone, saying why', () => {
    const reasons: string[] = [];
    const kept = wellFormedRenditions(
      [
        { ...audio, bytes: 0 },
        audio,
        { ...video, height: undefined },
        { ...audio, kind: 'video', height: 144 },
        { ...audio, lang: 'de' },
        { ...audio, url: '/relative/audio.ogg' },
        { ...audio, url: 'javascript:alert(1)' },
        { ...audio, url: 'https://cms.example/other-copy.ogg' },
        'not an object',
        video,
      ],
      (reason) => reasons.push(reason),
    );
    expect(kept).toEqual([audio, video]);
    expect(reasons).toHaveLength(8);
    expect(reasons[0]).toMatch(/^rendition 0: bytes: /);
    expect(reasons[4]).toBe('rendition 5: its address is not absolute http(s)');
    expect(reasons[6]).toBe('rendition 7: a second audio-en.ogg');
  });

  it('drops a list that is no list', () => {
    const reasons: string[] = [];
    expect(wellFormedRenditions({ 0: audio }, (reason) => reasons.push(reason))).toBeUndefined();
    expect(reasons).toEqual(['renditions is not a list']);
  });
});

describe('salvageItem', () => {
  const presentation = { id: 'presentation-1', title: { en: 'A talk' }, renditions: [audio, { ...audio, bytes: -1 }] };

  it("takes a presentation's bad renditions out of a copy, naming the item", () => {
    const reasons: string[] = [];
    expect(salvageItem('presentations', presentation, (reason) => reasons.push(reason))).toEqual({
      ...presentation,
      renditions: [audio],
    });
    expect(presentation.renditions).toHaveLength(2);
    expect(reasons).toEqual([expect.stringMatching(/^presentation-1: rendition 1: bytes: /)]);
  });

  it('leaves out the key when no rendition is left, and leaves other items and collections alone', () => {
    const none = salvageItem('presentations', { id: 'p', renditions: [{}] }, () => {});
    expect(none).toEqual({ id: 'p' });
    const tag = { id: 't', renditions: 'whatever' };
    expect(salvageItem('tags', tag, () => {})).toBe(tag);
    expect(salvageItem('presentations', null, () => {})).toBeNull();
    const plain = { id: 'p' };
    expect(salvageItem('presentations', plain, () => {})).toBe(plain);
  });
});
