/**
 * The approved answers (decision 0040), published like the presenters' own profiles (decision
 * 0018's published.ts): a snapshot of their public fields in KV, rebuilt from Firestore after
 * every decision that changes what is public (approve, edit of an approved answer, withdraw),
 * read by the pages, the feed, the sitemap, the search and the recordings' route, and held a few
 * seconds per isolate. Its digest is part of the presenters' version (`withPublishedAnswers`), so
 * every kept page copy that read presenters (every page showing answers) is replaced at its next
 * request once an answer changes (decision 0021): a withdrawn answer is gone within seconds.
 */
import type { Firestore } from '../firestore/client';
import { collection } from '../firestore/query';
import type { CollectionName } from '#shared/schemas/content.ts';
import type { PublicAnswerItem } from '#shared/schemas/answers.ts';
import type { ContentReader } from '../content/client';
import { ANSWERS, decodeAnswer, toPublicAnswer } from './model';
import { kvSnapshot, snapshotDigest, type Snapshot } from '../kv-snapshot';

const MAX_PUBLISHED = 2000;

export type AnswersSnapshot = Snapshot<PublicAnswerItem>;

const published = kvSnapshot<PublicAnswerItem>('published-answers:v1');
const EMPTY = published.empty;

/** Forgets the snapshot held in this isolate (tests). */
export const resetAnswersMemory = published.reset;

/** Rebuilds the snapshot from Firestore's approved answers, newest first, and stores it in KV. */
export async function rebuildPublishedAnswers(db: Firestore, kv: KVNamespace): Promise<AnswersSnapshot> {
  const documents = await db.query('', collection(ANSWERS).where('status', '==', 'approved').limit(MAX_PUBLISHED));
  const items = documents
    .map(decodeAnswer)
    .filter((answer) => answer !== null && answer.status === 'approved')
    .map((answer) => toPublicAnswer(answer!))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  const snapshot = { version: items.length ? await snapshotDigest(JSON.stringify(items)) : '0', items };
  await published.store(kv, snapshot);
  return snapshot;
}

/** The published answers (empty before the first approval, or when they cannot be read). */
export function readPublishedAnswers(kv: KVNamespace, now = Date.now()): Promise<AnswersSnapshot> {
  return published.read(kv, now);
}

/** The answers' part of a presenters' version (after the members' part, so split stays as it was). */
export const withAnswersVersion = (version: string, answers: string) =>
  answers === '0' ? version : `${version}.a${answers}`;

/**
 * `reader` whose presenters' version includes the published answers' digest: a page that lists
 * answers reads presenters, so its kept copy goes stale when an answer is approved or withdrawn.
 */
export function withPublishedAnswers(
  reader: ContentReader,
  kv: KVNamespace,
  onError: (error: unknown) => void,
): ContentReader {
  const answers = () =>
    readPublishedAnswers(kv).catch((error: unknown) => {
      onError(error);
      return EMPTY;
    });
  return {
    list: (name) => reader.list(name),
    listVersioned: async <N extends CollectionName>(name: N) => {
      if (name !== 'presenters') return reader.listVersioned(name);
      const [value, snapshot] = await Promise.all([reader.listVersioned(name), answers()]);
      return { items: value.items, version: withAnswersVersion(value.version, snapshot.version) };
    },
    version: async (name: CollectionName) => {
      if (name !== 'presenters') return reader.version(name);
      const [version, snapshot] = await Promise.all([reader.version(name), answers()]);
      return withAnswersVersion(version, snapshot.version);
    },
    contact: () => reader.contact(),
  };
}
