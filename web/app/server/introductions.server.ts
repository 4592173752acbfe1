/**
 * The presenter's side of introductions (decision 0028), as pages: "Introduction requests" in the
 * presenter's account, and the page of the signed link e-mailed to a presenter, which lets them
 * answer one request without an account until it expires. Both answer with the shared schema
 * (`presenterAnswerSchema`) through the same service as the API, and say why in the reader's
 * language when an answer is refused.
 */
import * as v from 'valibot';
import { redirect } from 'react-router';
import { serverT } from '#shared/i18n/server-i18n.ts';
import { guardRedirect } from '#shared/lib/route-guard.ts';
import { presenterAnswerSchema, type PresenterIntroduction } from '#shared/schemas/connections.ts';
import type { SessionUser } from '#shared/schemas/member.ts';
import { ApiError } from '#worker/src/services/api-error.ts';
import { translate } from '#worker/src/services/messages.ts';
import { firestoreFor } from '#worker/src/services/members/from-settings.ts';
import { connectionPath, decodeConnection, toPresenterIntroduction } from '#worker/src/services/connections/model.ts';
import {
  answerAsPresenter,
  checkIntroductionToken,
  presenterRequests,
  sendAfter,
} from '#worker/src/services/connections/introductions.ts';
import type { AnswerResult, IntroductionLinkData, IntroductionsPageData } from '../features/introductions/types';
import type { SeoData } from '../lib/view-models';
import type { LoaderServices } from './types.server';
import type { FirestoreDocument } from '#worker/src/services/firestore/values.ts';

const seo = (services: LoaderServices, key: string): SeoData => ({
  title: serverT(services.locale, 'presenter')(key),
  noindex: true,
});

function requireMember(url: URL, services: LoaderServices): SessionUser {
  if (services.user) return services.user;
  throw redirect(guardRedirect(url.pathname, false) ?? '/login');
}

export async function introductionsLoader(url: URL, services: LoaderServices): Promise<IntroductionsPageData> {
  const user = requireMember(url, services);
  let items: PresenterIntroduction[] | null = null;
  try {
    const requests = await presenterRequests(firestoreFor(services.settings, services.env), user.uid);
    items = requests.map(toPresenterIntroduction);
  } catch (error) {
    services.onError(error);
  }
  const presenter = user.role === 'presenter' || (items?.length ?? 0) > 0;
  return { seo: seo(services, 'introductions.title'), items, presenter };
}

export async function introductionLinkLoader(token: string, services: LoaderServices): Promise<IntroductionLinkData> {
  const base = { seo: seo(services, 'introductions.linkTitle') };
  const check = await checkIntroductionToken(services.settings, token);
  if (!check.valid) return { ...base, introduction: null, problem: check.reason, expires: null };
  const document = await firestoreFor(services.settings, services.env).get(connectionPath(check.id));
  const connection = document ? decodeConnection(document) : null;
  if (!connection) return { ...base, introduction: null, problem: 'invalid', expires: null };
  return {
    ...base,
    introduction: toPresenterIntroduction(connection),
    problem: null,
    expires: check.expires.toISOString(),
  };
}

/** The form's fields as the schema reads them. */
function answerInput(form: FormData) {
  return {
    answer: String(form.get('answer') ?? ''),
    note: String(form.get('note') ?? ''),
    shareTelephone: form.get('shareTelephone') === 'on',
  };
}

async function answer(
  form: FormData,
  id: string,
  services: LoaderServices,
  who: { presenterUid?: string; uid: string; name: string },
  document?: FirestoreDocument,
): Promise<{ result: AnswerResult; status: number }> {
  const parsed = v.safeParse(presenterAnswerSchema, answerInput(form));
  const message = (key: string) => translate(key, services.locale);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.issues.map((issue) => [String(issue.path?.[0]?.key ?? 'answer'), message(issue.message)]),
    );
    return { result: { ok: false, id, message: message('presenter:introductions.checkAnswer'), fields }, status: 400 };
  }
  const db = firestoreFor(services.settings, services.env);
  try {
    const done = await answerAsPresenter(db, services.settings, id, parsed.output, who, document);
    sendAfter(services.waitUntil ?? (() => undefined), db, services.settings, services.env, done.mailIds);
    return { result: { ok: true, id, status: done.connection.status }, status: 200 };
  } catch (error) {
    if (error instanceof ApiError) {
      const values = error.options.values ?? {};
      return {
        result: { ok: false, id, message: translate(error.messageKey, services.locale, values), fields: {} },
        status: error.status,
      };
    }
    throw error;
  }
}

/** The presenter's answer from their account. */
export async function introductionsAction(form: FormData, url: URL, services: LoaderServices) {
  const user = requireMember(url, services);
  const id = String(form.get('id') ?? '');
  return answer(form, id, services, { presenterUid: user.uid, uid: user.uid, name: user.name || user.email });
}

/** The presenter's answer through the e-mailed link. */
export async function introductionLinkAction(form: FormData, token: string, services: LoaderServices) {
  const check = await checkIntroductionToken(services.settings, token);
  if (!check.valid) {
    const key = check.reason === 'expired' ? 'linkExpired' : 'linkInvalid';
    return {
      result: {
        ok: false,
        id: '',
        message: translate(`presenter:connections.errors.${key}`, services.locale),
        fields: {},
      },
      status: check.reason === 'expired' ? 410 : 404,
    } satisfies { result: AnswerResult; status: number };
  }
  const document = await firestoreFor(services.settings, services.env).get(connectionPath(check.id));
  const connection = document ? decodeConnection(document) : null;
  return answer(
    form,
    check.id,
    services,
    { uid: connection?.presenterUid ?? '', name: connection?.presenterName ?? '' },
    document ?? undefined,
  );
}
