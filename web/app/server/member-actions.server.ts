/**
 * The member actions of public pages as plain form posts (shared/schemas/member-action.ts): the
 * same services as the member APIs (`/api/watchlist`, `/api/readlist`, `/api/connections`), then
 * a 303 back to the page with the outcome in its address. A visitor is sent to sign in first and
 * brought back; a post that no page makes is refused with 400 in the reader's language.
 */
import { redirect } from 'react-router';
import * as v from 'valibot';
import { safeRedirect } from '#shared/schemas/auth-forms.ts';
import { outcomeAddress, type MemberActionKind, type MemberActionOutcome } from '#shared/schemas/member-action.ts';
import { memberActionSchema } from '#shared/schemas/member-action-schema.ts';
import { addItem, removeItem } from '#worker/src/services/members/lists.ts';
import { sendAfter } from '#worker/src/services/connections/introductions.ts';
import { createConnection } from '#worker/src/services/connections/store.ts';
import { limitHashKey } from '#worker/src/services/limits/rate-limit.ts';
import { firestoreFor } from '#worker/src/services/members/from-settings.ts';
import { ApiError } from '#worker/src/services/api-error.ts';
import { translate } from '#worker/src/services/messages.ts';
import type { ActionServices } from './types.server';
import { formDataOf } from './forms.server';

const NO_STORE = { 'cache-control': 'no-store' };

/** Runs the posted action and answers the 303 back to the page (or to sign-in). */
export async function memberAction(request: Request, services: ActionServices): Promise<Response> {
  const form = Object.fromEntries(await formDataOf(request));
  const parsed = v.safeParse(memberActionSchema, form);
  if (!parsed.success) {
    return new Response(translate('member:errors.invalid', services.locale), {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE },
    });
  }
  const action = parsed.output;
  const back = safeRedirect(action.back, '/');
  const { user } = services;
  if (!user) return redirect(`/login?redirect=${encodeURIComponent(back)}`, { status: 303, headers: NO_STORE });

  const of: MemberActionKind = action.intent === 'connect' ? 'connect' : action.list;
  const answer = (done: MemberActionOutcome) =>
    redirect(outcomeAddress(back, { done, of, id: action.id }), { status: 303, headers: NO_STORE });
  // Removing and connecting ask first, as the dialogs do.
  if (action.intent !== 'add' && !action.confirmed) return answer('confirm');

  const db = firestoreFor(services.settings, services.env);
  try {
    if (action.intent === 'add') {
      const outcome = await addItem(db, services.allContent, user.uid, action.list, action.id);
      return answer(outcome === 'not_found' ? 'notFound' : 'added');
    }
    if (action.intent === 'remove') {
      await removeItem(db, user.uid, action.list, action.id);
      return answer('removed');
    }
    const presenter = (await services.allContent.list('presenters')).find((item) => item.id === action.id);
    if (!presenter) return answer('notFound');
    const done = await createConnection(db, services.settings, presenter, user, {
      reason: action.intent === 'connect' ? action.reason || undefined : undefined,
      locale: services.locale,
      limitKey: limitHashKey(services.settings, services.env),
    });
    sendAfter(services.waitUntil ?? (() => undefined), db, services.settings, services.env, done.mailIds);
    return answer('sent');
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.code === 'already_open') return answer('open');
    // Over the member's daily limit of requests (decision 0030): said in their language, with the wait.
    if (error instanceof ApiError && error.status === 429) {
      const retryAfter = error.options.retryAfterSeconds;
      return new Response(translate(error.messageKey, services.locale, error.options.values), {
        status: 429,
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          ...NO_STORE,
          ...(retryAfter ? { 'retry-after': String(retryAfter) } : {}),
        },
      });
    }
    services.onError(error);
    return answer('failed');
  }
}
