/**
 * The account area's route actions, what its plain forms post (issue #25: no script needed): the
 * connections page's withdraw (asked first, as its dialog does) and the account profile's two
 * forms (general; presenter, with its image). The same services and checks as the member APIs
 * (PATCH /api/me, PUT /api/presenter-profile, POST /api/presenter-profile/image); a refusal is
 * the page again with the messages in the reader's language and what was typed.
 */
import { data, redirect } from 'react-router';
import { guardRedirect } from '#shared/lib/route-guard.ts';
import { checkForm } from '#shared/schemas/forms.ts';
import { updateGeneralProfileBody, type SessionUser } from '#shared/schemas/member.ts';
import { presenterProfileInputSchema } from '#shared/schemas/presenter-profile.ts';
import { ApiError } from '#worker/src/services/api-error.ts';
import { translate, translateFields } from '#worker/src/services/messages.ts';
import { sessionSetCookie, signSessionToken } from '#worker/src/services/auth/session-cookie.ts';
import { displayNameOf, updateGeneralProfile } from '#worker/src/services/members/users.ts';
import { readProfile, saveProfile } from '#worker/src/services/presenters/profile-store.ts';
import { pruneImages, storePresenterImage, UNREFERENCED_IMAGE_TTL_MS } from '#worker/src/services/presenters/images.ts';
import { sendAfter } from '#worker/src/services/connections/introductions.ts';
import { withdrawConnection } from '#worker/src/services/connections/store.ts';
import { connectionPath, decodeConnection } from '#worker/src/services/connections/model.ts';
import { withdrawQuestion } from '#worker/src/services/answers/store.ts';
import { firestoreFor } from '#worker/src/services/members/from-settings.ts';
import { formDataOf } from './forms.server';
import type { ActionServices } from './types.server';
import {
  PROFILE_SAVED_PARAM,
  WITHDRAWN_PARAM,
  QUESTION_WITHDRAWN_PARAM,
  type ConnectionsAnswer,
  type ProfileAnswer,
  type ProfileForm,
} from '../features/account/types';

const NO_STORE = { 'cache-control': 'no-store' } as const;

/** The signed-in member, or the guard's redirect to sign in (and back). */
function requireMember(url: URL, services: ActionServices): SessionUser {
  if (services.user) return services.user;
  throw redirect(guardRedirect(url.pathname, false) ?? '/login', { headers: NO_STORE });
}

/** The member's own open request withdrawn, once confirmed (`confirmed=1`): 303 back to the page. */
export async function connectionsAction(request: Request, services: ActionServices) {
  const url = new URL(request.url);
  const user = requireMember(url, services);
  const form = await formDataOf(request);
  const id = String(form.get('id') ?? '');
  const answer = (body: ConnectionsAnswer, status = 200) => data(body, { status, headers: NO_STORE });
  if (form.get('intent') === 'withdrawQuestion' && id) return withdrawQuestionAction(url, id, user, services);
  if (form.get('intent') !== 'withdraw' || !id) {
    return answer({ done: 'refused', id, message: translate('member:errors.invalid', services.locale) }, 400);
  }
  if (form.get('confirmed') !== '1') return answer({ done: 'confirm', id });
  const db = firestoreFor(services.settings, services.env);
  try {
    const done = await withdrawConnection(db, services.settings, id, user);
    sendAfter(services.waitUntil ?? (() => undefined), db, services.settings, services.env, done.mailIds);
    // Back to the page by GET (a reload does not send the form again), which says it is done.
    const back = new URL(url);
    back.searchParams.set(WITHDRAWN_PARAM, id);
    return redirect(`${back.pathname}${back.search}`, { status: 303, headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = translate(error.messageKey, services.locale, error.options.values ?? {});
    return answer({ done: 'refused', id, message }, error.status);
  }
}

/**
 * The member takes their question back from the answer library (decision 0040): the request no
 * longer consents, any answer to it is withdrawn from every page; then back to the page by GET.
 */
async function withdrawQuestionAction(url: URL, id: string, user: SessionUser, services: ActionServices) {
  const db = firestoreFor(services.settings, services.env);
  const document = /^[A-Za-z0-9]{20}$/.test(id) ? await db.get(connectionPath(id)) : null;
  const connection = document ? decodeConnection(document) : null;
  if (!connection || connection.requesterUid !== user.uid) {
    return data(
      {
        done: 'refused',
        id,
        message: translate('answers:errors.notFound', services.locale),
      } satisfies ConnectionsAnswer,
      { status: 404, headers: NO_STORE },
    );
  }
  await withdrawQuestion(db, services.env, connection, user.uid);
  const back = new URL(url);
  back.searchParams.set(QUESTION_WITHDRAWN_PARAM, '1');
  return redirect(`${back.pathname}${back.search}`, { status: 303, headers: NO_STORE });
}

/** The text fields of the presenter form (everything but the categories, the language and the image). */
const PRESENTER_TEXT_FIELDS = Object.keys(presenterProfileInputSchema.entries).filter(
  (field) => !['categoryIds', 'language', 'imageKey'].includes(field),
);

/** What was typed, for the form to show again (text values only). */
function echo(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string') continue;
    const kept = values[name];
    if (kept === undefined) values[name] = value.slice(0, 10_000);
    else values[name] = [...(Array.isArray(kept) ? kept : [kept]), value.slice(0, 10_000)];
  }
  return values;
}

/** Re-signs the session with the member's new name, keeping its id, sign-in time and expiry (as PATCH /api/me). */
async function renamedSession(services: ActionServices, name: string): Promise<Record<string, string>> {
  const claims = services.session;
  if (!claims || claims.name === name) return {};
  const now = Date.now();
  const token = await signSessionToken(
    { uid: claims.sub, email: claims.email, name, role: claims.role },
    services.settings.SESSION_SECRET,
    { now, expiresAt: claims.exp, sid: claims.sid, authIat: claims.auth_iat },
  );
  return { 'set-cookie': sessionSetCookie(token, claims.exp - Math.floor(now / 1000)) };
}

/**
 * The presenter form's input as PUT /api/presenter-profile takes it: the image is the one the page
 * names (`imageKey`: the stored one, or one its script uploaded), none when `removeImage` is
 * ticked, or the file sent with the form (no script), stored first as the upload API does.
 */
async function presenterInput(form: FormData, user: SessionUser, services: ActionServices) {
  const input: Record<string, unknown> = { categoryIds: form.getAll('categoryIds') };
  for (const name of PRESENTER_TEXT_FIELDS) input[name] = form.get(name) ?? '';
  input.language = form.get('language') ?? undefined;
  const named = form.get('imageKey');
  input.imageKey = form.get('removeImage') === 'on' || typeof named !== 'string' || named === '' ? null : named;
  const file: unknown = form.get('image');
  if (form.get('removeImage') !== 'on' && file instanceof File && file.size > 0) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const stored = await storePresenterImage(services.env.MEDIA, user.uid, bytes);
    input.imageKey = stored.imageKey;
    const db = firestoreFor(services.settings, services.env);
    const current = await readProfile(db, user.uid);
    const keep = new Set([stored.imageKey, ...(current?.imageKey ? [current.imageKey] : [])]);
    await pruneImages(services.env.MEDIA, user.uid, keep, new Date(Date.now() - UNREFERENCED_IMAGE_TTL_MS));
  }
  return input;
}

