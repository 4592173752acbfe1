/**
 * The answer library in the site search (decision 0040): one search item per approved answer in
 * the search tables of D1 (decision 0038), its question as the title and its answer as the summary,
 * in the language it was given (the other language's fields fall back to it and say so, as other
 * content does), the presenter among the people. Written from the published snapshot when its
 * version changes (search-service.ts, before the next query), so an approved answer is found and a
 * withdrawn one gone at once. The same rows find a presenter's answers closest to a new question
 * ("ask the library first").
 */
import { SUGGESTIONS_MAX } from '#shared/constants/answers.ts';
import { answerPath, type PublicAnswerItem } from '#shared/schemas/answers.ts';
import type { SearchItem } from '../search/documents';
import { searchTables } from '../search/search-query';
import { ANSWER_KEYS, freshenAnswers } from '../search/search-service';
import { readPublishedAnswers, type AnswersSnapshot } from './published';

/** The search item of one approved answer. */
export function answerSearchItem(answer: PublicAnswerItem): SearchItem {
  const text = { title: answer.question, people: answer.presenterName, taxonomy: '', summary: answer.text, body: '' };
  return {
    key: `${ANSWER_KEYS}${answer.id}`,
    type: 'answer',
    url: answerPath(answer.id),
    date: answer.date,
    title_en: answer.question,
    title_fr: answer.question,
    summary_en: answer.text,
    summary_fr: answer.text,
    ...(answer.questionLanguage === 'en' ? { titleLang_fr: 'en' as const } : { titleLang_en: 'fr' as const }),
    ...(answer.language === 'en' ? { summaryLang_fr: 'en' as const } : { summaryLang_en: 'fr' as const }),
    french: answer.language === 'fr',
    // One text, searched from either language's row.
    text: { en: text, fr: text },
    moments: [],
  };
}

/** The search items of a snapshot's answers, with its version. */
export const answerSearchItems = (snapshot: AnswersSnapshot) => ({
  version: snapshot.version,
  items: snapshot.items.map(answerSearchItem),
});

/** The search service's reader of the published answers (SearchServiceOptions.answers). */
export const publishedAnswerItems = (kv: KVNamespace) => async () => answerSearchItems(await readPublishedAnswers(kv));

/**
 * The answers of `presenterId` closest to `question`, best first (any word of it, with the site
 * search's stems and corrections), whatever their language: read from D1, among the snapshot's.
 */
export async function closestAnswers(
  db: D1Database,
  snapshot: AnswersSnapshot,
  presenterId: string,
  question: string,
  limit: number,
): Promise<PublicAnswerItem[]> {
  const own = snapshot.items.filter((answer) => answer.presenterId === presenterId);
  if (own.length === 0 || !question.trim()) return [];
  await freshenAnswers({ db, answers: async () => answerSearchItems(snapshot) });
  const byKey = new Map(own.map((answer) => [`${ANSWER_KEYS}${answer.id}`, answer]));
  // Any word: a question is a sentence, and a few shared words already say it is close.
  const { hits } = await searchTables(db, question, {
    locale: 'combined',
    types: ['answer'],
    keys: [...byKey.keys()],
    anyWord: true,
    page: 1,
    pageSize: limit,
  });
  return hits.flatMap((hit) => byKey.get(hit.id) ?? []);
}

/** An answer offered beside the request form: its address, question and the start of its text. */
export interface SuggestedAnswer {
  id: string;
  url: string;
  question: string;
  excerpt: string;
}

/**
 * "Ask the library first" (the request form's module through /api/answers/suggest, and the form's
 * post without JavaScript): `presenterId`'s published answers closest to `question`.
 */
export async function suggestedAnswers(
  db: D1Database,
  kv: KVNamespace,
  presenterId: string,
  question: string,
): Promise<SuggestedAnswer[]> {
  const found = await closestAnswers(db, await readPublishedAnswers(kv), presenterId, question, SUGGESTIONS_MAX);
  return found.map((item) => ({
    id: item.id,
    url: answerPath(item.id),
    question: item.question,
    excerpt: item.text.length > 200 ? `${item.text.slice(0, 200)}…` : item.text,
  }));
}
