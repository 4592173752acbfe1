/**
 * Presenter profiles in Firestore (`presenterProfiles/{uid}`). A save replaces the whole profile
 * in one write guarded by the stored version (or create-only), so a refused or failed save leaves
 * the stored profile as it was, and the image it replaced is deleted only after the new profile
 * is stored.
 */
import type { Firestore } from '../firestore/client';
import { isFirestoreError } from '../firestore/errors';
import type { FirestoreDocument } from '../firestore/values';
import { CATEGORY_IDS } from '../../../../shared/constants/content';
import {
  mediaUrl,
  PRESENTER_ERRORS,
  PRESENTER_IMAGE_KEY_PATTERN,
  presenterImagePrefix,
  type PresenterProfile,
  type PresenterProfileInput,
} from '../../../../shared/schemas/presenter-profile';
import { ApiError } from '../api-error';
import { deleteImage, imageExists, pruneImages, UNREFERENCED_IMAGE_TTL_MS } from './images';

export const PRESENTER_PROFILES = 'presenterProfiles';

/** Saves that lost a race with another save of the same profile are retried this often. */
const SAVE_ATTEMPTS = 3;

const profilePath = (uid: string) => `${PRESENTER_PROFILES}/${uid}`;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A stored document as the API answers it; unknown or malformed fields read as empty. */
export function decodeProfile(uid: string, document: FirestoreDocument): PresenterProfile {
  const data = document.data;
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
    imageUrl: imageKey === null ? null : mediaUrl(imageKey),
    updatedAt: data.updatedAt instanceof Date ? data.updatedAt.toISOString() : document.updateTime,
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
    const data = { ...input, updatedAt: now };
    let updateTime: string;
    try {
      ({ updateTime } = await db.set(profilePath(uid), data, {
        precondition: current ? { updateTime: current.updateTime } : { exists: false },
      }));
    } catch (error) {
      if (isFirestoreError(error) && error.preconditionFailed) continue; // another save won; read again
      throw error;
    }
    if (currentImage !== null && currentImage !== input.imageKey) await deleteImage(bucket, currentImage);
    const keep = new Set(input.imageKey === null ? [] : [input.imageKey]);
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
