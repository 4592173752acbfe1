// The limit on the media "Save for offline" keeps (issues #26, #35, decision 0024): a talk's audio
// and small video are kept only within the site's limit for all saved media and the room the
// browser says is left; the counts the control and the saved page show.
import { describe, expect, it } from 'vitest';
import { SAVED_MEDIA_LIMIT_BYTES } from '#shared/constants/offline.ts';
import type { SavedIndex, SavedItem } from '#shared/lib/offline.ts';
import { keptMediaBytes, mediaBytes, mediaSkip, sharedBytes, totalBytes } from './_saved.ts';

const MB = 1024 * 1024;

function item(path: string, pageBytes: number, audio?: number, video?: number): SavedItem {
  const media = [
    ...(audio === undefined ? [] : [{ path: `${path}/media/audio-en.ogg`, bytes: audio }]),
    ...(video === undefined ? [] : [{ path: `${path}/media/video-144p-en.webm`, bytes: video }]),
  ];
  return {
    path,
    kind: 'presentation',
    title: path,
    savedAt: '2026-01-01T00:00:00.000Z',
    bytes: pageBytes + (audio ?? 0) + (video ?? 0),
    ...(audio === undefined ? {} : { audio: media[0]! }),
    ...(video === undefined ? {} : { video: media[media.length - 1]! }),
    own: [path, ...media.map((file) => file.path)],
    parts: [path, ...media.map((file) => file.path), '/assets/site.css'],
  };
}

function index(...items: SavedItem[]): SavedIndex {
  const sizes: Record<string, number> = { '/assets/site.css': 20_000 };
  for (const saved of items) {
    sizes[saved.path] = saved.bytes - (saved.audio?.bytes ?? 0) - (saved.video?.bytes ?? 0);
    if (saved.audio) sizes[saved.audio.path] = saved.audio.bytes;
    if (saved.video) sizes[saved.video.path] = saved.video.bytes;
  }
  return { items, sizes };
}

describe('mediaSkip', () => {
  it('is 150 MB in all, in the site’s unit', () => {
    expect(SAVED_MEDIA_LIMIT_BYTES).toBe(150 * MB);
  });

  it('keeps an audio that fits under the limit beside what is kept', () => {
    expect(mediaSkip({ bytes: 10 * MB, keptBytes: 0 })).toBeNull();
    expect(mediaSkip({ bytes: 10 * MB, keptBytes: 140 * MB })).toBeNull();
    expect(mediaSkip({ bytes: 4 * MB, keptBytes: 6 * MB, limit: 10 * MB })).toBeNull();
  });

  it('refuses an audio that would pass the limit, by a byte or alone', () => {
    expect(mediaSkip({ bytes: 10 * MB + 1, keptBytes: 140 * MB })).toBe('limit');
    expect(mediaSkip({ bytes: 151 * MB, keptBytes: 0 })).toBe('limit');
    expect(mediaSkip({ bytes: 5 * MB, keptBytes: 6 * MB, limit: 10 * MB })).toBe('limit');
  });

  it('refuses a size that is no size', () => {
    expect(mediaSkip({ bytes: Number.NaN, keptBytes: 0 })).toBe('limit');
    expect(mediaSkip({ bytes: -1, keptBytes: 0 })).toBe('limit');
    expect(mediaSkip({ bytes: Infinity, keptBytes: 0 })).toBe('limit');
  });

  it('refuses an audio the device has no room for, when the browser says so', () => {
    const estimate = { quota: 100 * MB, usage: 95 * MB };
    expect(mediaSkip({ bytes: 6 * MB, keptBytes: 0, estimate })).toBe('room');
    expect(mediaSkip({ bytes: 5 * MB, keptBytes: 0, estimate })).toBeNull();
    // The site's limit is said first: removing a saved talk is what the visitor can do.
    expect(mediaSkip({ bytes: 151 * MB, keptBytes: 0, estimate })).toBe('limit');
    // A browser that says nothing (or half) leaves the limit alone to decide.
    expect(mediaSkip({ bytes: 6 * MB, keptBytes: 0, estimate: {} })).toBeNull();
    expect(mediaSkip({ bytes: 6 * MB, keptBytes: 0, estimate: { quota: 1 } })).toBeNull();
  });
});

describe('the counts of kept media', () => {
  const saved = index(
    item('/video-presentations/a', 300_000, 4 * MB),
    item('/blog/b', 100_000),
    item('/video-presentations/c', 200_000, 2 * MB),
    item('/video-presentations/d', 200_000, undefined, 8 * MB),
    item('/video-presentations/e', 100_000, 1 * MB, 3 * MB),
  );

  it('adds the audio and small video of every item, or of the others than one (the one saved again)', () => {
    expect(mediaBytes(saved)).toBe(18 * MB);
    expect(keptMediaBytes(saved, '/video-presentations/a')).toBe(14 * MB);
    expect(keptMediaBytes(saved, '/video-presentations/e')).toBe(14 * MB);
    expect(keptMediaBytes(saved, '/blog/b')).toBe(18 * MB);
    expect(mediaBytes(index())).toBe(0);
  });

  it('counts the media in the total and as the item’s own, not as shared', () => {
    expect(totalBytes(saved)).toBe(900_000 + 18 * MB + 20_000);
    expect(sharedBytes(saved)).toBe(20_000);
  });
});
