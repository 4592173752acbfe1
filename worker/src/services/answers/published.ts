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

const SNAPSHOT_KEY = 'published-answers:v1';
const MEMORY_MS = 5_000;
const MAX_PUBLISHED = 2000;

export interface AnswersSnapshot {
  version: string;
  items: PublicAnswerItem[];
}

const EMPTY: AnswersSnapshot = { version: '0', items: [] };

let memory: { kv: KVNamespace; at: number; snapshot: Promise<AnswersSnapshot> } | null = null;

/** Forgets the snapshot held in this isolate (tests). */
export function resetAnswersMemory(): void {
  memory = null;
}

async function digest(text: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(hash).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Rebuilds the snapshot from Firestore's approved answers, newest first, and stores it in KV. */
export async function rebuildPublishedAnswers(db: Firestore, kv: KVNamespace): Promise<AnswersSnapshot> {
  const documents = await db.query('', collection(ANSWERS).where('status', '==', 'approved').limit(MAX_PUBLISHED));
  const items = documents
    .map(decodeAnswer)
    .filter((answer) => answer !== null && answer.status === 'approved')
    .map((answer) => toPublicAnswer(answer!))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  const snapshot = { version: items.length ? await digest(JSON.stringify(items)) : '0', items };
  await kv.put(SNAPSHOT_KEY, JSON.stringify(snapshot));
  memory = { kv, at: Date.now(), snapshot: Promise.resolve(snapshot) };
  return snapshot;
}

const isSnapshot = (value: unknown): value is AnswersSnapshot =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnswersSnapshot).version === 'string' &&
  Array.isArray((value as AnswersSnapshot).items);

/** The published answers (empty before the first approval, or when they cannot be read). */
export function readPublishedAnswers(kv: KVNamespace, now = Date.now()): Promise<AnswersSnapshot> {
  if (memory && memory.kv === kv && now - memory.at < MEMORY_MS) return memory.snapshot;
  const snapshot = kv.get(SNAPSHOT_KEY, 'json').then((value) => (isSnapshot(value) ? value : EMPTY));
  memory = { kv, at: now, snapshot };
  snapshot.catch(() => {
    if (memory?.snapshot === snapshot) memory = null;
  });
  return snapshot;
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
