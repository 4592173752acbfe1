import { describe, expect, it } from 'vitest';
import { commonTargets, endsRequest, outcomeCounts } from './bulk-targets';

describe('bulk status change', () => {
  it('offers only the statuses every selected request may move to', () => {
    expect(commonTargets(['requested'])).toEqual(['closed']);
    expect(commonTargets(['requested', 'sent', 'question', 'accepted'])).toEqual(['closed']);
    expect(commonTargets(['sent', 'introduced'])).toEqual([]);
    expect(commonTargets(['closed'])).toEqual([]);
    expect(commonTargets([])).toEqual([]);
  });

  it('never offers the steps of others, nor sending and introducing, which carry a message each', () => {
    // The presenter answers (sent -> accepted/declined/question), the member withdraws.
    expect(commonTargets(['sent'])).toEqual(['closed']);
    // The team may send a requested or questioned request and introduce an accepted one, but not in bulk.
    expect(commonTargets(['question'])).toEqual(['closed']);
    expect(commonTargets(['accepted'])).toEqual(['closed']);
  });

  it('asks before closing only', () => {
    expect(endsRequest('closed')).toBe(true);
    expect(endsRequest('sent')).toBe(false);
    expect(endsRequest('introduced')).toBe(false);
  });

  it('counts outcomes in the contract order and leaves out zeros', () => {
    const answer = {
      results: [
        { id: 'a', outcome: 'stale' as const },
        { id: 'b', outcome: 'changed' as const },
        { id: 'c', outcome: 'changed' as const },
        { id: 'd', outcome: 'busy' as const },
      ],
    };
    expect(outcomeCounts(answer)).toEqual([
      { outcome: 'changed', count: 2 },
      { outcome: 'stale', count: 1 },
      { outcome: 'busy', count: 1 },
    ]);
  });
});
