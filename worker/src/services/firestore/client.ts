/**
 * The Worker's Firestore client: the REST API over fetch (get, set, update, delete, list, query,
 * count, atomic commits), with preconditions for optimistic concurrency, a timeout on every
 * request and typed errors. Runs in Workers and in Node alike.
 */
import type { AccessTokenSource } from './auth';
import { errorFromResponse, FirestoreError, isTimeout } from './errors';
import { QueryBuilder, type StructuredQuery } from './query';
import {
  decodeDocument,
  decodeValue,
  DocumentReference,
  encodeFields,
  fieldSegments,
  formatFieldPath,
  isPlainObject,
  isRecord,
  type FieldReference,
  type FieldTransform,
  type FirestoreDocument,
  type FirestoreValue,
  type WriteData,
} from './values';

/** Conditions a write needs to hold on the stored document, else it changes nothing. */
export interface Precondition {
  /** true: the document must exist; false: it must not (create-only). */
  exists?: boolean;
  /** The document's `updateTime` must still be this (optimistic concurrency). */
  updateTime?: string;
}

/** Settings of `createFirestore`. */
export interface FirestoreOptions {
  projectId: string;
  databaseId?: string;
  /** "https://firestore.googleapis.com", or the emulator as "http://127.0.0.1:8080". */
  baseUrl: string;
  tokens: AccessTokenSource;
  fetch?: typeof fetch;
  /** Per request; default 10 s. */
  timeoutMs?: number;
}

/** What a write reports back: the document's new `updateTime` (usable as the next precondition). */
export interface WriteResult {
  updateTime: string;
}

/** One write of an atomic `commit`. */
export type Write =
  | { type: 'set'; path: string; data: WriteData; precondition?: Precondition }
  | {
      type: 'update';
      path: string;
      data: WriteData;
      fields?: readonly FieldReference[];
      /** Default `{ exists: true }`; `null` for none (the document is created when missing). */
      precondition?: Precondition | null;
    }
  | { type: 'delete'; path: string; precondition?: Precondition };

export interface CommitResult {
  commitTime: string;
  /** One per write, in order; a delete has no updateTime. */
  writeResults: { updateTime?: string }[];
}

export interface ListResult {
  documents: FirestoreDocument[];
  /** Pass to the next `list` call; absent on the last page. */
  nextPageToken?: string;
}

/** The operations of the client; see `createFirestore`. */
export interface Firestore {
  readonly projectId: string;
  /** The document at `path` (e.g. `users/abc`), or null when there is none. */
  get(path: string): Promise<FirestoreDocument | null>;
  /** Several documents in one request, in the order asked; null for missing ones. */
  getMany(paths: readonly string[]): Promise<(FirestoreDocument | null)[]>;
  /**
   * Writes the whole document (fields not in `data` are removed). `precondition: { exists: false }`
   * makes it create-only: on an existing document it fails with ALREADY_EXISTS.
   */
  set(path: string, data: WriteData, options?: { precondition?: Precondition }): Promise<WriteResult>;
  /**
   * Changes only the fields in the mask: `fields`, or by default the keys of `data`, where a
   * dotted key (`'profile.phone'`) names a nested field and a map value replaces the whole map.
   * The document must exist (NOT_FOUND otherwise) unless `precondition` says otherwise (`null`:
   * no condition, a missing document is created with just these fields).
   */
  update(
    path: string,
    data: WriteData,
    options?: { fields?: readonly FieldReference[]; precondition?: Precondition | null },
  ): Promise<WriteResult>;
  /** Deletes the document (deleting a missing one succeeds unless `precondition.exists` is true). */
  delete(path: string, options?: { precondition?: Precondition }): Promise<void>;
  /** One page of the documents of a collection (e.g. `users/abc/watchlist`), by document id. */
  list(collectionPath: string, options?: { pageSize?: number; pageToken?: string }): Promise<ListResult>;
  /** Runs a structured query on the collections under `parentPath` ('' for the root, or a document path). */
  query(parentPath: string, query: StructuredQuery | QueryBuilder): Promise<FirestoreDocument[]>;
  /** Counts the results of a query on the server, without reading them. */
  count(parentPath: string, query: StructuredQuery | QueryBuilder): Promise<number>;
  /** Applies `writes` atomically: all of them or, when one fails (e.g. a precondition), none. */
  commit(writes: readonly Write[]): Promise<CommitResult>;
  /** A `referenceValue` for the document at `path`, to store or to use as a `__name__` cursor. */
  reference(path: string): DocumentReference;
}

