import { describe, expect, it } from 'vitest';
import type { Firestore } from '../firestore/client';
import type { FirestoreDocument } from '../firestore/values';
import { countingWrite } from './rate-limit';

const LIMIT = { max: 10, windowMs: 10 * 60 * 1000 };

/** A Firestore that holds one limit document with these counted times. */
function holding(times: number[]): Firestore {
  const document: FirestoreDocument = {
    id: 'k',
    path: 'rateLimits/k',
    data: { sent: times.map((time) => new Date(time)) },
    createTime: '2026-11-28T00:00:00.000000Z',
    updateTime: '2026-11-28T00:00:00.000001Z',
  };
  return { get: async () => document } as unknown as Firestore;
}

describe('countingWrite', () => {
  it('keeps a count a concurrent request made a moment later by its clock (the burst that let 11 of 10 in)', async () => {
    const now = 1_000_000_000;
    // Nine counted before, and one another request counted at now + 1 ms, committed before this read.
    const stored = [...Array.from({ length: 9 }, (_, index) => now - 1000 + index), now + 1];
    const counted = await countingWrite(holding(stored), 'rateLimits/k', LIMIT, now);
    // Ten in the window already: this one waits, it does not rewrite the list without the later one.
    expect(counted.write).toBeNull();
    expect(counted.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('counts one more while the window has room, keeping every time in it', async () => {
    const now = 1_000_000_000;
    const counted = await countingWrite(holding([now - 5, now + 2]), 'rateLimits/k', LIMIT, now);
    const sent = (counted.write?.data as { sent: Date[] }).sent.map((date) => date.getTime());
    expect(sent.sort((a, b) => a - b)).toEqual([now - 5, now, now + 2]);
  });
});
