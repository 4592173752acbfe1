/**
 * Server side of the answer library's pages (decision 0040): the listing (`/answers`, the site's
 * sort, category filter and pager), one answer's page with its `QAPage` structured data, the
 * answers shown on a presenter's page and under a talk, and the posts of "this helped me" and
 * "report". Only approved answers, from the published snapshot; each loader reads the presenters
 * (whose version carries the snapshot's digest), so a kept page copy goes stale when an answer
 * is approved or withdrawn (decision 0021).
 */
import { data, redirect } from 'react-router';
import { serverT } from '#shared/i18n/server-i18n.ts';
import type { Locale } from '#shared/constants/spec.ts';
import { localize } from '#shared/lib/localize.ts';
import { momentHref } from '#shared/lib/moments.ts';
import { ANSWER_LICENCE } from '#shared/constants/answers.ts';
import { answerPath, type PublicAnswerItem } from '#shared/schemas/answers.ts';
import type { Presentation, Presenter } from '#shared/schemas/content.ts';
import { readPublishedAnswers } from '#worker/src/services/answers/published.ts';
import { markHelpful, reportAnswer } from '#worker/src/services/answers/store.ts';
import { firestoreFor } from '#worker/src/services/members/from-settings.ts';
import { commitWithinLimit, limitHashKey, limitPath } from '#worker/src/services/limits/rate-limit.ts';
import { clientLimitKey } from '#worker/src/services/limits/client-key.ts';
import { ApiError } from '#worker/src/services/api-error.ts';
import { translate } from '#worker/src/services/messages.ts';
import type { AnswerCard, AnswerPageData, AnswersPageData } from '../features/answers/types';
import { filterOptions, presenterName } from './cards.server';
import { buildListing } from './listing.server';
import { contained, notFound, type EnglishOnlyError, type LoaderServices, type ServerLoader } from './types.server';

/** Reports from one client (a visitor may report; each puts an answer back in the team's queue). */
const REPORTS_PER_CLIENT = { max: 5, windowMs: 3600_000 };
const EXCERPT_LENGTH = 220;

/** The published answers and the presenters (read for their version: decision 0021) and talks. */
async function library(services: LoaderServices) {
  const [snapshot, presenters, presentations] = await Promise.all([
    readPublishedAnswers(services.env.CONTENT_KV),
    services.allContent.list('presenters'),
    services.allContent.list('presentations'),
  ]);
  return {
    answers: snapshot.items,
    presenters: new Map(presenters.map((item) => [item.id, item])),
    presentations: new Map(presentations.map((item) => [item.id, item])),
  };
}

const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text);

/** Whether a reader of `locale` is shown an answer given in `language` (fr: French ones only, as other content). */
export const shownTo = (language: 'en' | 'fr', locale: Locale) => locale !== 'fr' || language === 'fr';

export function answerCard(
  answer: PublicAnswerItem,
  locale: Locale,
  presenters: ReadonlyMap<string, Presenter>,
): AnswerCard {
  const presenter = presenters.get(answer.presenterId);
  const own = locale === 'en' ? 'en' : locale === 'fr' ? 'fr' : null;
  return {
    id: answer.id,
    url: answerPath(answer.id),
    question: answer.question,
    askerName: answer.askerName,
    presenterName: presenter ? presenterName(presenter) : answer.presenterName,
    presenterUrl: `/presenters/${encodeURIComponent(answer.presenterId)}`,
    date: answer.date,
    excerpt: excerpt(answer.text),
    ...(own && answer.language !== own ? { otherLanguage: answer.language } : {}),
    ...(locale === 'combined' && answer.language === 'en' ? { otherLanguage: 'en' as const } : {}),
    ...(answer.recording ? { seconds: answer.recording.seconds } : {}),
    ...(answer.talkId && answer.moment !== null
      ? {
          moment: answer.moment,
          momentUrl: momentHref(answer.moment, { path: `/video-presentations/${encodeURIComponent(answer.talkId)}` }),
        }
      : {}),
  };
}

/** The approved answers of one presenter, or of one talk, as cards (newest first). */
export async function answersOf(
  services: LoaderServices,
  match: { presenterId?: string; talkId?: string },
): Promise<AnswerCard[]> {
  const { answers, presenters } = await library(services);
  return answers
    .filter((answer) => (match.presenterId ? answer.presenterId === match.presenterId : answer.talkId === match.talkId))
    .filter((answer) => shownTo(answer.language, services.locale))
    .map((answer) => answerCard(answer, services.locale, presenters));
}

function qaPage(origin: string, answer: PublicAnswerItem, presenterName: string) {
  const url = new URL(answerPath(answer.id), origin).toString();
  const author = {
    '@type': 'Person',
    name: presenterName,
    url: new URL(`/presenters/${answer.presenterId}`, origin).toString(),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    url,
    mainEntity: {
      '@type': 'Question',
      name: answer.question.length > 110 ? `${answer.question.slice(0, 109)}…` : answer.question,
      text: answer.question,
      inLanguage: answer.questionLanguage,
      answerCount: 1,
      dateCreated: answer.date,
      ...(answer.askerName ? { author: { '@type': 'Person', name: answer.askerName } } : {}),
      acceptedAnswer: {
        '@type': 'Answer',
        text: answer.text || presenterName,
        inLanguage: answer.language,
        url,
        dateCreated: answer.date,
        author,
        license: ANSWER_LICENCE.url,
        ...(answer.recording
          ? {
              audio: {
                '@type': 'AudioObject',
                contentUrl: new URL(answer.recording.url, origin).toString(),
                encodingFormat: answer.recording.type,
                contentSize: String(answer.recording.bytes),
                duration: `PT${Math.round(answer.recording.seconds)}S`,
              },
            }
          : {}),
      },
    },
  };
}

