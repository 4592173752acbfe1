import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  allowedTransitions,
  canTransition,
  CONNECTION_ACTORS,
  CONNECTION_STATUSES,
  connectionListQuerySchema,
  connectionRequestSchema,
  ENDED_STATUSES,
  OPEN_STATUSES,
} from './connections';

describe('the connection status transitions', () => {
  it('allow exactly the steps of introductions, each to its one actor', () => {
    const allowed = CONNECTION_STATUSES.flatMap((from) =>
      CONNECTION_STATUSES.flatMap((to) =>
        CONNECTION_ACTORS.filter((actor) => canTransition(from, to, actor)).map((actor) => `${from}->${to} ${actor}`),
      ),
    );
    expect(allowed).toEqual([
      'requested->sent team',
      'requested->closed team',
      'requested->withdrawn member',
      'sent->question presenter',
      'sent->accepted presenter',
      'sent->declined presenter',
      'sent->closed team',
      'sent->withdrawn member',
      'question->sent team',
      'question->closed team',
      'question->withdrawn member',
      'accepted->introduced team',
      'accepted->closed team',
      'accepted->withdrawn member',
    ]);
    expect(allowedTransitions('sent', 'presenter')).toEqual(['question', 'accepted', 'declined']);
    expect(allowedTransitions('sent', 'team')).toEqual(['closed']);
    expect(allowedTransitions('requested', 'presenter')).toEqual([]);
  });

  it('make ended statuses final and never go back to requested', () => {
    for (const status of ENDED_STATUSES) {
      for (const actor of CONNECTION_ACTORS) expect(allowedTransitions(status, actor)).toEqual([]);
    }
    for (const status of CONNECTION_STATUSES) {
      for (const actor of CONNECTION_ACTORS) expect(canTransition(status, 'requested', actor)).toBe(false);
    }
  });

  it('split the statuses into open and ended ones', () => {
    expect([...OPEN_STATUSES, ...ENDED_STATUSES].sort()).toEqual([...CONNECTION_STATUSES].sort());
  });
});

describe('the connection schemas', () => {
  it('take a presenter id, trimmed, without slashes', () => {
    expect(v.parse(connectionRequestSchema, { presenterId: ' presenter-1 ' })).toEqual({
      presenterId: 'presenter-1',
      publish: 'no',
    });
    expect(v.safeParse(connectionRequestSchema, { presenterId: 'a/b' }).success).toBe(false);
    expect(v.safeParse(connectionRequestSchema, { presenterId: 7 }).success).toBe(false);
    expect(v.safeParse(connectionRequestSchema, {}).success).toBe(false);
  });

  it('default the list query to my pending requests', () => {
    expect(v.parse(connectionListQuerySchema, {})).toEqual({ view: 'pending', scope: 'own' });
    expect(v.safeParse(connectionListQuerySchema, { view: 'everything' }).success).toBe(false);
  });
});
