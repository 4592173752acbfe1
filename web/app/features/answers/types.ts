/** The data of the answer library's pages (web/app/server/answers.server.ts, decision 0040). */
import type { ListingData, SeoData } from '../../lib/view-models';

/** One approved answer as a card of a list (the library, a presenter's page, under a talk). */
export interface AnswerCard {
  id: string;
  url: string;
  question: string;
  /** '' when the member asked without their name. */
  askerName: string;
  presenterName: string;
  presenterUrl: string;
  /** ISO date of its approval. */
  date: string;
  excerpt: string;
  /** The answer's language, when it is not the reader's (its "only in …" note). */
  otherLanguage?: 'en' | 'fr';
  /** Recording length in seconds, when there is one. */
  seconds?: number;
  /** Seconds into the talk, when anchored to a moment. */
  moment?: number;
  momentUrl?: string;
}

export interface AnswersPageData {
  seo: SeoData;
  listing: ListingData<AnswerCard> | null;
}

export interface AnswerPageData {
  seo: SeoData;
  answer: AnswerCard & {
    text: string;
    language: 'en' | 'fr';
    questionLanguage: 'en' | 'fr';
    presenterId: string;
    recording: { url: string; bytes: number; seconds: number; type: string } | null;
    talk: { title: string; url: string } | null;
  };
  /** The outcome of "this helped me" or a report, from the address after the post. */
  done: 'helped' | 'already' | 'reported' | null;
  signedIn: boolean;
}
