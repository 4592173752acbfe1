/**
 * Plans the Firestore query of an admin connection view from its table state: filters (status,
 * presenter, requester, requested-date range, free-text prefix search over the `search` map),
 * the sort with its tie-breakers, and opaque cursors that carry the last row's sort values and a
 * signature of the query, so a cursor is only ever used with the filters and sort it came from.
 * The shapes this module can produce are the ones `index-shapes.ts` declares indexes for.
 */
import { and, collection, or, where, type QueryBuilder, type QueryFilter } from '../firestore/query';
import type { FirestoreDocument } from '../firestore/values';
import { statusesOf, type AdminConnectionQuery, type AdminSortField } from '#shared/schemas/admin.ts';
import {
  CONNECTION_STATUSES,
  OPEN_STATUSES,
  storedStatuses,
  type ConnectionStatus,
} from '#shared/schemas/connections.ts';
import { CONNECTIONS, SEARCH_FIELDS, searchKey } from '../connections/model';

/** The stored field each sortable column sorts by (names by their folded copies). */
export const SORT_PATHS: Readonly<Record<AdminSortField, string>> = {
  dateRequested: 'dateRequested',
  lastUpdated: 'lastUpdated',
  presenterName: 'search.presenterName',
  requesterName: 'search.requesterName',
};

/** The fields the free-text search matches by prefix, one range each. */
export const SEARCH_PATHS: readonly string[] = SEARCH_FIELDS.map((field) => `search.${field}`);

/** The highest code point Firestore orders: `prefix` <= value < `prefix + END` is "starts with". */
const PREFIX_END = '\uf8ff';
/** Searches use at most this many characters of the folded text (a longer prefix adds nothing). */
const SEARCH_KEY_MAX = 64;

/** The filters and sort of a query, without its page (size, cursor). */
export type ConnectionFilters = Omit<AdminConnectionQuery, 'size' | 'after'>;

/**
 * The order of a query: the sort column, then date requested, then (when searching) the searched
 * fields, then the document id. Firestore orders by every field a range applies to, after the
 * explicit order and before the id; they are spelled out so the cursor can carry their values.
 */
export function orderPaths(query: Pick<ConnectionFilters, 'sort' | 'q'>): string[] {
  const first = SORT_PATHS[query.sort];
  const paths = first === 'dateRequested' ? [first] : [first, 'dateRequested'];
  if (searchTextOf(query.q)) paths.push(...SEARCH_PATHS.filter((path) => !paths.includes(path)));
  return paths;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);

/** The folded search text, or '' when there is nothing to search for. */
export const searchTextOf = (q: string | undefined) => (q ? searchKey(q).slice(0, SEARCH_KEY_MAX) : '');

/**
 * The conditions of a query. `statuses` overrides the query's own (the counts ask per status);
 * every status at once needs no condition.
 */
export function connectionFilters(
  query: ConnectionFilters,
  statuses: readonly ConnectionStatus[] = statusesOf(query),
): QueryFilter[] {
  const filters: QueryFilter[] = [];
  const openOnly =
    statuses.length === OPEN_STATUSES.length && OPEN_STATUSES.every((status) => statuses.includes(status));
  // The Pending view asks `open == true` (one equality) rather than `status in [...]`, which
  // Firestore runs as one query per value.
  if (openOnly) filters.push(where('open', '==', true));
  else if (statuses.length < CONNECTION_STATUSES.length) {
    // With the legacy names of requests not migrated yet (decision 0028).
    const stored = storedStatuses(statuses);
    filters.push(stored.length === 1 ? where('status', '==', stored[0] ?? 'requested') : where('status', 'in', stored));
  }
  if (query.assignee) filters.push(where('assigneeUid', '==', query.assignee));
  if (query.presenter) filters.push(where('presenterId', '==', query.presenter));
  if (query.requester) filters.push(where('requesterUid', '==', query.requester));
  if (query.from) filters.push(where('dateRequested', '>=', dayStart(query.from)));
  if (query.to) filters.push(where('dateRequested', '<', nextDayStart(query.to)));
  const text = searchTextOf(query.q);
  if (text) {
    filters.push(
      or(...SEARCH_PATHS.map((path) => and(where(path, '>=', text), where(path, '<', `${text}${PREFIX_END}`)))),
    );
  }
  return filters;
}

