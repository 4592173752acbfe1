/**
 * API routes: the presenter profile (docs/dev/member-api.md "Presenter profile"): GET and PUT
 * `presenterProfiles/{uid}`, POST an image checked from its bytes into R2. Presenters (and
 * admins) only. Also the member APIs' shared pieces used by connections.ts and media.ts: the
 * error handler (one JSON shape, messages in the request's language), the session guard and
 * the JSON body reader.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../../context';
import { DEFAULT_LOCALE, PROFILE_IMAGE } from '../../../../shared/constants/spec';
import { checkPresenterProfile } from '../../../../shared/schemas/presenter-profile';
import type { SessionUser } from '../../../../shared/schemas/member';
import { ApiError } from '../../services/presenters/api-error';
import { translate, translateFields } from '../../services/presenters/messages';
import { firestoreFor } from '../../services/members/from-settings';
import { readProfile, saveProfile } from '../../services/presenters/profile-store';
import {
  imageRefusal,
  pruneImages,
  storePresenterImage,
  UNREFERENCED_IMAGE_TTL_MS,
} from '../../services/presenters/images';
import { isDocumentId } from '../../services/connections/model';
import { FirestoreError } from '../../services/firestore/errors';
import { ContentError } from '../../services/content/errors';

/** A profile is at most ~6,000 characters; 64 KB leaves room for any UTF-8 and JSON escaping. */
const PROFILE_BODY_LIMIT = 64 * 1024;
/** The image plus the multipart envelope. */
const UPLOAD_BODY_LIMIT = PROFILE_IMAGE.maxBytes + 16 * 1024;

/**
 * Turns any error of the member APIs into `{ error: { code, message, fields? } }` in the
 * request's language: ApiErrors as they say, an unreachable Firestore or content service as
 * 503, anything else as a logged 500 that reveals nothing.
 */
export function answerApiError(error: Error, c: Context<AppEnv>): Response {
  const locale = c.get('locale') ?? DEFAULT_LOCALE;
  if (error instanceof ApiError) {
    const { values, fields, extra } = error.options;
    const body = {
      ...extra,
      error: {
        code: error.code,
        message: translate(error.messageKey, locale, values),
        ...(fields ? { fields: translateFields(fields, locale) } : {}),
      },
    };
    return c.json(body, error.status);
  }
  if (error instanceof HTTPException) {
    return c.json({ error: { code: String(error.status), message: error.message } }, error.status);
  }
  if (error instanceof FirestoreError || error instanceof ContentError) {
    console.error('member API: a service failed:', error.message);
    return c.json({ error: { code: 'unavailable', message: translate('presenter:errors.unavailable', locale) } }, 503);
  }
  console.error('member API: unhandled error:', error);
  return c.json({ error: { code: 'internal', message: translate('presenter:errors.internal', locale) } }, 500);
}

/** The signed-in member with one of `roles` (any role when none is given); 401/403 otherwise. */
export function requireUser(c: Context<AppEnv>, ...roles: SessionUser['role'][]): SessionUser {
  const user = c.get('user');
  if (!user) throw new ApiError(401, 'unauthenticated', 'presenter:errors.unauthenticated');
  // A uid that cannot name a document (custom auth systems allow "/") cannot own member data.
  if (!isDocumentId(user.uid) || (roles.length > 0 && !roles.includes(user.role))) {
    throw new ApiError(403, 'forbidden', 'presenter:errors.presenterOnly');
  }
  return user;
}

/** 413 in the member APIs' shape once a body passes `maxSize` bytes (declared or streamed). */
export const limitBody = (
  maxSize: number,
  refusal: () => ApiError = () => new ApiError(413, 'body_too_large', 'presenter:errors.bodyTooLarge'),
) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw refusal();
    },
  });

/** The JSON body, or ApiError 400 when it is not JSON. */
export async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json<unknown>();
  } catch {
    throw new ApiError(400, 'invalid_body', 'presenter:errors.invalidBody');
  }
}

const presentersOnly = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c, 'presenter', 'admin');
  await next();
});

export const presenterProfileApi = new Hono<AppEnv>();
presenterProfileApi.onError(answerApiError);
presenterProfileApi.use('*', presentersOnly);

presenterProfileApi.get('/', async (c) => {
  const user = requireUser(c);
  const profile = await readProfile(firestoreFor(c.get('settings'), c.env), user.uid);
  return c.json({ profile });
});

presenterProfileApi.put('/', limitBody(PROFILE_BODY_LIMIT), async (c) => {
  const user = requireUser(c);
  const check = checkPresenterProfile(await readJsonBody(c));
  if (!check.success) {
    if (check.notAnObject) throw new ApiError(400, 'invalid_body', 'presenter:errors.invalidBody');
    throw new ApiError(400, 'invalid', 'presenter:errors.invalidFields', { fields: check.errors });
  }
  const profile = await saveProfile(firestoreFor(c.get('settings'), c.env), c.env.MEDIA, user.uid, check.output);
  return c.json({ profile });
});

const imageTooLarge = () => imageRefusal({ ok: false, reason: 'tooLarge', size: 0 });

presenterProfileApi.post('/image', limitBody(UPLOAD_BODY_LIMIT, imageTooLarge), async (c) => {
  const user = requireUser(c);
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(400, 'multipart_required', 'presenter:errors.multipartRequired');
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
