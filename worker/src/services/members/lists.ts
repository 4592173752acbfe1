/**
 * The watchlist (presentations) and readlist (articles) of a member: one Firestore document per
 * item, `users/{uid}/watchlist/{id}` and `users/{uid}/readlist/{id}` holding `{ id, addedAt }`,
 * so concurrent adds never overwrite each other. Adding is create-only (adding twice keeps the
 * first `addedAt`), removing a missing item succeeds, and reading joins the items with the
 * content in the reader's language, newest first; items gone from the content are listed as
 * `missing`.
 */
import * as v from 'valibot';
import type { Locale } from '#shared/constants/spec.ts';
import { localize } from '#shared/lib/localize.ts';
import { listItemId, type ListItem } from '#shared/schemas/member.ts';
import type { Article, Presentation } from '#shared/schemas/content.ts';
import type { ContentReader } from '../content/client';
import type { Firestore } from '../firestore/client';
import { isFirestoreError } from '../firestore/errors';
import { serverTimestamp } from '../firestore/values';
import { userPath } from './users';

export const LIST_KINDS = ['watchlist', 'readlist'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** The part of the content client the lists read. */
export type ListContent = Pick<ContentReader, 'list'>;

/** Documents read per page, and the most a list is read to (a guard, far above real use). */
const PAGE_SIZE = 300;
const MAX_ITEMS = 3000;

interface Joined {
  title: string;
  image?: string | undefined;
  date?: string | undefined;
  url: string;
}

const joinPresentation = (item: Presentation, locale: Locale): Joined => ({
  title: localize(item.title, locale),
  image: item.image,
  date: item.date,
  url: `/video-presentations/${item.id}`,
});

const joinArticle = (item: Article, locale: Locale): Joined => ({
  title: localize(item.title, locale),
  image: item.image,
  date: item.date,
  url: `/blog/${item.slug}`,
});

/** The content a list draws from (presentations or articles), by id, as list entries show it. */
async function joinedContent(content: ListContent, kind: ListKind, locale: Locale): Promise<Map<string, Joined>> {
  if (kind === 'watchlist') {
    const presentations = await content.list('presentations');
    return new Map(presentations.map((item) => [item.id, joinPresentation(item, locale)]));
  }
  const articles = await content.list('articles');
  return new Map(articles.map((item) => [item.id, joinArticle(item, locale)]));
}

/** The ids of the content a list draws from. */
async function contentIds(content: ListContent, kind: ListKind): Promise<Set<string>> {
  const items = kind === 'watchlist' ? await content.list('presentations') : await content.list('articles');
  return new Set(items.map((item) => item.id));
}

export const listPath = (uid: string, kind: ListKind) => `${userPath(uid)}/${kind}`;

/** True for an id that can name a list item (a content id usable as a Firestore document id). */
export const isListItemId = (id: string): boolean => v.is(listItemId, id);

/**
 * The member's list joined with the content, newest first. Throws when the content or Firestore
 * cannot be read (a ContentError or FirestoreError).
 */
export async function listItems(
  firestore: Firestore,
  content: ListContent,
  uid: string,
  kind: ListKind,
  locale: Locale = 'en',
): Promise<ListItem[]> {
  const [stored, items] = await Promise.all([readList(firestore, uid, kind), joinedContent(content, kind, locale)]);
  return stored
    .sort((a, b) => b.addedAt.localeCompare(a.addedAt) || a.id.localeCompare(b.id))
    .map(({ id, addedAt }): ListItem => {
      const joined = items.get(id);
      if (!joined) return { id, addedAt, missing: true };
      return {
        id,
        addedAt,
        title: joined.title,
        ...(joined.image ? { image: joined.image } : {}),
        ...(joined.date ? { date: joined.date } : {}),
        url: joined.url,
      };
    });
}

/** The stored entries of a list: id (the document id) and when it was added (ISO 8601). */
async function readList(firestore: Firestore, uid: string, kind: ListKind): Promise<{ id: string; addedAt: string }[]> {
  const entries: { id: string; addedAt: string }[] = [];
  let pageToken: string | undefined;
  do {
    const page = await firestore.list(listPath(uid, kind), {
      pageSize: PAGE_SIZE,
      ...(pageToken ? { pageToken } : {}),
    });
    for (const document of page.documents) {
      const added = document.data.addedAt;
      entries.push({ id: document.id, addedAt: added instanceof Date ? added.toISOString() : document.createTime });
    }
    pageToken = page.nextPageToken;
  } while (pageToken && entries.length < MAX_ITEMS);
  return entries;
}

/**
 * Adds an item to the member's list: `added`, `exists` (already there, unchanged) or
 * `not_found` (no such presentation / article in the content; nothing written).
 */
export async function addItem(
  firestore: Firestore,
  content: ListContent,
  uid: string,
  kind: ListKind,
  id: string,
): Promise<'added' | 'exists' | 'not_found'> {
  if (!isListItemId(id)) return 'not_found';
  if (!(await contentIds(content, kind)).has(id)) return 'not_found';
  try {
    await firestore.set(
      `${listPath(uid, kind)}/${id}`,
      { id, addedAt: serverTimestamp() },
      { precondition: { exists: false } },
    );
    return 'added';
  } catch (error) {
    if (isFirestoreError(error) && error.preconditionFailed) return 'exists';
    throw error;
  }
}

/** Removes an item from the member's list; removing an item that is not there succeeds. */
export async function removeItem(firestore: Firestore, uid: string, kind: ListKind, id: string): Promise<void> {
  if (!isListItemId(id)) return;
  await firestore.delete(`${listPath(uid, kind)}/${id}`);
}
