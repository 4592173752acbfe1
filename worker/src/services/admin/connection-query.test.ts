import { describe, expect, it } from 'vitest';
import type { FirestoreDocument } from '../firestore/values';
import { connectionFilters, decodeCursor, encodeCursor, orderPaths, type ConnectionFilters } from './connection-query';

const base: ConnectionFilters = {
  view: 'all',
  status: [],
  presenter: undefined,
  requester: undefined,
  from: undefined,
  to: undefined,
  q: undefined,
  sort: 'requesterName',
  dir: 'asc',
};

const document = (data: FirestoreDocument['data']): FirestoreDocument => ({
  id: 'AbCdEfGhIjKlMnOpQrSt',
  path: 'connections/AbCdEfGhIjKlMnOpQrSt',
  data,
  createTime: '2026-01-01T00:00:00.000000Z',
  updateTime: '2026-01-01T00:00:00.000000Z',
});

describe('connection query', () => {
  it('orders by the column, then the date requested, then (searching) the searched fields', () => {
    expect(orderPaths({ sort: 'dateRequested', q: undefined })).toEqual(['dateRequested']);
    expect(orderPaths({ sort: 'requesterName', q: undefined })).toEqual(['search.requesterName', 'dateRequested']);
    expect(orderPaths({ sort: 'lastUpdated', q: 'ami' })).toEqual([
      'lastUpdated',
      'dateRequested',
      'search.requesterName',
      'search.requesterLastName',
      'search.requesterEmail',
      'search.presenterName',
    ]);
  });

  it('asks open == true for the pending view, one status by equality, several with in, none for all', () => {
    const ops = (query: Partial<ConnectionFilters>) => JSON.stringify(connectionFilters({ ...base, ...query }));
    expect(ops({ view: 'pending' })).toContain('"fieldPath":"open"');
    expect(ops({ view: 'pending', status: ['question'] })).toContain('"op":"EQUAL","value":{"stringValue":"question"}');
    expect(ops({ status: ['declined', 'withdrawn'] })).toContain('"op":"IN"');
    // A status that had another name in the first workflow is asked under both (requests not migrated).
    const requested = ops({ view: 'pending', status: ['requested'] });
    expect(requested).toContain('"op":"IN"');
    expect(requested).toContain('{"stringValue":"requested"}');
    expect(requested).toContain('{"stringValue":"pending"}');
    expect(connectionFilters(base)).toEqual([]);
  });

  it('makes the date range whole UTC days and folds the search text', () => {
    const filters = JSON.stringify(
      connectionFilters({ ...base, from: '2026-03-01', to: '2026-03-02', q: '  ÉMILE  Z ' }),
    );
    expect(filters).toContain('"timestampValue":"2026-03-01T00:00:00.000Z"');
    expect(filters).toContain('"op":"LESS_THAN","value":{"timestampValue":"2026-03-03T00:00:00.000Z"}');
    expect(filters).toContain('"stringValue":"emile z"');
  });

  it('round-trips a cursor for the same query and refuses it for another or when tampered with', () => {
    const last = document({
      search: { requesterName: 'amina diallo' },
      dateRequested: new Date('2026-02-03T04:05:06.789Z'),
    });
    const cursor = encodeCursor(base, last);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(base, cursor)).toEqual({
      values: ['amina diallo', new Date('2026-02-03T04:05:06.789Z')],
      id: 'AbCdEfGhIjKlMnOpQrSt',
    });
    expect(decodeCursor({ ...base, dir: 'desc' }, cursor)).toBeNull();
    expect(decodeCursor({ ...base, presenter: 'presenter-1' }, cursor)).toBeNull();
    expect(decodeCursor({ ...base, sort: 'lastUpdated' }, cursor)).toBeNull();
    expect(decodeCursor(base, `${cursor}x`)).toBeNull();
    expect(decodeCursor(base, 'not a cursor!')).toBeNull();
    const forged = btoa(JSON.stringify({ q: 'x', v: [], id: '../users' })).replace(/=+$/, '');
    expect(decodeCursor(base, forged)).toBeNull();
  });
});