/**
 * Creates a Firestore REST client for one project and database. Every request carries a bearer
 * token from `tokens` (refreshed and retried once after a 401) and times out after `timeoutMs`.
 */
export function createFirestore(options: FirestoreOptions): Firestore {
  const { projectId, tokens } = options;
  const databaseId = options.databaseId ?? '(default)';
  const timeoutMs = options.timeoutMs ?? 10_000;
  // Workers refuse `fetch` called with a `this` other than the global object.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const documentsRoot = `projects/${projectId}/databases/${databaseId}/documents`;
  const apiRoot = `${options.baseUrl.replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(projectId)}/databases/${encodeURIComponent(databaseId)}/documents`;

  const documentName = (path: string): string => `${documentsRoot}/${checkPath(path, 'document').join('/')}`;
  const documentUrl = (path: string): string => `${apiRoot}/${encodeSegments(checkPath(path, 'document'))}`;
  const parentUrl = (parentPath: string): string =>
    parentPath === '' ? apiRoot : `${apiRoot}/${encodeSegments(checkPath(parentPath, 'document'))}`;

  async function request(
    operation: string,
    url: string,
    init: { method: string; body?: unknown; hasPrecondition?: boolean; allowNotFound?: boolean },
  ): Promise<unknown> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await tokens.getToken(attempt > 0 ? { forceRefresh: true } : undefined);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: init.method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (cause) {
        const timedOut = isTimeout(cause);
        throw new FirestoreError(
          `Firestore ${operation}: ${timedOut ? `no answer within ${timeoutMs} ms` : 'request failed'}`,
          { status: 0, code: timedOut ? 'DEADLINE_EXCEEDED' : 'UNAVAILABLE', cause },
        );
      }
      const text = await response.text();
      let body: unknown = null;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = null;
        }
      }
      if (response.ok) return body;
      if (response.status === 404 && init.allowNotFound) return null;
      // An expired or revoked token: get a fresh one and try once more.
      if (response.status === 401 && attempt === 0) continue;
      throw errorFromResponse(response.status, body, { operation, hasPrecondition: init.hasPrecondition ?? false });
    }
  }

  function decodeOrThrow(body: unknown, operation: string): FirestoreDocument {
    try {
      return decodeDocument(body, documentsRoot);
    } catch (cause) {
      throw new FirestoreError(`Firestore ${operation}: unexpected response: ${String(cause)}`, {
        status: 200,
        code: 'UNKNOWN',
        cause,
      });
    }
  }

  function toStructuredQuery(query: StructuredQuery | QueryBuilder): StructuredQuery {
    return query instanceof QueryBuilder ? query.build() : query;
  }

  /** Builds a REST Write (plus whether it carries a precondition) from a `Write`. */
  function restWrite(write: Write): { json: Record<string, unknown>; hasPrecondition: boolean } {
    if (write.type === 'delete') {
      const currentDocument = preconditionJson(write.precondition);
      return {
        json: { delete: documentName(write.path), ...(currentDocument ? { currentDocument } : {}) },
        hasPrecondition: currentDocument !== undefined,
      };
    }
    const { fields, transforms, mask } = encodeWriteData(write);
    const currentDocument = preconditionJson(effectivePrecondition(write));
    return {
      json: {
        update: { name: documentName(write.path), fields },
        ...(mask ? { updateMask: { fieldPaths: mask } } : {}),
        ...(transforms.length > 0 ? { updateTransforms: transforms } : {}),
        ...(currentDocument ? { currentDocument } : {}),
      },
      hasPrecondition: currentDocument !== undefined,
    };
  }

  async function commit(writes: readonly Write[], operation = 'commit'): Promise<CommitResult> {
    const built = writes.map(restWrite);
    const body = await request(operation, `${apiRoot}:commit`, {
      method: 'POST',
      body: { writes: built.map((write) => write.json) },
      hasPrecondition: built.some((write) => write.hasPrecondition),
    });
    if (!isRecord(body) || typeof body.commitTime !== 'string') {
      throw new FirestoreError(`Firestore ${operation}: unexpected response`, { status: 200, code: 'UNKNOWN' });
    }
    const results = Array.isArray(body.writeResults) ? body.writeResults : [];
    return {
      commitTime: body.commitTime,
      writeResults: writes.map((_, index) => {
        const result: unknown = results[index];
        return isRecord(result) && typeof result.updateTime === 'string' ? { updateTime: result.updateTime } : {};
      }),
    };
  }

  /**
   * set/update/delete go through :commit as one-write batches rather than PATCH/DELETE: the
   * emulator reads a `currentDocument.updateTime` query parameter as 0, so optimistic concurrency
   * would fail there, and only a commit can carry serverTimestamp() transforms.
   */
  async function writeOne(write: Write): Promise<WriteResult> {
    const result = await commit([write], write.type);
    return { updateTime: result.writeResults[0]?.updateTime ?? result.commitTime };
  }

  return {
    projectId,

    async get(path) {
      const body = await request('get', documentUrl(path), { method: 'GET', allowNotFound: true });
      return body === null ? null : decodeOrThrow(body, 'get');
    },

    async getMany(paths) {
      if (paths.length === 0) return [];
      const names = paths.map(documentName);
      const body = await request('getMany', `${apiRoot}:batchGet`, { method: 'POST', body: { documents: names } });
      const found = new Map<string, FirestoreDocument>();
      for (const entry of Array.isArray(body) ? body : []) {
        if (isRecord(entry) && isRecord(entry.found)) {
          const document = decodeOrThrow(entry.found, 'getMany');
          found.set(document.path, document);
        }
      }
      return paths.map((path) => found.get(checkPath(path, 'document').join('/')) ?? null);
    },

    set(path, data, setOptions = {}) {
      return writeOne({
        type: 'set',
        path,
        data,
        ...(setOptions.precondition ? { precondition: setOptions.precondition } : {}),
      });
    },

    update(path, data, updateOptions = {}) {
      return writeOne({
        type: 'update',
        path,
        data,
        ...(updateOptions.fields ? { fields: updateOptions.fields } : {}),
        ...(updateOptions.precondition !== undefined ? { precondition: updateOptions.precondition } : {}),
      });
    },

    async delete(path, deleteOptions = {}) {
      await writeOne({
        type: 'delete',
        path,
        ...(deleteOptions.precondition ? { precondition: deleteOptions.precondition } : {}),
      });
    },

    async list(collectionPath, listOptions = {}) {
      const search = new URLSearchParams();
      if (listOptions.pageSize !== undefined) search.set('pageSize', String(listOptions.pageSize));
      if (listOptions.pageToken) search.set('pageToken', listOptions.pageToken);
      const segments = checkPath(collectionPath, 'collection');
      const query = search.toString() ? `?${search}` : '';
      const body = await request('list', `${apiRoot}/${encodeSegments(segments)}${query}`, { method: 'GET' });
      if (!isRecord(body))
        throw new FirestoreError('Firestore list: unexpected response', { status: 200, code: 'UNKNOWN' });
      const documents = Array.isArray(body.documents)
        ? body.documents.map((item: unknown) => decodeOrThrow(item, 'list'))
        : [];
      return typeof body.nextPageToken === 'string' && body.nextPageToken !== ''
        ? { documents, nextPageToken: body.nextPageToken }
        : { documents };
    },

    async query(parentPath, query) {
      const body = await request('query', `${parentUrl(parentPath)}:runQuery`, {
        method: 'POST',
        body: { structuredQuery: toStructuredQuery(query) },
      });
      if (!Array.isArray(body))
        throw new FirestoreError('Firestore query: unexpected response', { status: 200, code: 'UNKNOWN' });
      const documents: FirestoreDocument[] = [];
      for (const entry of body) {
        if (isRecord(entry) && entry.document !== undefined) documents.push(decodeOrThrow(entry.document, 'query'));
      }
      return documents;
    },

    async count(parentPath, query) {
      const body = await request('count', `${parentUrl(parentPath)}:runAggregationQuery`, {
        method: 'POST',
        body: {
          structuredAggregationQuery: {
            structuredQuery: toStructuredQuery(query),
            aggregations: [{ alias: 'total', count: {} }],
          },
        },
      });
      for (const entry of Array.isArray(body) ? body : []) {
        if (!isRecord(entry) || !isRecord(entry.result) || !isRecord(entry.result.aggregateFields)) continue;
        const total = decodeValue(entry.result.aggregateFields.total, 'count');
        if (typeof total === 'number') return total;
        if (typeof total === 'bigint') return Number(total);
      }
      throw new FirestoreError('Firestore count: unexpected response', { status: 200, code: 'UNKNOWN' });
    },

    commit,

    reference(path) {
      return new DocumentReference(documentName(path));
    },
  };
}

