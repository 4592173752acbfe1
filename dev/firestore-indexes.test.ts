// firestore.indexes.json must declare every composite index the product's queries need (derived
// from the queries by dev/firestore-indexes.ts), and stay within Firestore's limit.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { COMPOSITE_INDEX_LIMIT, indexesFile, requiredIndexes } from './firestore-indexes';
import { indexesFor } from '#worker/src/services/admin/index-shapes.ts';
import { orderedConnections, filteredConnections } from '#worker/src/services/admin/connection-query.ts';

describe('firestore.indexes.json', () => {
  it('is what `npm run indexes` writes from the queries (run it after changing a query)', async () => {
    const declared = await readFile(new URL('../firestore.indexes.json', import.meta.url), 'utf8');
    expect(declared).toBe(indexesFile());
  });

  it('stays within the composite index limit of a Firestore database', () => {
    expect(requiredIndexes().length).toBeLessThanOrEqual(COMPOSITE_INDEX_LIMIT);
    expect(requiredIndexes().length).toBeGreaterThan(100);
  });

  it('asks for equality fields first, then the order, then the remaining ranges, once per OR branch', () => {
    const query = orderedConnections({
      view: 'pending',
      status: [],
      presenter: 'p',
      requester: undefined,
      from: '2026-01-01',
      to: undefined,
      q: 'ami',
      sort: 'requesterName',
      dir: 'asc',
    }).build();
    const indexes = indexesFor(query);
    expect(indexes).toHaveLength(4); // one per searched field; all the same index
    expect(new Set(indexes.map((index) => JSON.stringify(index))).size).toBe(1);
    expect(indexes[0]?.fields.map((field) => `${field.fieldPath} ${field.order}`)).toEqual([
      'open ASCENDING',
      'presenterId ASCENDING',
      'search.requesterName ASCENDING',
      'dateRequested ASCENDING',
      'search.requesterLastName ASCENDING',
      'search.requesterEmail ASCENDING',
      'search.presenterName ASCENDING',
    ]);
    // Equalities alone are served by merging single-field indexes.
    const count = filteredConnections(
      { view: 'all', status: [], presenter: 'p', requester: 'r', sort: 'dateRequested', dir: 'desc' },
      ['requested'],
    ).build();
    expect(indexesFor(count)).toEqual([]);
  });
});
