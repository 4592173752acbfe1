import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  allowedTransitions,
  canTransition,
  CONNECTION_STATUSES,
  connectionListQuerySchema,
  connectionRequestSchema,
  ENDED_STATUSES,
  OPEN_STATUSES,
} from './connections';

describe('the connection status transitions', () => {
  it('allow exactly pending -> in_progress | declined | cancelled and in_progress -> connected | declined | cancelled', () => {
    const allowed = CONNECTION_STATUSES.flatMap((from) =>
      CONNECTION_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual([
      'pending->in_progress',
      'pending->declined',
      'pending->cancelled',
      'in_progress->connected',
      'in_progress->declined',
      'in_progress->cancelled',
    ]);
  });

  it('make ended statuses final and never go back to pending', () => {
    for (const status of ENDED_STATUSES) expect(allowedTransitions[status]).toEqual([]);
    for (const status of CONNECTION_STATUSES) expect(canTransition(status, 'pending')).toBe(false);
  });

  it('split the statuses into open and ended ones', () => {
    expect([...OPEN_STATUSES, ...ENDED_STATUSES].sort()).toEqual([...CONNECTION_STATUSES].sort());
  });
});

describe('the connection schemas', () => {
  it('take a presenter id, trimmed, without slashes', () => {
    expect(v.parse(connectionRequestSchema, { presenterId: ' presenter-1 ' })).toEqual({ presenterId: 'presenter-1' });
    expect(v.safeParse(connectionRequestSchema, { presenterId: 'a/b' }).success).toBe(false);
    expect(v.safeParse(connectionRequestSchema, { presenterId: 7 }).success).toBe(false);
    expect(v.safeParse(connectionRequestSchema, {}).success).toBe(false);
  });

  it('default the list query to my pending requests', () => {
    expect(v.parse(connectionListQuerySchema, {})).toEqual({ view: 'pending', scope: 'own' });
    expect(v.safeParse(connectionListQuerySchema, { view: 'everything' }).success).toBe(false);
  });
});