/**
 * Encodes the data of a set/update: fields, server-timestamp transforms and, for an update, the
 * update mask. Dotted keys of update data are field paths and become nested maps in the body.
 */
function encodeWriteData(write: Extract<Write, { type: 'set' | 'update' }>): {
  fields: Record<string, FirestoreValue>;
  transforms: FieldTransform[];
  mask: string[] | undefined;
} {
  if (write.type === 'set') {
    return { ...encodeFields(write.data), mask: undefined };
  }
  const nested = nestDottedKeys(write.data, write.path);
  const { fields, transforms } = encodeFields(nested.data);
  if (write.fields) {
    return { fields, transforms, mask: write.fields.map((field) => formatFieldPath(fieldSegments(field))) };
  }
  // The mask names the keys written, except serverTimestamp() keys: the transform sets them.
  const transformed = new Set(transforms.map((transform) => transform.fieldPath));
  return { fields, transforms, mask: nested.paths.filter((path) => !transformed.has(path)) };
}

/** Turns `{ 'a.b': 1, c: 2 }` into `{ a: { b: 1 }, c: 2 }` and the mask paths `a.b`, `c`. */
function nestDottedKeys(data: WriteData, documentPath: string): { data: WriteData; paths: string[] } {
  const root: Record<string, WriteData[string]> = {};
  const paths: string[] = [];
  const leaves = new Set<string>();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const segments = fieldSegments(key);
    const path = formatFieldPath(segments);
    for (const other of leaves) {
      if (other === path || other.startsWith(`${path}.`) || path.startsWith(`${other}.`)) {
        throw new TypeError(`update(${documentPath}): fields "${other}" and "${path}" overlap`);
      }
    }
    leaves.add(path);
    paths.push(path);
    let map: Record<string, WriteData[string]> = root;
    for (const segment of segments.slice(0, -1)) {
      const child = map[segment];
      const next: Record<string, WriteData[string]> = isPlainObject(child) ? { ...child } : {};
      map[segment] = next;
      map = next;
    }
    const last = segments[segments.length - 1];
    if (last !== undefined) map[last] = value;
  }
  return { data: root, paths };
}

