/**
 * Contact messages from the public contact form (`contactMessages`, written by
 * services/forms/store.ts with `status: 'new'`) as the admin console lists them, newest first,
 * new or handled, and marks them handled (who, when) or new again.
 */
import type { Firestore } from '../firestore/client';
import { collection } from '../firestore/query';
import type { FirestoreDocument } from '../firestore/values';
import type { AdminContactMessage, AdminContactMessagePage, ContactMessageQuery } from '#shared/schemas/admin.ts';
import { ApiError } from '../api-error';
import { CONTACT_COLLECTION } from '../forms/store';
import { isDocumentId } from '../connections/model';
import type { Actor } from './connections-admin';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

function toMessage(document: FirestoreDocument): AdminContactMessage {
  const data = document.data;
  return {
    id: document.id,
    version: document.updateTime,
    name: text(data.name),
    surname: text(data.surname),
    email: text(data.email),
    cellphone: text(data.cellphone),
    message: text(data.message),
    locale: text(data.locale),
    createdAt: iso(data.createdAt) ?? document.createTime,
    handled: data.status === 'handled',
    handledAt: iso(data.handledAt),
    handledByName: typeof data.handledByName === 'string' ? data.handledByName : null,
  };
}

const messages = (state: ContactMessageQuery['state']) => {
  const base = collection(CONTACT_COLLECTION);
  return state === 'all' ? base : base.where('status', '==', state);
};

const cursorRefused = () =>
  new ApiError(400, 'invalid_query', 'admin:errors.cursorInvalid', { fields: { after: 'admin:errors.cursorInvalid' } });

/** The cursor is the last message's creation time and id (nothing else orders this list). */
function decodeCursor(cursor: string): { at: Date; id: string } | null {
  const match = /^(\d{13})\.([A-Za-z0-9-]{1,64})$/.exec(cursor);
  if (!match?.[1] || !match[2]) return null;
  return { at: new Date(Number(match[1])), id: match[2] };
}

/** One page of contact messages (newest first) and the counts of new and handled ones. */
export async function listContactMessages(db: Firestore, query: ContactMessageQuery): Promise<AdminContactMessagePage> {
  let builder = messages(query.state).orderBy('createdAt', 'desc').orderBy('__name__', 'desc');
  if (query.after) {
    const start = decodeCursor(query.after);
    if (!start) throw cursorRefused();
    builder = builder.startAfter([start.at, db.reference(`${CONTACT_COLLECTION}/${start.id}`)]);
  }
  const [documents, newCount, handledCount] = await Promise.all([
    db.query('', builder.limit(query.size + 1)),
    db.count('', messages('new')),
    db.count('', messages('handled')),
  ]);
  const page = documents.slice(0, query.size);
  const last = page.at(-1);
  const lastAt = last?.data.createdAt;
  return {
    items: page.map(toMessage),
    nextCursor:
      documents.length > query.size && last && lastAt instanceof Date ? `${lastAt.getTime()}.${last.id}` : null,
    counts: { new: newCount, handled: handledCount },
  };
}

/** Marks message `id` handled by `actor` (or new again); ApiError 404 when there is none. */
export async function markContactMessage(
  db: Firestore,
  id: string,
  handled: boolean,
  actor: Actor,
  now: Date = new Date(),
): Promise<AdminContactMessage> {
  const notFound = () => new ApiError(404, 'not_found', 'admin:errors.messageNotFound');
  if (!isDocumentId(id) || id.length > 64) throw notFound();
  const path = `${CONTACT_COLLECTION}/${id}`;
  const document = await db.get(path);
  if (!document) throw notFound();
  await db.update(
    path,
    handled
      ? { status: 'handled', handledAt: now, handledBy: actor.uid, handledByName: actor.name }
      : { status: 'new', handledAt: null, handledBy: null, handledByName: null },
  );
  const updated = await db.get(path);
  if (!updated) throw notFound();
  return toMessage(updated);
}
