/**
 * The Firestore composite indexes the admin console's queries need, derived from the queries
 * themselves: every combination of view, status filter, presenter, requester, date range, search,
 * sort and direction is planned with connection-query.ts, and each planned query (each disjunct
 * of an OR) gives the index Firestore would ask for (equality fields, then the order, then the
 * remaining range fields). `npm run indexes` writes them into firestore.indexes.json; a test
 * fails when the file lacks one. Queries served by single-field indexes need no entry.
 */
import type { QueryFilter, StructuredQuery } from '../firestore/query';
import { ADMIN_SORT_FIELDS, SORT_DIRECTIONS, type AdminConnectionQuery } from '#shared/schemas/admin.ts';
import { CONNECTION_STATUSES } from '#shared/schemas/connections.ts';
import { filteredConnections, orderedConnections, type ConnectionFilters } from './connection-query';

export interface IndexField {
  fieldPath: string;
  order: 'ASCENDING' | 'DESCENDING';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: IndexField[];
}

/** One conjunction of conditions: equality fields and range fields. */
interface Conjunction {
  equality: Set<string>;
  range: Set<string>;
}

const EQUALITY_OPS = new Set(['EQUAL', 'IN']);

/** The filter in disjunctive normal form: one conjunction per query Firestore runs. */
function disjuncts(filter: QueryFilter | undefined): Conjunction[] {
  if (!filter) return [{ equality: new Set(), range: new Set() }];
  if ('fieldFilter' in filter) {
    const field = filter.fieldFilter.field.fieldPath;
    return [
      EQUALITY_OPS.has(filter.fieldFilter.op)
        ? { equality: new Set([field]), range: new Set() }
        : { equality: new Set(), range: new Set([field]) },
    ];
  }
  if ('unaryFilter' in filter) {
    return [{ equality: new Set([filter.unaryFilter.field.fieldPath]), range: new Set() }];
  }
  const parts = filter.compositeFilter.filters.map(disjuncts);
  if (filter.compositeFilter.op === 'OR') return parts.flat();
  // AND: the cross product of the parts' conjunctions.
  return parts.reduce<Conjunction[]>(
    (product, part) =>
      product.flatMap((left) =>
        part.map((right) => ({
          equality: new Set([...left.equality, ...right.equality]),
          range: new Set([...left.range, ...right.range]),
        })),
      ),
    [{ equality: new Set(), range: new Set() }],
  );
}

/** The composite index each run of `query` needs (none when a single-field index serves it). */
export function indexesFor(query: StructuredQuery): CompositeIndex[] {
  const collectionGroup = query.from[0]?.collectionId ?? '';
  const order = (query.orderBy ?? []).filter((entry) => entry.field.fieldPath !== '__name__');
  const lastDirection = order.at(-1)?.direction ?? 'ASCENDING';
  const indexes: CompositeIndex[] = [];
  for (const conjunction of disjuncts(query.where)) {
    const fields: IndexField[] = [...conjunction.equality]
      .filter((field) => !order.some((entry) => entry.field.fieldPath === field))
      .sort()
      .map((fieldPath) => ({ fieldPath, order: 'ASCENDING' }));
    for (const entry of order) fields.push({ fieldPath: entry.field.fieldPath, order: entry.direction });
    for (const field of [...conjunction.range].sort()) {
      if (!fields.some((existing) => existing.fieldPath === field))
        fields.push({ fieldPath: field, order: lastDirection });
    }
    // One field (or only equalities, which Firestore merges from single-field indexes): no entry.
    const onlyEqualities = order.length === 0 && conjunction.range.size === 0;
    if (fields.length > 1 && !onlyEqualities) indexes.push({ collectionGroup, queryScope: 'COLLECTION', fields });
  }
  return indexes;
}

const indexKey = (index: CompositeIndex) =>
  `${index.collectionGroup}|${index.fields.map((field) => `${field.fieldPath}:${field.order}`).join(',')}`;

/** Every combination of the console's table state that changes the shape of a query. */
function* queryVariants(): Generator<ConnectionFilters> {
  const statusChoices: Pick<AdminConnectionQuery, 'view' | 'status'>[] = [
    { view: 'all', status: [] },
    { view: 'all', status: ['requested'] },
    { view: 'all', status: ['introduced', 'declined'] },
    { view: 'pending', status: [] },
    { view: 'pending', status: ['sent'] },
  ];
  for (const statuses of statusChoices) {
    for (const presenter of [undefined, 'p']) {
      for (const requester of [undefined, 'r']) {
        for (const from of [undefined, '2026-01-01']) {
          for (const q of requester ? [undefined] : [undefined, 'text']) {
            for (const sort of ADMIN_SORT_FIELDS) {
              for (const dir of SORT_DIRECTIONS) {
                yield { ...statuses, presenter, requester, from, to: undefined, q, sort, dir };
                // The "Mine" view: one's own requests, with no other filter than the status (the schema).
                if (!presenter && !requester && !from && !q) {
                  yield { ...statuses, assignee: 'a', from: undefined, to: undefined, q: undefined, sort, dir };
                }
              }
            }
          }
        }
      }
    }
  }
}

/** The composite indexes of the admin console's lists and counts, without duplicates, sorted. */
export function adminConnectionIndexes(): CompositeIndex[] {
  const byKey = new Map<string, CompositeIndex>();
  for (const variant of queryVariants()) {
    const queries = [
      orderedConnections(variant).build(),
      ...CONNECTION_STATUSES.map((status) => filteredConnections(variant, [status]).build()),
    ];
    for (const query of queries) for (const index of indexesFor(query)) byKey.set(indexKey(index), index);
  }
  return [...byKey.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, index]) => index);
}

/** The key of an index, to compare declared and required ones. */
export { indexKey };
