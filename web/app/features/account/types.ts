/**
 * What the account area's server loaders (web/app/server/account.server.ts) hand to its pages. Only
 * the member's own data, in the reader's language; presenters' e-mail and telephone never appear
 * (connection rows carry the presenter's name only).
 */
import type { SortId } from '#shared/constants/spec.ts';
import type { ConnectionStatus, ConnectionView } from '#shared/schemas/connections.ts';
import type { PresenterProfile } from '#shared/schemas/presenter-profile.ts';
import type { SeoData } from '../../lib/view-models';

/** Every account page: kept out of search engines. */
interface AccountPage {
  seo: SeoData;
}

export interface DashboardCounts {
  watchlist: number;
  readlist: number;
  /** Requests still being worked on (requested, with the presenter, asked, accepted). */
  openConnections: number;
  /** Presenters: introduction requests waiting for their answer (decision 0028). */
  introductionsWaiting?: number;
}

export interface DashboardData extends AccountPage {
  firstName: string;
  /** Null when the counts could not be read (the page still shows its links). */
  counts: DashboardCounts | null;
  /** Presentations started and articles partly read, newest first (the Continue row). */
  continue: ContinueItem[];
}

/** One item of the Continue row: where the member is, and the page to resume. */
export interface ContinueItem {
  kind: 'presentation' | 'article';
  id: string;
  /** Seconds into the video, or the share of the article read. */
  at: number;
  updatedAt: string;
  title: string;
  path: string;
  /** The video's length in seconds, when known. */
  duration?: number | undefined;
}

export interface GeneralProfileView {
  firstName: string;
  lastName: string;
  email: string;
}

export interface CategoryChoice {
  id: string;
  title: string;
}

/** The presenter part of the general page (presenters only). */
export interface PresenterSectionData {
  /** Null before the first save. */
  profile: PresenterProfile | null;
  /** The nine categories, titled in the reader's language, in their fixed order. */
  categories: CategoryChoice[];
}

export interface GeneralPageData extends AccountPage {
  /** Null when the profile could not be read. */
  profile: GeneralProfileView | null;
  /** Present for presenters; null inside when it could not be read. */
  presenter?: PresenterSectionData | null;
}

export interface ConnectionRow {
  id: string;
  presenterId: string;
  presenterName: string;
  /** Shown to admins (all requests) only. */
  requesterName?: string;
  status: ConnectionStatus;
  dateRequested: string;
  lastUpdated: string;
  /** The member may withdraw it (their own request, still open). */
  cancellable: boolean;
  /** The member let the answer library publish their question: they may take it back (decision 0040). */
  questionPublishable: boolean;
  /**
   * Once introduced, to the member who asked: the presenter's e-mail, their telephone if they
   * agreed ('' otherwise), and the team's message (decision 0028).
   */
  introduction?: { presenterEmail: string; presenterTel: string; note: string };
}

export interface ConnectionsPageData extends AccountPage {
  view: ConnectionView;
  scope: 'own' | 'all';
  /** Null when the requests could not be read. */
  rows: ConnectionRow[] | null;
  /** The presenter of the request just withdrawn (`?withdrawn=<id>`, after the form's 303), or null. */
  withdrawn: string | null;
  /** A question was just taken back from the answer library (`?questionWithdrawn`). */
  questionWithdrawn: boolean;
}

/** The query parameter of the connections page after a question was taken back from the library. */
export const QUESTION_WITHDRAWN_PARAM = 'questionWithdrawn';

/** The query parameter of the connections page after a withdrawal: the request's id. */
export const WITHDRAWN_PARAM = 'withdrawn';

/**
 * What the connections page's withdraw form answers in the page: the question, or why not (once
 * withdrawn, the action answers with a 303 back to the page, `?withdrawn=<id>`).
 */
export type ConnectionsAnswer = { done: 'confirm'; id: string } | { done: 'refused'; id: string; message: string };

/** The account profile's two forms. */
export type ProfileForm = 'general' | 'presenter';

/** The query parameter of the account profile's address after a save: which form was saved. */
export const PROFILE_SAVED_PARAM = 'saved';

/**
 * What the account profile's form answers: saved (after the action's 303, from the address), or
 * refused with its message and one per field (already in the reader's language) and what was
 * typed, for the form to show again.
 */
export type ProfileAnswer =
  | { form: ProfileForm; ok: true }
  | {
      form: ProfileForm;
      ok: false;
      message: string;
      fields: Record<string, string>;
      values: Record<string, string | string[]>;
    };

export type ListKind = 'watchlist' | 'readlist';

export interface ListRow {
  /** Position in the sorted list, from 1. */
  number: number;
  id: string;
  /** Absent for an item no longer in the content (`missing`). */
  title?: string;
  image?: string;
  date?: string;
  url?: string;
  missing?: boolean;
}

export interface ListPageData extends AccountPage {
  kind: ListKind;
  sort: SortId;
  page: number;
  pageCount: number;
  total: number;
  /** Null when the list could not be read. */
  rows: ListRow[] | null;
}