/**
 * The account profile's forms (`form`: general or presenter): saved (303 back to the page, which
 * says which form was saved), or refused with a message per field (the schemas' keys in the
 * reader's language) and what was typed.
 */
export async function accountProfileAction(request: Request, services: ActionServices) {
  const url = new URL(request.url);
  const user = requireMember(url, services);
  const form = await formDataOf(request);
  const which: ProfileForm = form.get('form') === 'presenter' ? 'presenter' : 'general';
  const answer = (body: ProfileAnswer, status = 200, headers: Record<string, string> = {}) =>
    data(body, { status, headers: { ...NO_STORE, ...headers } });
  const refuse = (status: number, messageKey: string, fields: Record<string, string> = {}) =>
    answer(
      {
        form: which,
        ok: false,
        message: translate(messageKey, services.locale),
        fields: translateFields(fields, services.locale),
        values: echo(form),
      },
      status,
    );
  // Saved: back to the page by GET (a reload does not send the form again), which says so.
  const saved = (form: ProfileForm, headers: Record<string, string> = {}) =>
    redirect(`${url.pathname}?${PROFILE_SAVED_PARAM}=${form}`, { status: 303, headers: { ...NO_STORE, ...headers } });
  const db = firestoreFor(services.settings, services.env);
  try {
    if (which === 'general') {
      const checked = checkForm(updateGeneralProfileBody, form);
      if (!checked.success) return refuse(400, 'forms:errors.invalid', checked.errors);
      const profile = await updateGeneralProfile(db, user.uid, checked.output);
      if (!profile) return refuse(404, 'member:api.profile_missing');
      return saved(which, await renamedSession(services, displayNameOf(profile)));
    }
    if (user.role !== 'presenter' && user.role !== 'admin') return refuse(403, 'member:api.forbidden');
    const checked = checkForm(presenterProfileInputSchema, await presenterInput(form, user, services));
    if (!checked.success) return refuse(400, 'forms:errors.invalid', checked.errors);
    await saveProfile(db, services.env.MEDIA, user.uid, checked.output);
    return saved(which);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fields = error.options.fields ?? {};
    // An image refused from its bytes belongs beside the image field.
    const imageRefused = which === 'presenter' && error.code.startsWith('image') ? { image: error.messageKey } : {};
    return answer(
      {
        form: which,
        ok: false,
        message: translate(error.messageKey, services.locale, error.options.values ?? {}),
        fields: {
          ...translateFields(fields, services.locale),
          ...(imageRefused.image
            ? { image: translate(imageRefused.image, services.locale, error.options.values ?? {}) }
            : {}),
        },
        values: echo(form),
      },
      error.status,
    );
  }
}
