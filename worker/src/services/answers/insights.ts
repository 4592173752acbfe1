/**
 * The console's view of the library (decision 0040): the answers that helped most ("this helped
 * me" counts), the questions that keep coming (the words most often found in the members' recent
 * questions, stop words left out, each with how many questions had it and one of them), and the
 * answers by status for the report.
 */
import type { Firestore } from '../firestore/client';
import { collection } from '../firestore/query';
import { normalizeTerm, STOP_WORDS, tokenize } from '#shared/lib/search-text.ts';
import type { AnswerInsights } from '#shared/schemas/answers.ts';
import { ANSWERS, decodeAnswer } from './model';

const RECENT_QUESTIONS = 500;
const SHOWN = 10;

/** The significant words of a question, each once. */
export function questionWords(question: string): string[] {
  return [
    ...new Set(
      tokenize(question)
        .map(normalizeTerm)
        .filter((word) => word.length >= 4 && !STOP_WORDS.has(word)),
    ),
  ];
}

/** The words most questions share, most first (at least two questions each). */
export function recurringQuestions(questions: readonly string[], shown = SHOWN): AnswerInsights['recurring'] {
  const counts = new Map<string, { count: number; example: string }>();
  for (const question of questions) {
    for (const word of questionWords(question)) {
      const known = counts.get(word);
      counts.set(word, { count: (known?.count ?? 0) + 1, example: known?.example ?? question });
    }
  }
  return [...counts.entries()]
    .filter(([, value]) => value.count >= 2)
    .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
    .slice(0, shown)
    .map(([words, value]) => ({ words, count: value.count, example: value.example }));
}

export async function answerInsights(db: Firestore): Promise<AnswerInsights> {
  const count = (status: string) => db.count('', collection(ANSWERS).where('status', '==', status));
  const [approved, requests, pending, approvedCount, rejected, withdrawn] = await Promise.all([
    db.query('', collection(ANSWERS).where('status', '==', 'approved').limit(1000)),
    db.query('', collection('connections').orderBy('dateRequested', 'desc').limit(RECENT_QUESTIONS)),
    count('pending'),
    count('approved'),
    count('rejected'),
    count('withdrawn'),
  ]);
  const helpful = approved
    .map(decodeAnswer)
    .filter((answer) => answer !== null && answer.helpful > 0)
    .sort((a, b) => b!.helpful - a!.helpful)
    .slice(0, SHOWN)
    .map((answer) => ({
      id: answer!.id,
      presenterName: answer!.presenterName,
      question: answer!.question,
      helpful: answer!.helpful,
    }));
  const questions = requests
    .map((document) => document.data.reason)
    .filter((reason): reason is string => typeof reason === 'string' && reason.trim() !== '');
  return {
    helpful,
    recurring: recurringQuestions(questions),
    counts: { pending, approved: approvedCount, rejected, withdrawn },
  };
}
