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
import { publicAnswerSchema, type PublicAnswerInput } from '#shared/schemas/answers.ts';
import { checkRecording, isGivenFile } from '#worker/src/services/answers/recording.ts';
import { answersOfPresenter, createAnswer, withdrawAsPresenter } from '#worker/src/services/answers/store.ts';
import { localize } from '#shared/lib/localize.ts';
import type { SessionUser } from '#shared/schemas/member.ts';
import { ApiError } from '#worker/src/services/api-error.ts';
import { translate } from '#worker/src/services/messages.ts';
import { firestoreFor } from '#worker/src/services/members/from-settings.ts';
import {
  connectionPath,
  decodeConnection,
  toPresenterIntroduction,
  type StoredConnection,
} from '#worker/src/services/connections/model.ts';
import {
  answerAsPresenter,
  checkIntroductionToken,
  presenterRequests,
  sendAfter,
} from '#worker/src/services/connections/introductions.ts';
import type {
  AnswerResult,
  IntroductionLinkData,
  IntroductionsPageData,
  OwnAnswer,
  TalksByRequest,
  WithdrawAnswerResult,
} from '../features/introductions/types';
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

/** The talks of each publishable request's presenter, for the public answer's choice (decision 0040). */
async function talksOf(requests: StoredConnection[], services: LoaderServices): Promise<TalksByRequest> {
  const publishable = requests.filter((request) => toPresenterIntroduction(request).publishable);
  if (publishable.length === 0) return {};
  const talks = await services.allContent.list('presentations').catch(() => []);
  return Object.fromEntries(
    publishable.map((request) => [
      request.id,
      talks
        .filter((talk) => talk.presenterIds.includes(request.presenterId))
        .map((talk) => ({
          id: talk.id,
          title: localize(talk.title, services.locale) || localize(talk.title, 'combined'),
        })),
    ]),
  );
}

export async function introductionsLoader(url: URL, services: LoaderServices): Promise<IntroductionsPageData> {
  const user = requireMember(url, services);
  let items: PresenterIntroduction[] | null = null;
  let talks: TalksByRequest = {};
  let answers: OwnAnswer[] = [];
  try {
    const db = firestoreFor(services.settings, services.env);
    const [requests, own] = await Promise.all([presenterRequests(db, user.uid), answersOfPresenter(db, user.uid)]);
    items = requests.map(toPresenterIntroduction);
    talks = await talksOf(requests, services);
    answers = own.map((answer) => ({
      id: answer.id,
      status: answer.status,
      question: answer.question,
      createdAt: answer.createdAt.toISOString(),
    }));
  } catch (error) {
    services.onError(error);
  }
  const presenter = user.role === 'presenter' || (items?.length ?? 0) > 0;
  return { seo: seo(services, 'introductions.title'), items, presenter, talks, answers };
}

