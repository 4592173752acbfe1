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
import { kvSnapshot, snapshotDigest, type Snapshot } from '../kv-snapshot';

/** Approved profiles published at most (a query's page; far above the team's scale). */
const MAX_PUBLISHED = 1000;

export type PublishedSnapshot = Snapshot<Presenter>;

const published = kvSnapshot<Presenter>('published-presenters:v1');
const EMPTY = published.empty;

/** Forgets the snapshot held in this isolate (tests). */
export const resetPublishedMemory = published.reset;

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
  const snapshot = { version: await snapshotDigest(body), items };
  await published.store(kv, snapshot);
  return snapshot;
}

/** The published snapshot (empty before the first decision, or when it cannot be read). */
export function readPublishedPresenters(kv: KVNamespace, now = Date.now()): Promise<PublishedSnapshot> {
  return published.read(kv, now);
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
