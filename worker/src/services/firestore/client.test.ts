// Runs the client against the real Firestore emulator (FIRESTORE_EMULATOR_HOST, set by the test
// runner). Every test writes under its own collection, so files and runs never share data.
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorTokenSource } from './auth';
import { createFirestore, type Firestore } from './client';
import { FirestoreError } from './errors';
import { collection, or, where } from './query';
import { emulatorSettings, uniqueCollectionId } from './test-support';
import { serverTimestamp, type WriteData } from './values';

const settings = emulatorSettings();
let db: Firestore;

beforeAll(async () => {
  db = createFirestore({ projectId: settings.projectId, baseUrl: settings.baseUrl, tokens: emulatorTokenSource() });
  // Fail fast with a clear message when the variable points at nothing.
  const response = await fetch(`${settings.baseUrl}/`, { signal: AbortSignal.timeout(5_000) }).catch(
    (error: unknown) => {
      throw new Error(`No Firestore emulator answers at ${settings.host} (FIRESTORE_EMULATOR_HOST): ${String(error)}`);
    },
  );
  await response.body?.cancel();
});

/** Runs `action`, expecting a FirestoreError, and returns it. */
async function failure(action: () => Promise<unknown>): Promise<FirestoreError> {
  try {
    await action();
  } catch (error) {
    if (error instanceof FirestoreError) return error;
    throw error;
  }
  throw new Error('expected a FirestoreError, but the call succeeded');
}

const everyType = {
  nothing: null,
  flag: true,
  count: 42,
  big: 2n ** 62n,
  ratio: 0.125,
  name: 'Pangolin',
  accents: 'Éléphant de forêt',
  when: new Date('2026-03-04T05:06:07.891Z'),
  bytes: new Uint8Array([0, 1, 254, 255]),
  tags: ['mammal', 'endangered', 3, null],
  profile: { first: 'Ada', address: { city: 'Nairobi' }, empty: {} },
  emptyList: [],
} satisfies WriteData;

