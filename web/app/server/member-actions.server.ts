/**
 * The member actions of public pages as plain form posts (shared/schemas/member-action.ts): the
 * same services as the member APIs (`/api/watchlist`, `/api/readlist`, `/api/connections`), then
 * a 303 back to the page with the outcome in its address. A visitor is sent to sign in first and
 * brought back; a post that no page makes (400) and a request over the member's limit (429) are
 * answered with the route's page saying why, in the reader's language, with the way back.
 */
import { data, redirect } from 'react-router';
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
import type { PublishChoice } from '#shared/schemas/answers.ts';
import { suggestedAnswers, type SuggestedAnswer } from '#worker/src/services/answers/search-document.ts';
import { formDataOf } from './forms.server';

const NO_STORE = { 'cache-control': 'no-store' };

/** One answer shown beside the request form ("ask the library first", decision 0040). */
export type { SuggestedAnswer };

/** What the action answers instead of sending the request when the library may already answer it. */
export interface SuggestionsData {
  suggestions: {
    presenterId: string;
    presenterName: string;
    reason: string;
    publish: PublishChoice;
    back: string;
    answers: SuggestedAnswer[];
  };
}

/**
 * The presenter's published answers closest to `question`; none when the library cannot be read
 * (the request is then sent as if it had none: a suggestion never stands in a member's way).
 */
export async function suggestionsFor(
  services: ActionServices,
  presenterId: string,
  question: string,
): Promise<SuggestedAnswer[]> {
  return suggestedAnswers(services.env.SEARCH_DB, services.env.CONTENT_KV, presenterId, question).catch(
    (error: unknown) => {
      console.error('answer suggestions:', error instanceof Error ? error.message : error);
      return [];
    },
  );
}

/** What the route's page shows when an action is refused: why, and the page to go back to. */
export interface MemberActionRefusal {
  message: string;
  back: string;
}

/**
 * The refusal page's data with its status (and the wait of a limit), thrown: the route's error
 * boundary is the page (its loader, which sends a reader of the address to the account, stays out).
 */
function refused(refusal: MemberActionRefusal, status: number, retryAfter?: number): never {
  throw data(refusal, {
    status,
    headers: { ...NO_STORE, ...(retryAfter ? { 'retry-after': String(retryAfter) } : {}) },
  });
}

/**
 * Ask the library first (decision 0040): the presenter's answers closest to the question, shown
 * before the request goes, unless the member saw them already and sends it anyway (`anyway`).
 */
async function suggestionsOf(
  services: ActionServices,
  presenter: { id: string; name: string; surname: string },
  reason: string,
  publish: PublishChoice,
  back: string,
): Promise<SuggestionsData | null> {
  const answers = await suggestionsFor(services, presenter.id, reason);
  if (answers.length === 0) return null;
  const presenterName = [presenter.name, presenter.surname].filter(Boolean).join(' ');
  return { suggestions: { presenterId: presenter.id, presenterName, reason, publish, back, answers } };
}

/**
 * The suggestions' page, thrown as a refusal is: the route's loader (which sends a reader of the
 * address to the account) stays out, and its error boundary shows the page.
 */
function askLibraryFirst(suggested: SuggestionsData): never {
  throw data(suggested, { status: 200, headers: NO_STORE });
}

/** Runs the posted action and answers the 303 back to the page (or to sign-in). */
export async function memberAction(request: Request, services: ActionServices) {
  const form = Object.fromEntries(await formDataOf(request));
  const parsed = v.safeParse(memberActionSchema, form);
  if (!parsed.success) {
    const back = typeof form.back === 'string' ? safeRedirect(form.back, '/') : '/';
    refused({ message: translate('member:errors.invalid', services.locale), back }, 400);
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
  let suggested: SuggestionsData | null = null;
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
    if (action.intent === 'connect' && action.reason && !action.anyway) {
      suggested = await suggestionsOf(services, presenter, action.reason, action.publish, back);
      if (suggested) return askLibraryFirst(suggested);
    }
    const done = await createConnection(db, services.settings, presenter, user, {
      reason: action.intent === 'connect' ? action.reason || undefined : undefined,
      publish: action.intent === 'connect' ? action.publish : 'no',
      locale: services.locale,
      limitKey: limitHashKey(services.settings, services.env),
    });
    sendAfter(services.waitUntil ?? (() => undefined), db, services.settings, services.env, done.mailIds);
    return answer('sent');
  } catch (error) {
    if (suggested) throw error;
    if (error instanceof ApiError && error.status === 409 && error.code === 'already_open') return answer('open');
    // Over the member's daily limit of requests (decision 0030): said in their language, with the wait.
    if (error instanceof ApiError && error.status === 429) {
      const message = translate(error.messageKey, services.locale, error.options.values);
      refused({ message, back }, 429, error.options.retryAfterSeconds);
    }
    services.onError(error);
    return answer('failed');
  }
}
