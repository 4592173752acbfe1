import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { inProgress, newer, progressKey, type ProgressEntry } from '../lib/progress';
import { progressEntrySchema } from './progress';

const entry = (at: number, updatedAt: string, kind: ProgressEntry['kind'] = 'presentation'): ProgressEntry => ({
  kind,
  id: 'presentation-4',
  at,
  updatedAt,
});

describe('progress entries', () => {
  it('keep the newer of two entries, the first on a tie', () => {
    const early = entry(10, '2026-11-20T10:00:00.000Z');
    const late = entry(20, '2026-11-20T11:00:00.000Z');
    expect(newer(early, late)).toBe(late);
    expect(newer(late, early)).toBe(late);
    expect(newer(early, { ...early, at: 99 })).toBe(early);
    expect(newer(undefined, early)).toBe(early);
  });

  it('are worth resuming once started and until nearly finished', () => {
    expect(inProgress(entry(5, '2026-11-20T10:00:00Z'))).toBe(false);
    expect(inProgress(entry(300, '2026-11-20T10:00:00Z'), 600)).toBe(true);
    expect(inProgress(entry(590, '2026-11-20T10:00:00Z'), 600)).toBe(false);
    expect(inProgress(entry(0.02, '2026-11-20T10:00:00Z', 'article'))).toBe(false);
    expect(inProgress(entry(0.5, '2026-11-20T10:00:00Z', 'article'))).toBe(true);
    expect(inProgress(entry(0.97, '2026-11-20T10:00:00Z', 'article'))).toBe(false);
  });

  it('refuse an article share above 1 and a key that is not a document id', () => {
    expect(v.is(progressEntrySchema, entry(0.5, '2026-11-20T10:00:00.000Z', 'article'))).toBe(true);
    expect(v.is(progressEntrySchema, entry(2, '2026-11-20T10:00:00.000Z', 'article'))).toBe(false);
    expect(v.is(progressEntrySchema, { ...entry(2, '2026-11-20T10:00:00.000Z'), id: '../x/y' })).toBe(false);
    expect(progressKey(entry(1, '2026-11-20T10:00:00Z'))).toBe('presentation-presentation-4');
  });
});