describe('Firestore client against the emulator', () => {
  it('returns null for a missing document', async () => {
    expect(await db.get(`${uniqueCollectionId('missing')}/nobody`)).toBeNull();
  });

  it('round-trips a document holding every value type', async () => {
    const path = `${uniqueCollectionId('types')}/doc`;
    const written = await db.set(path, everyType);
    const document = await db.get(path);
    expect(document).not.toBeNull();
    expect(document?.data).toEqual(everyType);
    expect(document?.id).toBe('doc');
    expect(document?.path).toBe(path);
    expect(document?.updateTime).toBe(written.updateTime);
    expect(document?.createTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('stores a document reference and reads it back as its full resource name', async () => {
    const path = `${uniqueCollectionId('references')}/doc`;
    await db.set(path, { owner: db.reference('users/abc') });
    expect((await db.get(path))?.data.owner).toBe(
      `projects/${settings.projectId}/databases/(default)/documents/users/abc`,
    );
  });

  it('encodes path segments, so ids with spaces and unicode work', async () => {
    const path = `${uniqueCollectionId('ids')}/hello world é+?#`;
    await db.set(path, { ok: true });
    expect((await db.get(path))?.id).toBe('hello world é+?#');
  });

  it('set replaces the whole document', async () => {
    const path = `${uniqueCollectionId('replace')}/doc`;
    await db.set(path, { a: 1, b: 2 });
    await db.set(path, { c: 3 });
    expect((await db.get(path))?.data).toEqual({ c: 3 });
  });

  it('create-only set fails with ALREADY_EXISTS on an existing document and leaves it intact', async () => {
    const path = `${uniqueCollectionId('create')}/doc`;
    await db.set(path, { owner: 'first' }, { precondition: { exists: false } });
    const error = await failure(() => db.set(path, { owner: 'second' }, { precondition: { exists: false } }));
    expect(error.code).toBe('ALREADY_EXISTS');
    expect(error.status).toBe(409);
    expect(error.preconditionFailed).toBe(true);
    expect((await db.get(path))?.data).toEqual({ owner: 'first' });
  });

  it('update with a mask changes only the masked fields', async () => {
    const path = `${uniqueCollectionId('mask')}/doc`;
    await db.set(path, { first: 'Ada', last: 'Lovelace', profile: { phone: '1', city: 'London' } });
    await db.update(
      path,
      { last: 'Byron', 'profile.city': 'Paris', ignored: 'x' },
      { fields: ['last', 'profile.city'] },
    );
    expect((await db.get(path))?.data).toEqual({ first: 'Ada', last: 'Byron', profile: { phone: '1', city: 'Paris' } });
  });

  it('update derives the mask from the keys of data, dotted keys reaching into maps', async () => {
    const path = `${uniqueCollectionId('derived')}/doc`;
    await db.set(path, { first: 'Ada', profile: { phone: '1', city: 'London' }, settings: { a: 1, b: 2 } });
    await db.update(path, { 'profile.city': 'Paris', settings: { c: 3 } });
    expect((await db.get(path))?.data).toEqual({
      first: 'Ada',
      profile: { phone: '1', city: 'Paris' },
      settings: { c: 3 },
    });
  });

  it('update of a missing document fails with NOT_FOUND and creates nothing', async () => {
    const path = `${uniqueCollectionId('nodoc')}/doc`;
    const error = await failure(() => db.update(path, { a: 1 }));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.preconditionFailed).toBe(true);
    expect(await db.get(path)).toBeNull();
  });

  it('update with precondition null creates a missing document with just those fields', async () => {
    const path = `${uniqueCollectionId('upsert')}/doc`;
    await db.update(path, { a: 1 }, { precondition: null });
    expect((await db.get(path))?.data).toEqual({ a: 1 });
  });

  it('an updateTime precondition passes with the current time and fails with a stale one', async () => {
    const path = `${uniqueCollectionId('optimistic')}/doc`;
    const first = await db.set(path, { status: 'pending' });
    const second = await db.update(path, { status: 'in_progress' }, { precondition: { updateTime: first.updateTime } });
    expect(second.updateTime).not.toBe(first.updateTime);

    const error = await failure(() =>
      db.update(path, { status: 'declined' }, { precondition: { updateTime: first.updateTime } }),
    );
    expect(error.code).toBe('FAILED_PRECONDITION');
    expect(error.preconditionFailed).toBe(true);
    const stored = await db.get(path);
    expect(stored?.data).toEqual({ status: 'in_progress' });
    expect(stored?.updateTime).toBe(second.updateTime);

    const staleSet = await failure(() =>
      db.set(path, { status: 'x' }, { precondition: { updateTime: first.updateTime } }),
    );
    expect(staleSet.code).toBe('FAILED_PRECONDITION');
  });

  it('sets server timestamps through a field transform', async () => {
    const path = `${uniqueCollectionId('stamps')}/doc`;
    const before = Date.now();
    await db.set(path, { name: 'x', createdAt: serverTimestamp() });
    await db.update(path, { updatedAt: serverTimestamp() });
    const data = (await db.get(path))?.data;
    expect(data?.name).toBe('x');
    for (const field of ['createdAt', 'updatedAt']) {
      const value = data?.[field];
      expect(value).toBeInstanceOf(Date);
      expect(value instanceof Date ? value.getTime() : 0).toBeGreaterThanOrEqual(before - 5_000);
    }
  });

  it('deletes a document; a missing one only fails when it must exist', async () => {
    const path = `${uniqueCollectionId('delete')}/doc`;
    await db.set(path, { a: 1 });
    await db.delete(path);
    expect(await db.get(path)).toBeNull();
    await db.delete(path);
    const error = await failure(() => db.delete(path, { precondition: { exists: true } }));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.preconditionFailed).toBe(true);
  });

  it('lists a subcollection page by page', async () => {
    const parent = `${uniqueCollectionId('users')}/abc`;
    const ids = ['a1', 'a2', 'a3', 'a4', 'a5'];
    await Promise.all(ids.map((id) => db.set(`${parent}/watchlist/${id}`, { id })));
    const first = await db.list(`${parent}/watchlist`, { pageSize: 3 });
    expect(first.documents.map((document) => document.id)).toEqual(['a1', 'a2', 'a3']);
    expect(first.nextPageToken).toBeTruthy();
    const second = await db.list(`${parent}/watchlist`, {
      pageSize: 3,
      ...(first.nextPageToken ? { pageToken: first.nextPageToken } : {}),
    });
    expect(second.documents.map((document) => document.data.id)).toEqual(['a4', 'a5']);
    expect(second.nextPageToken).toBeUndefined();
    expect((await db.list(`${parent}/readlist`)).documents).toEqual([]);
  });

  it('queries with where, orderBy, limit and cursors, and counts', async () => {
    const root = uniqueCollectionId('connections');
    const rows = [
      { id: 'c1', status: 'pending', rank: 1, tags: ['a'] },
      { id: 'c2', status: 'pending', rank: 2, tags: ['b'] },
      { id: 'c3', status: 'connected', rank: 3, tags: ['a', 'b'] },
      { id: 'c4', status: 'pending', rank: 4, tags: [] },
      { id: 'c5', status: 'declined', rank: 5, tags: ['c'] },
    ];
    await Promise.all(rows.map((row) => db.set(`${root}/${row.id}`, row)));

    const pending = collection(root).where('status', '==', 'pending').orderBy('rank', 'desc');
    expect((await db.query('', pending)).map((document) => document.id)).toEqual(['c4', 'c2', 'c1']);
    expect((await db.query('', pending.limit(2))).map((document) => document.id)).toEqual(['c4', 'c2']);
    expect((await db.query('', pending.startAfter([4]))).map((document) => document.id)).toEqual(['c2', 'c1']);

    const byRank = collection(root).orderBy('rank');
    expect(
      (await db.query('', byRank.where('rank', '>', 1).where('rank', '<=', 4).offset(1))).map((d) => d.id),
    ).toEqual(['c3', 'c4']);
    expect((await db.query('', byRank.where('status', 'in', ['connected', 'declined']))).map((d) => d.id)).toEqual([
      'c3',
      'c5',
    ]);
    expect((await db.query('', byRank.where('status', 'not-in', ['pending']))).map((d) => d.id)).toEqual(['c3', 'c5']);
    expect((await db.query('', byRank.where('status', '!=', 'pending'))).map((d) => d.id)).toEqual(['c3', 'c5']);
    expect((await db.query('', byRank.where('tags', 'array-contains', 'a'))).map((d) => d.id)).toEqual(['c1', 'c3']);
    expect((await db.query('', byRank.where('tags', 'array-contains-any', ['b', 'c']))).map((d) => d.id)).toEqual([
      'c2',
      'c3',
      'c5',
    ]);
    expect(
      (await db.query('', byRank.where(or(where('rank', '==', 1), where('status', '==', 'declined'))))).map(
        (d) => d.id,
      ),
    ).toEqual(['c1', 'c5']);

    const projected = await db.query('', byRank.select('status').limit(1));
    expect(projected[0]?.data).toEqual({ status: 'pending' });

    const byName = await db.query(
      '',
      collection(root)
        .orderBy('__name__')
        .startAfter([db.reference(`${root}/c3`)]),
    );
    expect(byName.map((document) => document.id)).toEqual(['c4', 'c5']);

    expect(await db.count('', collection(root).where('status', '==', 'pending'))).toBe(3);
    expect(await db.count('', collection(root))).toBe(5);
    expect(await db.count('', collection(uniqueCollectionId('empty')))).toBe(0);
  });

  it('queries and counts a subcollection under a document', async () => {
    const root = uniqueCollectionId('people');
    await db.set(`${root}/u1/notes/n1`, { n: 1 });
    await db.set(`${root}/u1/notes/n2`, { n: 2 });
    await db.set(`${root}/u2/notes/n3`, { n: 3 });
    expect((await db.query(`${root}/u1`, collection('notes').orderBy('n'))).map((d) => d.id)).toEqual(['n1', 'n2']);
    expect(await db.count(`${root}/u2`, collection('notes'))).toBe(1);
  });

  it('commits several writes atomically, and none when one precondition fails', async () => {
    const root = uniqueCollectionId('batch');
    await db.set(`${root}/existing`, { value: 'original' });
    await db.set(`${root}/other`, { value: 'original' });

    const failed = await failure(() =>
      db.commit([
        { type: 'set', path: `${root}/new-1`, data: { value: 1 } },
        { type: 'update', path: `${root}/other`, data: { value: 'changed' } },
        { type: 'set', path: `${root}/existing`, data: { value: 'clobbered' }, precondition: { exists: false } },
      ]),
    );
    expect(failed.code).toBe('ALREADY_EXISTS');
    expect(failed.preconditionFailed).toBe(true);
    expect(await db.get(`${root}/new-1`)).toBeNull();
    expect((await db.get(`${root}/existing`))?.data).toEqual({ value: 'original' });
    expect((await db.get(`${root}/other`))?.data).toEqual({ value: 'original' });

    const result = await db.commit([
      { type: 'set', path: `${root}/new-1`, data: { value: 1, at: serverTimestamp() } },
      { type: 'update', path: `${root}/existing`, data: { value: 'changed' } },
      { type: 'delete', path: `${root}/other`, precondition: { exists: true } },
    ]);
    expect(result.writeResults).toHaveLength(3);
    expect(result.writeResults[0]?.updateTime).toBeTruthy();
    expect((await db.get(`${root}/new-1`))?.data.at).toBeInstanceOf(Date);
    expect((await db.get(`${root}/existing`))?.data).toEqual({ value: 'changed' });
    expect(await db.get(`${root}/other`)).toBeNull();
  });

  it('keeps all of 50 concurrent sets of different documents', async () => {
    const root = uniqueCollectionId('concurrent');
    const ids = Array.from({ length: 50 }, (_, index) => `item-${String(index).padStart(2, '0')}`);
    await Promise.all(ids.map((id) => db.set(`${root}/${id}`, { id })));
    const listed = await db.list(root, { pageSize: 100 });
    expect(listed.documents.map((document) => document.id)).toEqual(ids);
    expect(await db.count('', collection(root))).toBe(50);
  });

  it('reads several documents in one request, in order, with nulls for missing ones', async () => {
    const root = uniqueCollectionId('many');
    await db.set(`${root}/a`, { n: 1 });
    await db.set(`${root}/c`, { n: 3 });
    const documents = await db.getMany([`${root}/c`, `${root}/b`, `${root}/a`]);
    expect(documents.map((document) => document?.data.n ?? null)).toEqual([3, null, 1]);
  });

  it('refuses malformed paths before any request', async () => {
    await expect(db.get('users')).rejects.toThrow(/not a document path/);
    await expect(db.get('users//x')).rejects.toThrow(/bad Firestore/);
    await expect(db.list('users/abc')).rejects.toThrow(/not a collection path/);
  });

  it('reports a request that gets no answer in time as DEADLINE_EXCEEDED', async () => {
    const slow = createFirestore({
      projectId: settings.projectId,
      baseUrl: settings.baseUrl,
      tokens: emulatorTokenSource(),
      timeoutMs: 50,
      // A server that never answers: only the client's timeout ends the request.
      fetch: (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });
    const error = await failure(() => slow.get(`${uniqueCollectionId('slow')}/x`));
    expect(error.code).toBe('DEADLINE_EXCEEDED');
    expect(error.status).toBe(0);
  });

  it('retries once with a fresh token after a 401', async () => {
    const calls: (boolean | undefined)[] = [];
    let seen = 0;
    const retrying = createFirestore({
      projectId: settings.projectId,
      baseUrl: settings.baseUrl,
      tokens: {
        getToken: (options) => {
          calls.push(options?.forceRefresh);
          return Promise.resolve('owner');
        },
      },
      fetch: (input, init) => {
        seen += 1;
        return seen === 1 ? Promise.resolve(new Response('{}', { status: 401 })) : fetch(input, init);
      },
    });
    expect(await retrying.get(`${uniqueCollectionId('retry')}/x`)).toBeNull();
    expect(calls).toEqual([undefined, true]);
  });
});
