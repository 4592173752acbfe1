/**
 * API routes: the presenter profile (docs/dev/member-api.md "Presenter profile"): GET and PUT
 * `presenterProfiles/{uid}`, POST an image checked from its bytes into R2. Presenters (and
 * admins) only.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { PROFILE_IMAGE } from '#shared/constants/spec.ts';
import { presenterProfileInputSchema } from '#shared/schemas/presenter-profile.ts';
import { ApiError } from '../../services/api-error';
import { guard, memberOf } from '../../middleware/guard';
import { jsonBody, limitBody } from '../../middleware/validate';
import { noStore } from './session';
import { firestoreFor } from '../../services/members/from-settings';
import { readProfile, saveProfile } from '../../services/presenters/profile-store';
import {
  imageRefusal,
  pruneImages,
  storePresenterImage,
  UNREFERENCED_IMAGE_TTL_MS,
} from '../../services/presenters/images';

/** A profile is at most ~6,000 characters; 64 KB leaves room for any UTF-8 and JSON escaping. */
const PROFILE_BODY_LIMIT = 64 * 1024;
/** The image plus the multipart envelope. */
const UPLOAD_BODY_LIMIT = PROFILE_IMAGE.maxBytes + 16 * 1024;

export const presenterProfileApi = new Hono<AppEnv>();
presenterProfileApi.use('*', noStore, guard('presenter', 'admin'));

presenterProfileApi.get('/', async (c) => {
  const user = memberOf(c);
  const profile = await readProfile(firestoreFor(c.get('settings'), c.env), user.uid);
  return c.json({ profile });
});

presenterProfileApi.put('/', ...jsonBody(presenterProfileInputSchema, PROFILE_BODY_LIMIT), async (c) => {
  const user = memberOf(c);
  const profile = await saveProfile(firestoreFor(c.get('settings'), c.env), c.env.MEDIA, user.uid, c.req.valid('json'));
  return c.json({ profile });
});

const imageTooLarge = () => imageRefusal({ ok: false, reason: 'tooLarge', size: 0 });

presenterProfileApi.post('/image', limitBody(UPLOAD_BODY_LIMIT, imageTooLarge), async (c) => {
  const user = memberOf(c);
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(415, 'multipart_required', 'presenter:errors.multipartRequired');
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError(400, 'multipart_required', 'presenter:errors.multipartRequired');
  }
  // Typed as strings by workers-types; files arrive as File objects.
  const entries: unknown[] = form.getAll('image');
  const file = entries[0];
  if (entries.length === 0) throw new ApiError(400, 'image_missing', 'presenter:errors.imageMissing');
  if (entries.length > 1 || !(file instanceof File)) {
    throw new ApiError(400, 'multipart_required', 'presenter:errors.multipartRequired');
  }
  // Refused from its size before reading (the declared type and name are ignored throughout).
  if (file.size > PROFILE_IMAGE.maxBytes) throw imageTooLarge();
  const db = firestoreFor(c.get('settings'), c.env);
  const stored = await readProfile(db, user.uid);
  const answer = await storePresenterImage(c.env.MEDIA, user.uid, new Uint8Array(await file.arrayBuffer()));
  // Uploads never saved into a profile do not pile up.
  const keep = new Set([answer.imageKey, ...(stored?.imageKey ? [stored.imageKey] : [])]);
  await pruneImages(c.env.MEDIA, user.uid, keep, new Date(Date.now() - UNREFERENCED_IMAGE_TTL_MS));
  return c.json(answer, 201);
});
