import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Presentation, Presenter } from '../schemas/content';
import {
  base64Length,
  TALK_FILE_CSP,
  TALK_FILE_SCRIPT,
  TALK_FILE_SCRIPT_HASH,
  TALK_FILE_STYLE,
  TALK_FILE_STYLE_HASH,
  talkFile,
  textBase64,
} from './talk-file';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

const item: Presentation = {
  id: 'presentation-1',
  slug: 'rhino-poaching',
  title: { en: 'Rhino <Poaching>', fr: 'Le braconnage' },
  date: '2025-03-04T09:00:00.000Z',
  presenterIds: ['p1'],
  collectionIds: [],
  tagIds: [],
  categoryIds: [],
  video: { en: 'abc', fr: 'abc' },
  transcript: {
    en: {
      segments: [
        { start: 0, text: 'Good evening.' },
        { start: 95, text: 'Read the ground.' },
      ],
    },
    fr: 'Bonsoir.\n\nLire le sol.',
  },
  renditions: [
    {
      kind: 'audio',
      url: 'https://cms.test/a-en.ogg',
      bytes: 1000,
      durationSeconds: 60,
      type: 'audio/ogg; codecs=opus',
      lang: 'en',
    },
    {
      kind: 'video',
      url: 'https://cms.test/v-en.webm',
      bytes: 2000,
      durationSeconds: 60,
      type: 'video/webm',
      height: 144,
      lang: 'en',
    },
  ],
};
const presenters = [{ id: 'p1', name: 'Thandi', surname: 'Mokoena' }] as Presenter[];

describe('the talk file', () => {
  it('carries the hashes of its own style and script in its CSP, and nothing from anywhere', () => {
    expect(sha256(TALK_FILE_STYLE)).toBe(TALK_FILE_STYLE_HASH);
    expect(sha256(TALK_FILE_SCRIPT)).toBe(TALK_FILE_SCRIPT_HASH);
    expect(TALK_FILE_CSP).toMatch(/^default-src 'none'; media-src data:; img-src data:;/);
  });

  it('says its exact size: the text around the base64 of the audio', () => {
    const file = talkFile(item, presenters, 'en', 'audio', 'https://site.test')!;
    const whole = file.head + 'A'.repeat(base64Length(1000)) + file.tail;
    expect(file.bytes).toBe(new TextEncoder().encode(whole).byteLength);
    expect(file.filename).toBe('rhino-poaching-talk-en.html');
    expect(file.head).toContain('<h1>Rhino &#60;Poaching&#62;</h1>');
    expect(file.head).toContain('Thandi Mokoena');
    expect(file.head).toContain('href="#t-95" data-t="95">1:35</a>Read the ground.');
    expect(file.head).toMatch(/src="data:audio\/ogg;base64,$/);
    expect(file.head).toContain('https://site.test/video-presentations/presentation-1');
    expect(file.head).not.toMatch(/src="(https?:|\/)/);
  });

  it('is in French with the French transcript, without jumps for a plain one, and with the English audio marked', () => {
    const file = talkFile(item, presenters, 'fr', 'audio', 'https://site.test')!;
    expect(file.head).toMatch(/^<!doctype html><html lang="fr">/);
    expect(file.head).toContain('<p>Lire le sol.</p>');
    expect(file.head).not.toContain('data-t=');
    expect(file.head).toContain('<audio controls preload="metadata" lang="en"');
    expect(file.filename).toBe('rhino-poaching-talk-fr.html');
  });

  it('embeds the small video with its captions as data: tracks', () => {
    const file = talkFile(item, presenters, 'en', 'video', 'https://site.test')!;
    expect(file.tail).toContain(
      '<track kind="captions" srclang="en" label="English" default src="data:text/vtt;base64,',
    );
    expect(file.filename).toBe('rhino-poaching-talk-video-en.html');
    expect(file.media.kind).toBe('video');
  });

  it('is not there without the file', () => {
    expect(talkFile({ ...item, renditions: [] }, presenters, 'en', 'audio', 'https://site.test')).toBeUndefined();
  });

  it('writes base64 as btoa does', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'Français « ça »']) {
      expect(textBase64(text)).toBe(Buffer.from(text, 'utf8').toString('base64'));
    }
  });
});