export async function introductionLinkLoader(token: string, services: LoaderServices): Promise<IntroductionLinkData> {
  const base = { seo: seo(services, 'introductions.linkTitle') };
  const check = await checkIntroductionToken(services.settings, token);
  if (!check.valid) return { ...base, introduction: null, problem: check.reason, expires: null, talks: {} };
  const document = await firestoreFor(services.settings, services.env).get(connectionPath(check.id));
  const connection = document ? decodeConnection(document) : null;
  if (!connection) return { ...base, introduction: null, problem: 'invalid', expires: null, talks: {} };
  return {
    ...base,
    introduction: toPresenterIntroduction(connection),
    problem: null,
    expires: check.expires.toISOString(),
    talks: await talksOf([connection], services),
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

/**
 * The public answer sent with the presenter's answer (decision 0040), checked before anything is
 * stored: null when the member did not agree to publish, or the presenter wrote and recorded
 * nothing; the refused fields in the reader's language otherwise.
 */
async function publicAnswerPart(
  form: FormData,
  connection: StoredConnection | null,
  services: LoaderServices,
): Promise<
  | {
      ok: true;
      part: { input: PublicAnswerInput; recording: Awaited<ReturnType<typeof checkRecording>> | null } | null;
    }
  | { ok: false; fields: Record<string, string> }
> {
  if (!connection || connection.publishQuestion === 'no' || !connection.reason) return { ok: true, part: null };
  const file = form.get('recording');
  const text = String(form.get('publicText') ?? '');
  if (!text.trim() && !isGivenFile(file)) return { ok: true, part: null };
  const message = (key: string) => translate(key, services.locale);
  const parsed = v.safeParse(publicAnswerSchema, {
    text,
    language: String(form.get('publicLanguage') ?? 'en'),
    talkId: String(form.get('talkId') ?? ''),
    moment: String(form.get('moment') ?? ''),
  });
  if (!parsed.success) {
    const names: Record<string, string> = { text: 'publicText', language: 'publicLanguage' };
    const fields = Object.fromEntries(
      parsed.issues.map((issue) => {
        const key = String(issue.path?.[0]?.key ?? 'text');
        return [names[key] ?? key, message(issue.message)];
      }),
    );
    return { ok: false, fields };
  }
  if (parsed.output.talkId) {
    const talks = await services.allContent.list('presentations');
    const talk = talks.find((item) => item.id === parsed.output.talkId);
    if (!talk || !talk.presenterIds.includes(connection.presenterId)) {
      return { ok: false, fields: { talkId: message('answers:errors.talkInvalid') } };
    }
  }
  try {
    const recording = isGivenFile(file) ? await checkRecording(file) : null;
    return { ok: true, part: { input: parsed.output, recording } };
  } catch (error) {
    if (error instanceof ApiError)
      return {
        ok: false,
        fields: { recording: translate(error.messageKey, services.locale, error.options.values ?? {}) },
      };
    throw error;
  }
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
  const db = firestoreFor(services.settings, services.env);
  const stored = document ?? (/^[A-Za-z0-9]{20}$/.test(id) ? await db.get(connectionPath(id)) : null);
  const connection = stored ? decodeConnection(stored) : null;
  // A presenter answers the requests sent to them only (the service checks it again).
  const own = connection && (!who.presenterUid || connection.presenterUid === who.presenterUid) ? connection : null;
  const publicPart = await publicAnswerPart(form, own, services);
  if (!parsed.success || !publicPart.ok) {
    const fields = {
      ...(parsed.success
        ? {}
        : Object.fromEntries(
            parsed.issues.map((issue) => [String(issue.path?.[0]?.key ?? 'answer'), message(issue.message)]),
          )),
      ...(publicPart.ok ? {} : publicPart.fields),
    };
    return { result: { ok: false, id, message: message('presenter:introductions.checkAnswer'), fields }, status: 400 };
  }
  try {
    const done = await answerAsPresenter(db, services.settings, id, parsed.output, who, document);
    sendAfter(services.waitUntil ?? (() => undefined), db, services.settings, services.env, done.mailIds);
    if (publicPart.part && own) {
      const created = await createAnswer(
        db,
        services.env,
        services.settings,
        done.connection,
        publicPart.part.input,
        publicPart.part.recording,
      );
      sendAfter(services.waitUntil ?? (() => undefined), db, services.settings, services.env, created.mailIds);
      return { result: { ok: true, id, status: done.connection.status, publicAnswer: true }, status: 200 };
    }
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

/** The presenter's answer from their account, or the withdrawal of one of their public answers. */
export async function introductionsAction(
  form: FormData,
  url: URL,
  services: LoaderServices,
): Promise<{ result: AnswerResult | WithdrawAnswerResult; status: number }> {
  const user = requireMember(url, services);
  const id = String(form.get('id') ?? '');
  if (form.get('intent') === 'withdrawAnswer') {
    await withdrawAsPresenter(firestoreFor(services.settings, services.env), services.env, id, user.uid).catch(
      (error: unknown) => {
        if (error instanceof ApiError) throw new Response(null, { status: error.status });
        throw error;
      },
    );
    return { result: { withdrawnAnswer: id }, status: 200 };
  }
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