/** An update must find its document unless told otherwise; a set and a delete need nothing. */
function effectivePrecondition(write: Write): Precondition | undefined {
  if (write.type !== 'update') return write.precondition;
  if (write.precondition === null) return undefined;
  return write.precondition ?? { exists: true };
}

function preconditionJson(
  precondition: Precondition | undefined,
): { exists?: boolean; updateTime?: string } | undefined {
  if (!precondition) return undefined;
  if (precondition.updateTime !== undefined) return { updateTime: precondition.updateTime };
  if (precondition.exists !== undefined) return { exists: precondition.exists };
  return undefined;
}

const FORBIDDEN_SEGMENT = /^(\.|\.\.|__.*__)$/;

/**
 * Splits a relative path into its segments and checks them: no empty segments, no `.`/`..`/
 * `__x__` ids, and an even count for a document, odd for a collection.
 */
function checkPath(path: string, kind: 'document' | 'collection'): string[] {
  const segments = path.split('/');
  for (const segment of segments) {
    if (segment === '' || FORBIDDEN_SEGMENT.test(segment)) {
      throw new TypeError(`bad Firestore ${kind} path "${path}"`);
    }
  }
  if ((segments.length % 2 === 0) !== (kind === 'document')) {
    throw new TypeError(
      `"${path}" is not a ${kind} path (${kind === 'document' ? 'even' : 'odd'} number of segments expected)`,
    );
  }
  return segments;
}

function encodeSegments(segments: readonly string[]): string {
  return segments.map(encodeURIComponent).join('/');
}
