import { describe, expect, it } from 'vitest';
import { commonTargets, endsRequest, outcomeCounts } from './bulk-targets';

describe('bulk status change', () => {
  it('offers only the statuses every selected request may move to', () => {
    expect(commonTargets(['pending'])).toEqual(['in_progress', 'declined', 'cancelled']);
    expect(commonTargets(['pending', 'in_progress'])).toEqual(['declined', 'cancelled']);
    expect(commonTargets(['in_progress', 'connected'])).toEqual([]);
    expect(commonTargets([])).toEqual([]);
  });

  it('asks before declining or cancelling only', () => {
    expect(endsRequest('declined')).toBe(true);
    expect(endsRequest('cancelled')).toBe(true);
    expect(endsRequest('in_progress')).toBe(false);
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
