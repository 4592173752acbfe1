/**
 * The search documents of the answer library (decision 0040), shaped like the site's others
 * (services/search/documents.ts): one per approved answer, its question as the title and its
 * answer as the summary, in the language it was given (the other language's fields fall back to
 * it and say so, as other content does), the presenter among the people, the talk it refers to
 * among the tags. Used by the site search, and to find a presenter's answers closest to a new
 * question ("ask the library first"). The D1 index (issue #33) indexes the same documents.
 */
import { answerPath, type PublicAnswerItem } from '#shared/schemas/answers.ts';
import type { SearchDocument } from '../search/documents';
import { buildSearchIndex, searchIndex, type SearchIndex } from '../search/search-index';
import type { Locale } from '#shared/constants/spec.ts';

export const ANSWER_DOCUMENT_PREFIX = 'answer:';

/** The search document of one approved answer. */
export function answerSearchDocument(
  answer: PublicAnswerItem,
  talkTitle: { en: string; fr: string } = { en: '', fr: '' },
): SearchDocument {
  const other = answer.language === 'en' ? 'fr' : 'en';
  const summary = answer.text;
  return {
    id: `${ANSWER_DOCUMENT_PREFIX}${answer.id}`,
    type: 'answer',
    url: answerPath(answer.id),
    date: answer.date,
    title_en: answer.question,
    title_fr: answer.question,
    summary_en: summary,
    summary_fr: summary,
    people: answer.presenterName,
    tags_en: talkTitle.en,
    tags_fr: talkTitle.fr || talkTitle.en,
    categories_en: '',
    categories_fr: '',
    transcript_en: '',
    transcript_fr: '',
    ...(answer.questionLanguage === 'en' ? { titleLang_fr: 'en' as const } : { titleLang_en: 'fr' as const }),
    ...(other === 'fr' ? { summaryLang_fr: 'en' as const } : { summaryLang_en: 'fr' as const }),
    french: answer.language === 'fr',
  };
}

/** The documents of every approved answer. */
export function answerSearchDocuments(
  answers: readonly PublicAnswerItem[],
  talkTitles: ReadonlyMap<string, { en: string; fr: string }> = new Map(),
): SearchDocument[] {
  return answers.map((answer) => answerSearchDocument(answer, talkTitles.get(answer.talkId)));
}

/** An index of `answers` alone (a few hundred at most: built in a few milliseconds), kept per snapshot version. */
let held: { version: string; index: SearchIndex } | null = null;

export function answersIndex(version: string, answers: readonly PublicAnswerItem[]): SearchIndex {
  if (held?.version === version) return held.index;
  const index = buildSearchIndex(answerSearchDocuments(answers));
  held = { version, index };
  return index;
}

/**
 * The answers of `presenterId` closest to `question`, best first (every word, else any word, with
 * prefixes and small typos, as the site search matches), whatever their language.
 */
export function closestAnswers(
  answers: readonly PublicAnswerItem[],
  presenterId: string,
  question: string,
  limit: number,
): PublicAnswerItem[] {
  const own = answers.filter((answer) => answer.presenterId === presenterId);
  if (own.length === 0 || !question.trim()) return [];
  const byId = new Map(own.map((answer) => [`${ANSWER_DOCUMENT_PREFIX}${answer.id}`, answer]));
  const index = buildSearchIndex(answerSearchDocuments(own));
  // Any word: a question is a sentence, and a few shared words already say it is close.
  const { hits } = searchIndex(index, question, {
    locale: 'combined' satisfies Locale,
    types: ['answer'],
    limit: 50,
    anyWord: true,
  });
  return hits.flatMap((hit) => byId.get(hit.id) ?? []).slice(0, limit);
}
