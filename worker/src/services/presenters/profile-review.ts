/**
 * The facilitation team's review of presenter profiles (decision 0018): the list by state, one
 * profile as the team sees it, and the decision (approve and publish, or send back with a note),
 * taken on the version the reviewer saw (a newer save makes it 409 `stale`). Every decision is in
 * the profile's history and rebuilds the published snapshot.
 */
import type { Firestore } from '../firestore/client';
import type { FirestoreDocument } from '../firestore/values';
import { isFirestoreError } from '../firestore/errors';
import { collection } from '../firestore/query';
import { isDocumentId } from '../connections/model';
import { ApiError } from '../api-error';
import { mediaUrl, type ProfileReviewState } from '#shared/schemas/presenter-profile.ts';
import type {
  AdminProfileDetail,
  AdminProfileList,
  AdminProfileRow,
  ProfileDecision,
  ProfileFilter,
} from '#shared/schemas/profile-review.ts';
import {
  decodeHistory,
  decodeProfile,
  decodePublished,
  PRESENTER_PROFILES,
  publicFields,
  withEntry,
} from './profile-store';
import { rebuildPublishedPresenters } from './published';

/** Profiles listed at most per state (far above the team's scale; the oldest waiting come first). */
const LIST_MAX = 500;

/** The team member deciding. */
export interface Actor {
  uid: string;
  name: string;
}

const notFound = () => new ApiError(404, 'not_found', 'admin:errors.profileNotFound');

const inState = (state: ProfileFilter) => {
  const base = collection(PRESENTER_PROFILES);
  return state === 'all' ? base : base.where('review.state', '==', state);
};

function row(document: FirestoreDocument): AdminProfileRow {
  const profile = decodeProfile(document.id, document);
  return {
    uid: document.id,
    name: [profile.name, profile.surname].filter(Boolean).join(' '),
    country: profile.country,
    language: profile.language,
    review: profile.review,
    published: profile.publicPath !== null,
  };
}

/** The profiles in `state`: waiting ones oldest first (first come, first served), others newest first. */
export async function listProfiles(db: Firestore, state: ProfileFilter): Promise<AdminProfileList> {
  const count = (of: ProfileReviewState) => db.count('', inState(of));
  const [documents, pending, approved, returned] = await Promise.all([
    db.query('', inState(state).limit(LIST_MAX)),
    count('pending'),
    count('approved'),
    count('returned'),
  ]);
  const items = documents.map(row);
  const key = (item: AdminProfileRow) => item.review.submittedAt;
  items.sort((a, b) => (state === 'pending' ? key(a).localeCompare(key(b)) : key(b).localeCompare(key(a))));
  return { items, counts: { pending, approved, returned } };
}

function detail(document: FirestoreDocument): AdminProfileDetail {
  const profile = decodeProfile(document.id, document);
  const published = decodePublished(document.data);
  return {
    uid: document.id,
    version: document.updateTime,
    saved: { ...withImageUrl(publicFields(profile)), email: profile.email, telephone: profile.telephone },
    published: published && withImageUrl(published),
    publicPath: profile.publicPath,
    review: profile.review,
    history: decodeHistory(document.data),
    updatedAt: profile.updatedAt,
    // Titled by the route, which reads the content (routes/api/admin-profiles.ts).
    categories: [],
  };
}

/** Profile fields as the console shows them: the image's address in place of its key. */
function withImageUrl<T extends { imageKey: string | null }>({ imageKey, ...fields }: T) {
  return { ...fields, imageUrl: imageKey ? mediaUrl(imageKey) : null };
}

async function readDocument(db: Firestore, uid: string): Promise<FirestoreDocument> {
  if (!isDocumentId(uid) || uid.length > 128) throw notFound();
  const document = await db.get(`${PRESENTER_PROFILES}/${uid}`);
  if (!document) throw notFound();
  return document;
}

/** One profile as the team reviews it; 404 when there is none. */
export async function readProfileForTeam(db: Firestore, uid: string): Promise<AdminProfileDetail> {
  return detail(await readDocument(db, uid));
}

/**
 * Approves (publishes the saved version), sends back or withdraws the profile of `uid`, if it is still the
 * version `decision.version` the reviewer saw. Only a waiting profile can be sent back; approving
 * an approved one changes its spotlight.
 */
export async function decideProfile(
  db: Firestore,
  kv: KVNamespace,
  uid: string,
  decision: ProfileDecision,
  actor: Actor,
  now: Date = new Date(),
): Promise<AdminProfileDetail> {
  const document = await readDocument(db, uid);
  const stale = () => new ApiError(409, 'stale', 'admin:errors.staleProfile', { extra: { profile: detail(document) } });
  if (document.updateTime !== decision.version) throw stale();
  const profile = decodeProfile(uid, document);
  const history = decodeHistory(document.data);
  const at = now.toISOString();
  let changes: Record<string, unknown>;
  if (decision.decision === 'approve') {
    changes = {
      review: { ...profile.review, state: 'approved', note: '', reviewedAt: at, publishedAt: at },
      published: { ...publicFields(profile), spotlight: decision.spotlight },
      isPublished: true,
      history: withEntry(history, { action: 'approved', at, byName: actor.name, note: '' }),
    };
  } else if (decision.decision === 'withdraw') {
    if (profile.publicPath === null) throw new ApiError(409, 'not_allowed', 'admin:errors.profileNotPublished');
    changes = {
      review: { ...profile.review, state: 'returned', note: decision.note, reviewedAt: at, publishedAt: '' },
      isPublished: false,
      history: withEntry(history, { action: 'withdrawn', at, byName: actor.name, note: decision.note }),
    };
  } else {
    if (profile.review.state !== 'pending') {
      throw new ApiError(409, 'not_allowed', 'admin:errors.profileNotWaiting');
    }
    changes = {
      review: { ...profile.review, state: 'returned', note: decision.note, reviewedAt: at },
      history: withEntry(history, { action: 'returned', at, byName: actor.name, note: decision.note }),
    };
  }
  const data = { ...document.data, ...changes };
  let updateTime: string;
  try {
    ({ updateTime } = await db.set(`${PRESENTER_PROFILES}/${uid}`, data as never, {
      precondition: { updateTime: document.updateTime },
    }));
  } catch (error) {
    if (isFirestoreError(error) && error.preconditionFailed) throw stale();
    throw error;
  }
  if (decision.decision !== 'return') {
    // The public lists follow; a failure here is logged and mended by the next decision.
    await rebuildPublishedPresenters(db, kv).catch((error: unknown) =>
      console.error('published presenters: rebuild failed:', error instanceof Error ? error.message : error),
    );
  }
  return detail({ ...document, updateTime, data: data as FirestoreDocument['data'] });
}
