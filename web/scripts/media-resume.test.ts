// Where the ladder's audio and small video resume on this device (web/scripts/_media-resume.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { EDGE_SECONDS, MAX_ENTRIES, MEDIA_RESUME_KEY, recordPosition, resumePoint } from './_media-resume.ts';

describe('media resume points', () => {
  beforeEach(() => window.localStorage.clear());

  it('resumes where the file was left, not near its start or its end', () => {
    recordPosition('/video-presentations/p1/media/audio-en.ogg', 95.37);
    expect(resumePoint('/video-presentations/p1/media/audio-en.ogg', 300)).toBe(95.3);
    expect(resumePoint('/video-presentations/p1/media/audio-en.ogg', Number.NaN)).toBe(95.3);
    expect(resumePoint('/video-presentations/p1/media/audio-en.ogg', 95 + EDGE_SECONDS - 1)).toBeUndefined();
    recordPosition('/a', 2);
    expect(resumePoint('/a', 300)).toBeUndefined();
    expect(resumePoint('/unknown', 300)).toBeUndefined();
  });

  it('forgets a file heard to the end, and keeps only the newest files', () => {
    recordPosition('/a', 50);
    recordPosition('/a', undefined);
    expect(resumePoint('/a', 300)).toBeUndefined();
    for (let index = 0; index < MAX_ENTRIES + 5; index += 1) recordPosition(`/f${index}`, 60, 1000 + index);
    const kept = Object.keys(JSON.parse(window.localStorage.getItem(MEDIA_RESUME_KEY) ?? '{}'));
    expect(kept).toHaveLength(MAX_ENTRIES);
    expect(kept).not.toContain('/f0');
    expect(kept).toContain(`/f${MAX_ENTRIES + 4}`);
  });

  it('survives a damaged record', () => {
    window.localStorage.setItem(MEDIA_RESUME_KEY, '{"x":1,"/b":{"at":"no"}');
    expect(resumePoint('/b', 300)).toBeUndefined();
    window.localStorage.setItem(MEDIA_RESUME_KEY, '{"nope":{"at":30,"updatedAt":1},"/b":{"at":"x","updatedAt":1}}');
    expect(resumePoint('nope', 300)).toBeUndefined();
    expect(resumePoint('/b', 300)).toBeUndefined();
    recordPosition('/c', 40);
    expect(resumePoint('/c', 300)).toBe(40);
  });
});
