/**
 * Presenter profiles in Firestore (`presenterProfiles/{uid}`). A save replaces the whole profile
 * in one write guarded by the stored version (or create-only), so a refused or failed save leaves
 * the stored profile as it was, and the image it replaced is deleted only after the new profile
 * is stored. A save whose public fields changed goes to the facilitation team for review
 * (decision 0018); the review, its history and the approved public version (`published`) live in
 * the same document, so they change in the same guarded writes.
 */
import type { Firestore } from '../firestore/client';
import { isFirestoreError } from '../firestore/errors';
import type { FirestoreDocument, FirestorePlainValue } from '../firestore/values';
import { CATEGORY_IDS } from '#shared/constants/content.ts';
import * as v from 'valibot';
import {
  mediaUrl,
  memberPresenterId,
  PRESENTER_ERRORS,
  PRESENTER_IMAGE_KEY_PATTERN,
  presenterImagePrefix,
  PROFILE_HISTORY_MAX,
  PROFILE_LANGUAGES,
  profileHistoryEntrySchema,
  profileReviewSchema,
  type PresenterProfile,
  type PresenterProfileInput,
  type ProfileHistoryEntry,
  type ProfileReview,
} from '#shared/schemas/presenter-profile.ts';
import { ApiError } from '../api-error';
import { deleteImage, imageExists, pruneImages, UNREFERENCED_IMAGE_TTL_MS } from './images';

export const PRESENTER_PROFILES = 'presenterProfiles';

/** Saves that lost a race with another save of the same profile are retried this often. */
const SAVE_ATTEMPTS = 3;

const profilePath = (uid: string) => `${PRESENTER_PROFILES}/${uid}`;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Before any review (profiles saved before reviews existed read as waiting). */
const NO_REVIEW: ProfileReview = { state: 'pending', note: '', submittedAt: '', reviewedAt: '', publishedAt: '' };

/** The stored review; a malformed one reads as waiting for review. */
export function decodeReview(data: Record<string, unknown>, updatedAt: string): ProfileReview {
  const parsed = v.safeParse(profileReviewSchema, data.review);
  return parsed.success ? parsed.output : { ...NO_REVIEW, submittedAt: updatedAt };
}

/** The stored history, oldest first; malformed entries are left out. */
export function decodeHistory(data: Record<string, unknown>): ProfileHistoryEntry[] {
  const entries = Array.isArray(data.history) ? data.history : [];
  return entries.flatMap((entry: unknown) => {
    const parsed = v.safeParse(profileHistoryEntrySchema, entry);
    return parsed.success ? [parsed.output] : [];
  });
}

/** `history` with `entry` added, at most PROFILE_HISTORY_MAX entries. */
export function withEntry(history: ProfileHistoryEntry[], entry: ProfileHistoryEntry): ProfileHistoryEntry[] {
  return [...history, entry].slice(-PROFILE_HISTORY_MAX);
}

/** The fields the public sees (telephone and e-mail are for the team only). */
export function publicFields(profile: PresenterProfileInput) {
  return {
    name: profile.name,
    surname: profile.surname,
    country: profile.country,
    title: profile.title,
    qualifications: profile.qualifications,
    organisation: profile.organisation,
    roleAtOrganisation: profile.roleAtOrganisation,
    summary: profile.summary,
    bio: profile.bio,
    categoryIds: profile.categoryIds,
    imageKey: profile.imageKey,
    language: profile.language,
  };
}
export type PublicFields = ReturnType<typeof publicFields>;

const samePublicFields = (a: PublicFields, b: PublicFields) => JSON.stringify(a) === JSON.stringify(b);

/** A stored document as the API answers it; unknown or malformed fields read as empty. */
export function decodeProfile(uid: string, document: FirestoreDocument): PresenterProfile {
  const data = document.data;
  const updatedAt = data.updatedAt instanceof Date ? data.updatedAt.toISOString() : document.updateTime;
  const review = decodeReview(data, updatedAt);
  const categoryIds = Array.isArray(data.categoryIds) ? data.categoryIds : [];
  const imageKey =
    typeof data.imageKey === 'string' && PRESENTER_IMAGE_KEY_PATTERN.test(data.imageKey) ? data.imageKey : null;
  return {
    uid,
    name: text(data.name),
    surname: text(data.surname),
    email: text(data.email),
    country: text(data.country),
    title: text(data.title),
    qualifications: text(data.qualifications),
    organisation: text(data.organisation),
    roleAtOrganisation: text(data.roleAtOrganisation),
    telephone: text(data.telephone),
    summary: text(data.summary),
    bio: text(data.bio),
    categoryIds: CATEGORY_IDS.filter((id) => categoryIds.includes(id)),
    imageKey,
    language: PROFILE_LANGUAGES.find((language) => language === data.language) ?? 'en',
    imageUrl: imageKey === null ? null : mediaUrl(imageKey),
    updatedAt,
    review,
    publicPath: data.isPublished === true ? `/presenters/${memberPresenterId(uid)}` : null,
  };
}

