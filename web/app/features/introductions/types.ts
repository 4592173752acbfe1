/** The data of the presenter's introduction pages (web/app/server/introductions.server.ts). */
import type { PresenterIntroduction } from '#shared/schemas/connections.ts';
import type { SeoData } from '../../lib/view-models';
import type { TalkChoice } from './public-answer-fields';
import type { AdminAnswer } from '#shared/schemas/answers.ts';

/** The presenter's talks a public answer may refer to, per request id (decision 0040). */
export type TalksByRequest = Record<string, TalkChoice[]>;

/** A presenter's own public answer as their account lists it. */
export type OwnAnswer = Pick<AdminAnswer, 'id' | 'status' | 'question' | 'createdAt'>;

export interface IntroductionsPageData {
  seo: SeoData;
  /** The requests sent to this presenter, newest first (null: they could not be read). */
  items: PresenterIntroduction[] | null;
  /** Whether the member presents (a presenter's account, or requests were sent to them); a learner reads what the page is for. */
  presenter: boolean;
  talks: TalksByRequest;
  /** Their public answers (decision 0040), newest first. */
  answers: OwnAnswer[];
}

export interface IntroductionLinkData {
  seo: SeoData;
  /** The request, or why the link shows none. */
  introduction: PresenterIntroduction | null;
  problem: 'invalid' | 'expired' | null;
  /** When the link stops working (ISO). */
  expires: string | null;
  talks: TalksByRequest;
}

/** What an answer's post returns: the request as it now is, or the refusal and what was typed. */
export type AnswerResult =
  | { ok: true; id: string; status: PresenterIntroduction['status']; publicAnswer?: boolean }
  | { ok: false; id: string; message: string; fields: Record<string, string> };

/** What withdrawing one of their public answers returns (decision 0040). */
export interface WithdrawAnswerResult {
  withdrawnAnswer: string;
}
