/**
 * Presenters' own profiles once the facilitation team approved them (decision 0018), published
 * beside the content service's presenters: a snapshot of every approved profile's public fields
 * in KV, rebuilt from Firestore after each decision, read by every content reader (pages, search,
 * sitemap, connections) and held a few seconds per isolate. Telephone and e-mail never enter it.
 */
import type { Firestore } from '../firestore/client';
import { collection } from '../firestore/query';
import type { CollectionItem, CollectionName, LocalizedText, Presenter } from '#shared/schemas/content.ts';
import { mediaUrl, memberPresenterId, presentersVersion } from '#shared/schemas/presenter-profile.ts';
import type { ContentReader } from '../content/client';
import { decodePublished, PRESENTER_PROFILES, type PublicFields } from './profile-store';

const SNAPSHOT_KEY = 'published-presenters:v1';
/** How long an isolate reuses the snapshot it read (another isolate's decision shows after this). */
const MEMORY_MS = 5_000;
/** Approved profiles published at most (a query's page; far above the team's scale). */
const MAX_PUBLISHED = 1000;

export interface PublishedSnapshot {
  version: string;
  items: Presenter[];
}

const EMPTY: PublishedSnapshot = { version: '0', items: [] };

let memory: { kv: KVNamespace; at: number; snapshot: Promise<PublishedSnapshot> } | null = null;

/** Forgets the snapshot held in this isolate (tests). */
export function resetPublishedMemory(): void {
  memory = null;
}

/** The public presenter of an approved profile: texts in the language it was written in. */
export function publishedPresenter(
  uid: string,
  fields: PublicFields & { spotlight: boolean },
  publishedAt: string,
): Presenter {
  const inLanguage = (value: string): LocalizedText | undefined => (value ? { [fields.language]: value } : undefined);
  const optional = <K extends string, T>(key: K, value: T | undefined) =>
    (value === undefined ? {} : { [key]: value }) as Partial<Record<K, T>>;
  return {
    id: memberPresenterId(uid),
    name: fields.name,
    surname: fields.surname,
    ...optional('title', inLanguage(fields.title)),
    ...optional('image', fields.imageKey ? mediaUrl(fields.imageKey) : undefined),
    ...optional('role', inLanguage(fields.roleAtOrganisation)),
    ...optional('organisation', inLanguage(fields.organisation)),
    ...optional('qualifications', inLanguage(fields.qualifications)),
    ...optional('country', fields.country || undefined),
    ...optional('summary', inLanguage(fields.summary)),
    ...optional('bio', inLanguage(fields.bio)),
    categoryIds: fields.categoryIds,
    spotlight: fields.spotlight,
    date: publishedAt,
  };
}

async function digest(text: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(hash).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Rebuilds the snapshot from Firestore's approved profiles and stores it in KV. */
export async function rebuildPublishedPresenters(db: Firestore, kv: KVNamespace): Promise<PublishedSnapshot> {
  const documents = await db.query(
    '',
    collection(PRESENTER_PROFILES).where('isPublished', '==', true).limit(MAX_PUBLISHED),
  );
  const items = documents
    .flatMap((document) => {
      const fields = decodePublished(document.data);
      const review = document.data.review as Record<string, unknown> | undefined;
      const publishedAt =
        typeof review?.publishedAt === 'string' && review.publishedAt ? review.publishedAt : document.updateTime;
      return fields ? [publishedPresenter(document.id, fields, publishedAt)] : [];
    })
    .sort((a, b) => a.id.localeCompare(b.id));
  const body = JSON.stringify(items);
  const snapshot = { version: await digest(body), items };
  await kv.put(SNAPSHOT_KEY, JSON.stringify(snapshot));
  memory = { kv, at: Date.now(), snapshot: Promise.resolve(snapshot) };
  return snapshot;
}

function isSnapshot(value: unknown): value is PublishedSnapshot {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PublishedSnapshot).version === 'string' &&
    Array.isArray((value as PublishedSnapshot).items)
  );
}

/** The published snapshot (empty before the first decision, or when it cannot be read). */
export function readPublishedPresenters(kv: KVNamespace, now = Date.now()): Promise<PublishedSnapshot> {
  if (memory && memory.kv === kv && now - memory.at < MEMORY_MS) return memory.snapshot;
  const snapshot = kv.get(SNAPSHOT_KEY, 'json').then((value) => (isSnapshot(value) ? value : EMPTY));
  memory = { kv, at: now, snapshot };
  snapshot.catch(() => {
    if (memory?.snapshot === snapshot) memory = null;
  });
  return snapshot;
}

/**
 * `reader` with the approved member profiles after the content service's presenters, in lists and
 * in the version the search index is keyed by. A failure to read them leaves them out (logged).
 */
export function withMemberPresenters(
  reader: ContentReader,
  kv: KVNamespace,
  onError: (error: unknown) => void,
): ContentReader {
  const members = () =>
    readPublishedPresenters(kv).catch((error: unknown) => {
      onError(error);
      return EMPTY;
    });
  return {
    list: async <N extends CollectionName>(name: N): Promise<CollectionItem<N>[]> => {
      if (name !== 'presenters') return reader.list(name);
      const [items, snapshot] = await Promise.all([reader.list(name), members()]);
      return [...items, ...(snapshot.items as CollectionItem<N>[])];
    },
    listVersioned: async <N extends CollectionName>(name: N) => {
      if (name !== 'presenters') return reader.listVersioned(name);
      const [{ items, version }, snapshot] = await Promise.all([reader.listVersioned(name), members()]);
      return {
        items: [...items, ...(snapshot.items as CollectionItem<N>[])],
        version: presentersVersion(version, snapshot.version),
      };
    },
    version: async (name: CollectionName) => {
      if (name !== 'presenters') return reader.version(name);
      const [version, snapshot] = await Promise.all([reader.version(name), members()]);
      return presentersVersion(version, snapshot.version);
    },
    contact: () => reader.contact(),
  };
}
