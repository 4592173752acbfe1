// What a recorded answer really is, read from its bytes (decision 0040): formats, lengths, and the
// files refused (an image, a video, text renamed .mp3).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkAudio } from './audio-check';
import { mp3, mp4, oggOpus, wav } from './audio-check.fixtures';
import { buildPhotoPng } from './image-check.fixtures';

const sample = (path: string) =>
  new Uint8Array(readFileSync(new URL(`../../dev/content-service/${path}`, import.meta.url)));

describe('checkAudio', () => {
  it('reads the format and length of Ogg Opus, WAV, M4A and MP3', () => {
    expect(checkAudio(oggOpus(42))).toMatchObject({ ok: true, format: 'ogg' });
    expect((checkAudio(oggOpus(42)) as { seconds: number }).seconds).toBeCloseTo(42, 1);
    expect(checkAudio(wav(3))).toEqual({ ok: true, format: 'wav', seconds: 3 });
    expect(checkAudio(mp4(61.5, 'soun'))).toEqual({ ok: true, format: 'm4a', seconds: 61.5 });
    const music = checkAudio(mp3(10));
    expect(music).toMatchObject({ ok: true, format: 'mp3' });
    expect((music as { seconds: number }).seconds).toBeCloseTo(10, 0);
  });

  it('reads the sample answers recorded with espeak-ng and opusenc', () => {
    const checked = checkAudio(sample('sample-answer-recordings/reporting-a-poaching-incident.ogg'));
    expect(checked).toMatchObject({ ok: true, format: 'ogg' });
    expect((checked as { seconds: number }).seconds).toBeGreaterThan(5);
  });

  it('refuses what is not audio, whatever its name, and a video', () => {
    expect(checkAudio(buildPhotoPng(8, 8))).toEqual({ ok: false, reason: 'notAudio' });
    expect(checkAudio(new TextEncoder().encode('This is a text file renamed answer.mp3, not audio at all.'))).toEqual({
      ok: false,
      reason: 'notAudio',
    });
    expect(checkAudio(mp4(20, 'vide'))).toEqual({ ok: false, reason: 'video' });
    expect(checkAudio(sample('sample-media/why-fynbos-needs-fire/video-144p-en.webm'))).toEqual({
      ok: false,
      reason: 'notAudio',
    });
  });
});
