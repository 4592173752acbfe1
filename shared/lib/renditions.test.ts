import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { rendition, type Rendition } from '../schemas/content';
import { RENDITION_NAME, renditionName, renditionNamed, renditionPath, renditionsFor } from './renditions';

const audioEn: Rendition = {
  kind: 'audio',
  url: 'https://cms.example/a-en.ogg',
  bytes: 1000,
  durationSeconds: 60,
  type: 'audio/ogg; codecs=opus',
  lang: 'en',
};
const audioFr: Rendition = { ...audioEn, url: 'https://cms.example/a-fr.ogg', lang: 'fr' };
const video144: Rendition = {
  kind: 'video',
  url: 'https://cms.example/v144.webm',
  bytes: 5000,
  durationSeconds: 60,
  type: 'video/webm; codecs="vp9, opus"',
  height: 144,
};
const video240: Rendition = { ...video144, url: 'https://cms.example/v240.webm', height: 240, bytes: 9000 };

describe('renditions', () => {
  it('names each rendition by kind, height, language and type', () => {
    expect(renditionName(audioEn)).toBe('audio-en.ogg');
    expect(renditionName(video144)).toBe('video-144p.webm');
    expect(renditionName({ ...audioEn, type: 'audio/x-unknown', lang: undefined })).toBe('audio.bin');
    for (const item of [audioEn, audioFr, video144, video240])
      expect(RENDITION_NAME.test(renditionName(item))).toBe(true);
  });

  it('gives a same-origin address and finds a rendition by its name only', () => {
    expect(renditionPath('presentation-1', audioFr)).toBe('/video-presentations/presentation-1/media/audio-fr.ogg');
    expect(renditionNamed([audioEn, audioFr], 'audio-fr.ogg')).toBe(audioFr);
    expect(renditionNamed([audioEn], '../audio-en.ogg')).toBeUndefined();
    expect(renditionNamed([audioEn], 'audio-de.ogg')).toBeUndefined();
  });

  it('picks the audio of the first language that has one and the smallest video', () => {
    expect(renditionsFor([audioEn, audioFr, video240, video144], ['fr', 'en'])).toEqual({
      audio: audioFr,
      smallVideo: video144,
    });
    expect(renditionsFor([audioEn], ['fr', 'en']).audio).toBe(audioEn);
    expect(renditionsFor([audioEn], ['fr'])).toEqual({});
    expect(renditionsFor(undefined, ['en'])).toEqual({});
  });

  it('the content schema refuses a video without a height and an audio file with one', () => {
    expect(v.safeParse(rendition, video144).success).toBe(true);
    expect(v.safeParse(rendition, { ...video144, height: undefined }).success).toBe(false);
    expect(v.safeParse(rendition, { ...audioEn, height: 144 }).success).toBe(false);
    expect(v.safeParse(rendition, { ...audioEn, type: 'video/webm' }).success).toBe(false);
    expect(v.safeParse(rendition, { ...audioEn, bytes: 0 }).success).toBe(false);
    // A type must be something a Content-Type header can carry (a curly quote is not).
    expect(v.safeParse(rendition, { ...audioEn, type: 'audio/ogg; codecs=\u201copus\u201d' }).success).toBe(false);
    expect(() => new Headers({ 'content-type': audioEn.type })).not.toThrow();
  });
});