/** The public fields of the approved version, as stored at approval; null when none. */
export function decodePublished(data: Record<string, unknown>): (PublicFields & { spotlight: boolean }) | null {
  if (data.isPublished !== true || typeof data.published !== 'object' || data.published === null) return null;
  const published = data.published as Record<string, unknown>;
  const categoryIds = Array.isArray(published.categoryIds) ? published.categoryIds : [];
  const imageKey = published.imageKey;
  return {
    name: text(published.name),
    surname: text(published.surname),
    country: text(published.country),
    title: text(published.title),
    qualifications: text(published.qualifications),
    organisation: text(published.organisation),
    roleAtOrganisation: text(published.roleAtOrganisation),
    summary: text(published.summary),
    bio: text(published.bio),
    categoryIds: CATEGORY_IDS.filter((id) => categoryIds.includes(id)),
    imageKey: typeof imageKey === 'string' && PRESENTER_IMAGE_KEY_PATTERN.test(imageKey) ? imageKey : null,
    language: PROFILE_LANGUAGES.find((language) => language === published.language) ?? 'en',
    spotlight: published.spotlight === true,
  };
}

/** The stored profile of `uid`, or null. */
export async function readProfile(db: Firestore, uid: string): Promise<PresenterProfile | null> {
  const document = await db.get(profilePath(uid));
  return document ? decodeProfile(uid, document) : null;
}

const imageFieldError = (key: string) => new ApiError(400, 'invalid_body', key, { fields: { imageKey: key } });

/**
 * Stores `input` (already validated by the shared schema) as the profile of `uid`. The image
 * must be one of `uid`'s own uploads that still exists. Afterwards the image it replaced, and
 * uploads of `uid` that no profile uses and that are older than an hour, are deleted.
 */
export async function saveProfile(
  db: Firestore,
  bucket: R2Bucket,
  uid: string,
  input: PresenterProfileInput,
  now: Date = new Date(),
): Promise<PresenterProfile> {
  if (input.imageKey !== null && !input.imageKey.startsWith(presenterImagePrefix(uid))) {
    throw imageFieldError(PRESENTER_ERRORS.imageKeyInvalid);
  }
  let checkedImage: string | null = null;
  for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt += 1) {
    const current = await db.get(profilePath(uid));
    const currentImage = current ? decodeProfile(uid, current).imageKey : null;
    if (input.imageKey !== null && input.imageKey !== currentImage && input.imageKey !== checkedImage) {
      if (!(await imageExists(bucket, input.imageKey))) throw imageFieldError('presenter:errors.imageUnknown');
      checkedImage = input.imageKey;
    }
    const data = { ...input, updatedAt: now, ...reviewAfterSave(current, input, now) };
    let updateTime: string;
    try {
      ({ updateTime } = await db.set(profilePath(uid), data, {
        precondition: current ? { updateTime: current.updateTime } : { exists: false },
      }));
    } catch (error) {
      if (isFirestoreError(error) && error.preconditionFailed) continue; // another save won; read again
      throw error;
    }
    // The approved version's image stays while it is public.
    const publishedImage = current ? (decodePublished(current.data)?.imageKey ?? null) : null;
    if (currentImage !== null && currentImage !== input.imageKey && currentImage !== publishedImage) {
      await deleteImage(bucket, currentImage);
    }
    const keep = new Set([input.imageKey, publishedImage].filter((key): key is string => key !== null));
    await pruneImages(bucket, uid, keep, new Date(now.getTime() - UNREFERENCED_IMAGE_TTL_MS));
    return decodeProfile(uid, {
      id: uid,
      path: profilePath(uid),
      createTime: current?.createTime ?? updateTime,
      updateTime,
      data,
    });
  }
  throw new ApiError(409, 'busy', 'presenter:errors.busy');
}

/**
 * The review fields after the owner saves `input`: unchanged public fields keep an approved
 * profile approved (a new telephone needs no review); anything else waits for the team.
 */
function reviewAfterSave(current: FirestoreDocument | null, input: PresenterProfileInput, now: Date) {
  const data = current?.data ?? {};
  const updatedAt = current ? decodeProfile('', current).updatedAt : now.toISOString();
  const review = current ? decodeReview(data, updatedAt) : NO_REVIEW;
  const history = decodeHistory(data);
  const published = decodePublished(data);
  const { spotlight: _spotlight, ...publishedFields } = published ?? { spotlight: false };
  // The approved version stays public until the team decides on the new one.
  const kept: Record<string, FirestorePlainValue> = {};
  if (published && data.published) Object.assign(kept, { published: data.published, isPublished: true });
  if (
    published &&
    review.state === 'approved' &&
    samePublicFields(publishedFields as PublicFields, publicFields(input))
  ) {
    return { review, history, ...kept };
  }
  const byName = [input.name, input.surname].filter(Boolean).join(' ');
  return {
    ...kept,
    review: { ...review, state: 'pending', note: '', submittedAt: now.toISOString() },
    history:
      review.state === 'pending' && history.at(-1)?.action === 'submitted'
        ? history // saved again before the team looked: one entry, the first save's
        : withEntry(history, { action: 'submitted', at: now.toISOString(), byName, note: '' }),
  };
}
