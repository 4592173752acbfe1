/** The data of the presenter's introduction pages (web/app/server/introductions.server.ts). */
import type { PresenterIntroduction } from '#shared/schemas/connections.ts';
import type { SeoData } from '../../lib/view-models';

export interface IntroductionsPageData {
  seo: SeoData;
  /** The requests sent to this presenter, newest first (null: they could not be read). */
  items: PresenterIntroduction[] | null;
  /** Whether the member presents (a presenter's account, or requests were sent to them); a learner reads what the page is for. */
  presenter: boolean;
}

export interface IntroductionLinkData {
  seo: SeoData;
  /** The request, or why the link shows none. */
  introduction: PresenterIntroduction | null;
  problem: 'invalid' | 'expired' | null;
  /** When the link stops working (ISO). */
  expires: string | null;
}

/** What an answer's post returns: the request as it now is, or the refusal and what was typed. */
export type AnswerResult =
  | { ok: true; id: string; status: PresenterIntroduction['status'] }
  | { ok: false; id: string; message: string; fields: Record<string, string> };
