// The limit on the audio "Save for offline" keeps (issue #26, decision 0024): a talk's audio is
// kept only within the site's limit for all saved audio and the room the browser says is left;
// the counts the control and the saved page show.
import { describe, expect, it } from 'vitest';
import { SAVED_AUDIO_LIMIT_BYTES } from '#shared/constants/offline.ts';
import type { SavedIndex, SavedItem } from '#shared/lib/offline.ts';
import { audioBytes, audioSkip, keptAudioBytes, sharedBytes, totalBytes } from './_saved.ts';

const MB = 1024 * 1024;

function item(path: string, pageBytes: number, audio?: number): SavedItem {
  const audioPath = `${path}/media/audio-en.ogg`;
  return {
    path,
    kind: 'presentation',
    title: path,
    savedAt: '2026-01-01T00:00:00.000Z',
    bytes: pageBytes + (audio ?? 0),
    ...(audio === undefined ? {} : { audio: { path: audioPath, bytes: audio } }),
    own: audio === undefined ? [path] : [path, audioPath],
    parts: audio === undefined ? [path, '/assets/site.css'] : [path, audioPath, '/assets/site.css'],
  };
}

function index(...items: SavedItem[]): SavedIndex {
  const sizes: Record<string, number> = { '/assets/site.css': 20_000 };
  for (const saved of items) {
    sizes[saved.path] = saved.bytes - (saved.audio?.bytes ?? 0);
    if (saved.audio) sizes[saved.audio.path] = saved.audio.bytes;
  }
  return { items, sizes };
}

describe('audioSkip', () => {
  it('is 150 MB in all, in the site’s unit', () => {
    expect(SAVED_AUDIO_LIMIT_BYTES).toBe(150 * MB);
  });

  it('keeps an audio that fits under the limit beside what is kept', () => {
    expect(audioSkip({ bytes: 10 * MB, keptBytes: 0 })).toBeNull();
    expect(audioSkip({ bytes: 10 * MB, keptBytes: 140 * MB })).toBeNull();
    expect(audioSkip({ bytes: 4 * MB, keptBytes: 6 * MB, limit: 10 * MB })).toBeNull();
  });

  it('refuses an audio that would pass the limit, by a byte or alone', () => {
    expect(audioSkip({ bytes: 10 * MB + 1, keptBytes: 140 * MB })).toBe('limit');
    expect(audioSkip({ bytes: 151 * MB, keptBytes: 0 })).toBe('limit');
    expect(audioSkip({ bytes: 5 * MB, keptBytes: 6 * MB, limit: 10 * MB })).toBe('limit');
  });

  it('refuses a size that is no size', () => {
    expect(audioSkip({ bytes: Number.NaN, keptBytes: 0 })).toBe('limit');
    expect(audioSkip({ bytes: -1, keptBytes: 0 })).toBe('limit');
    expect(audioSkip({ bytes: Infinity, keptBytes: 0 })).toBe('limit');
  });

  it('refuses an audio the device has no room for, when the browser says so', () => {
    const estimate = { quota: 100 * MB, usage: 95 * MB };
    expect(audioSkip({ bytes: 6 * MB, keptBytes: 0, estimate })).toBe('room');
    expect(audioSkip({ bytes: 5 * MB, keptBytes: 0, estimate })).toBeNull();
    // The site's limit is said first: removing a saved talk is what the visitor can do.
    expect(audioSkip({ bytes: 151 * MB, keptBytes: 0, estimate })).toBe('limit');
    // A browser that says nothing (or half) leaves the limit alone to decide.
    expect(audioSkip({ bytes: 6 * MB, keptBytes: 0, estimate: {} })).toBeNull();
    expect(audioSkip({ bytes: 6 * MB, keptBytes: 0, estimate: { quota: 1 } })).toBeNull();
  });
});

describe('the counts of kept audio', () => {
  const saved = index(
    item('/video-presentations/a', 300_000, 4 * MB),
    item('/blog/b', 100_000),
    item('/video-presentations/c', 200_000, 2 * MB),
  );

  it('adds the audio of every item, or of the others than one (the one saved again)', () => {
    expect(audioBytes(saved)).toBe(6 * MB);
    expect(keptAudioBytes(saved, '/video-presentations/a')).toBe(2 * MB);
    expect(keptAudioBytes(saved, '/blog/b')).toBe(6 * MB);
    expect(audioBytes(index())).toBe(0);
  });

  it('counts the audio in the total and as the item’s own, not as shared', () => {
    expect(totalBytes(saved)).toBe(600_000 + 6 * MB + 20_000);
    expect(sharedBytes(saved)).toBe(20_000);
  });
});