/** The query of a view without order, page or cursor (what the counts run). */
export function filteredConnections(query: ConnectionFilters, statuses?: readonly ConnectionStatus[]): QueryBuilder {
  const filters = connectionFilters(query, statuses);
  let builder = collection(CONNECTIONS);
  if (filters.length === 1 && filters[0]) builder = builder.where(filters[0]);
  else if (filters.length > 1) builder = builder.where(and(...filters));
  return builder;
}

/** The query of a view, ordered, without its page (the list and the export page through it). */
export function orderedConnections(query: ConnectionFilters): QueryBuilder {
  let builder = filteredConnections(query);
  for (const path of orderPaths(query)) builder = builder.orderBy(path, query.dir);
  return builder.orderBy('__name__', query.dir);
}

/**
 * A short, stable signature of the filters and sort (FNV-1a over their canonical form): a cursor
 * made for one query is refused by another, instead of silently opening a wrong page.
 */
export function querySignature(query: ConnectionFilters): string {
  const canonical = JSON.stringify([
    query.view,
    [...statusesOf(query)].sort(),
    query.presenter ?? '',
    query.requester ?? '',
    query.assignee ?? '',
    query.from ?? '',
    query.to ?? '',
    searchTextOf(query.q),
    query.sort,
    query.dir,
  ]);
  let hash = 0x811c9dc5;
  for (let index = 0; index < canonical.length; index += 1) {
    hash ^= canonical.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** A cursor's sort value: a timestamp (ISO) or a string. */
type CursorValue = { t: string } | { s: string };
interface CursorPayload {
  /** Query signature. */
  q: string;
  /** The last row's values of the order fields (without the id). */
  v: CursorValue[];
  /** The last row's document id. */
  id: string;
}

const base64UrlEncode = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const base64UrlDecode = (text: string): string | null => {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return null;
  }
};

/** The value of a (possibly nested) field of a document. */
function fieldValue(document: FirestoreDocument, path: string): unknown {
  let value: unknown = document.data;
  for (const segment of path.split('.')) {
    if (typeof value !== 'object' || value === null || value instanceof Date) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** The cursor after `last`, the last row of a page of `query`. */
export function encodeCursor(query: ConnectionFilters, last: FirestoreDocument): string {
  const values = orderPaths(query).map((path): CursorValue => {
    const value = fieldValue(last, path);
    return value instanceof Date ? { t: value.toISOString() } : { s: typeof value === 'string' ? value : '' };
  });
  const payload: CursorPayload = { q: querySignature(query), v: values, id: last.id };
  return base64UrlEncode(JSON.stringify(payload));
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;

/**
 * The start-after values of `cursor` for `query` (order field values, then the document id), or
 * null when the cursor is malformed or was made for other filters or another sort.
 */
export function decodeCursor(
  query: ConnectionFilters,
  cursor: string,
): { values: (Date | string)[]; id: string } | null {
  const json = base64UrlDecode(cursor);
  if (json === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { q, v, id } = payload as Partial<CursorPayload>;
  const paths = orderPaths(query);
  if (q !== querySignature(query) || typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  if (!Array.isArray(v) || v.length !== paths.length) return null;
  const values: (Date | string)[] = [];
  for (const [index, path] of paths.entries()) {
    const value: unknown = v[index];
    const isDatePath = path === 'dateRequested' || path === 'lastUpdated';
    if (typeof value !== 'object' || value === null) return null;
    if (isDatePath) {
      const iso = (value as { t?: unknown }).t;
      if (typeof iso !== 'string' || !ISO_INSTANT.test(iso) || Number.isNaN(Date.parse(iso))) return null;
      values.push(new Date(iso));
    } else {
      const text = (value as { s?: unknown }).s;
      if (typeof text !== 'string' || text.length > 1500) return null;
      values.push(text);
    }
  }
  return { values, id };
}