const DONE = ['helped', 'already', 'reported'] as const;

export const answerLoaders = {
  answers: async ({ url }, services): Promise<AnswersPageData> => {
    const t = serverT(services.locale, 'answers');
    const listing = (async () => {
      const [{ answers, presenters }, categories] = await Promise.all([
        library(services),
        services.allContent.list('categories'),
      ]);
      const categoryIds = (answer: PublicAnswerItem) => presenters.get(answer.presenterId)?.categoryIds ?? [];
      return buildListing(
        { items: answers.filter((answer) => shownTo(answer.language, services.locale)), all: answers },
        url,
        services.locale,
        { title: (answer) => answer.question, date: (answer) => answer.date, categoryIds },
        { categories },
        { categories: filterOptions(categories, services.locale) },
        (answer) => answerCard(answer, services.locale, presenters),
      );
    })();
    return {
      seo: { title: t('title'), description: t('intro') },
      listing: await contained(listing, services),
    };
  },

  answer: async ({ url, params }, services): Promise<AnswerPageData> => {
    const { answers, presenters, presentations } = await library(services);
    const answer = answers.find((item) => item.id === params.id);
    if (!answer) notFound();
    if (!shownTo(answer.language, services.locale)) {
      throw data({ englishOnly: true } satisfies EnglishOnlyError, { status: 404, statusText: 'Not Found' });
    }
    const card = answerCard(answer, services.locale, presenters);
    const talk: Presentation | undefined = answer.talkId ? presentations.get(answer.talkId) : undefined;
    const talkTitle = talk ? localize(talk.title, services.locale) || localize(talk.title, 'combined') : '';
    const doneParam = url.searchParams.get('done');
    return {
      seo: {
        title: answer.question.length > 70 ? `${answer.question.slice(0, 69)}…` : answer.question,
        description: excerpt(answer.text) || answer.question,
        type: 'article',
        jsonLd: [qaPage(services.origin, answer, card.presenterName)],
        crumbs: { '/answers': serverT(services.locale, 'answers')('title') },
      },
      answer: {
        ...card,
        text: answer.text,
        language: answer.language,
        questionLanguage: answer.questionLanguage,
        presenterId: answer.presenterId,
        recording: answer.recording,
        talk: talk
          ? {
              title: talkTitle,
              url: card.momentUrl ?? `/video-presentations/${encodeURIComponent(talk.id)}`,
            }
          : null,
      },
      done: (DONE as readonly (string | null)[]).includes(doneParam) ? (doneParam as AnswerPageData['done']) : null,
      signedIn: services.user !== null,
    };
  },
} satisfies Record<string, ServerLoader>;

/** "This helped me" (a member, counted once and anonymously) or a report (anyone, limited), then back to the page. */
export async function answerAction(request: Request, id: string, services: LoaderServices) {
  const form = await request.formData();
  const intent = form.get('intent');
  const back = (done: string) =>
    redirect(`${answerPath(id)}?done=${done}#answer-feedback`, {
      status: 303,
      headers: { 'cache-control': 'no-store' },
    });
  const db = firestoreFor(services.settings, services.env);
  // A refusal is the page again, saying why in the reader's language (a 404 for an answer no longer public).
  const refusal = (message: string, status: number, retryAfter?: number) =>
    data({ message }, { status, headers: retryAfter ? { 'retry-after': String(retryAfter) } : {} });
  const refuse = (error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404) notFound();
    return refusal(translate(error.messageKey, services.locale), error.status, error.options.retryAfterSeconds);
  };
  if (intent === 'helpful') {
    if (!services.user) return redirect(`/login?redirect=${encodeURIComponent(answerPath(id))}`, { status: 303 });
    try {
      const counted = await markHelpful(db, id, services.user.uid, limitHashKey(services.settings, services.env));
      return back(counted ? 'helped' : 'already');
    } catch (error) {
      return refuse(error);
    }
  }
  if (intent === 'report') {
    const reason = String(form.get('reason') ?? '')
      .trim()
      .slice(0, 500);
    const path = await limitPath(
      'answer-report',
      clientLimitKey(services.clientIp),
      limitHashKey(services.settings, services.env),
    );
    const limited = await commitWithinLimit(db, path, REPORTS_PER_CLIENT);
    if (!limited.stored) {
      return refusal(translate('answers:errors.reportLimit', services.locale), 429, limited.retryAfterSeconds);
    }
    try {
      await reportAnswer(db, services.env, id, reason);
    } catch (error) {
      return refuse(error);
    }
    return back('reported');
  }
  return refusal(translate('member:errors.invalid', services.locale), 400);
}
