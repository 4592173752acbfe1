/** Route data of the presenter pages (built by web/app/server/people.server.ts). */
import type { AnswerCard } from '../answers/types';
import type { CardData, FilterOption, ListingData, SeoData, TakeAwayView } from '../../lib/view-models';

/** Language of a text when it is not the page's content language (an English fallback in French). */
export type TextLanguage = 'en' | 'fr';

export interface PresentersData {
  /** Null when the content service could not be reached. */
  listing: ListingData | null;
}

/** A presenter's public profile. Never their e-mail or telephone (administrative use only). */
export interface PresenterProfile {
  id: string;
  /** Name with the honorific, e.g. "Dr Lindiwe Dlamini". */
  displayName: string;
  image?: string;
  role?: string;
  organisation?: string;
  qualifications?: string;
  country?: string;
  summary?: string;
  summaryLang?: TextLanguage;
  /** The bio's paragraphs (plain text). */
  bio: string[];
  bioLang?: TextLanguage;
  /** In fr: no French biography, but one in English (the page says so and links to the combined reading). */
  bioInEnglish?: boolean;
}

export interface PresenterData {
  /** What search engines and link previews get (the route's meta renders it). */
  seo?: SeoData;
  presenter: PresenterProfile;
  /** Site origin for share links. */
  origin: string;
  /** The presenter's subjects (categories), id = slug usable as a listing filter. */
  subjects: FilterOption[] | null;
  /** Their presentations, newest first. */
  presentations: CardData[] | null;
  /** Their talks as one ZIP, and their podcast feed (issue #35). */
  takeAway?: TakeAwayView | null;
  /** The questions they answered publicly (decision 0040), newest first. */
  answers: AnswerCard[] | null;
}
