import type { SeoData } from '../../lib/view-models';
/**
 * Route data of the presentation pages (list, single, series), as the Worker's loaders build it
 * (worker/src/loaders/presentations.ts): content already in the reader's language, JSON only.
 * Presenters appear by name, role and organisation: never their e-mail or telephone.
 */
import type { Rendition } from '#shared/schemas/content.ts';
import type { MaybeDeferred } from '../../lib/loader-types';
import type { CardData, ListingData } from '../../lib/view-models';

/** The language a content text is in (it may differ from the page's in combined mode). */
export type ContentLanguage = 'en' | 'fr';

/** A localized text with the language it ended up in. */
export interface LocalText {
  text: string;
  lang: ContentLanguage;
}

export interface PresentationListData {
  listing: MaybeDeferred<ListingData | null>;
}

export interface PresenterRef {
  id: string;
  name: string;
  role?: string;
  organisation?: string;
  qualifications?: string;
}

/** A link to a series, collection, tag or category, with its title. */
export interface TopicLink {
  id: string;
  title: string;
  href: string;
}

export interface ResourceView {
  filename: string;
  /** Bytes. */
  size: number;
  url: string;
}

export interface PresentationView {
  id: string;
  title: LocalText;
  /** Paragraphs of the description. */
  description?: LocalText & { paragraphs: string[] };
  image?: string;
  /** YouTube id of the video in the reader's language (or the other one). */
  videoId?: string;
  /** ISO date. */
  date: string;
  durationSeconds?: number;
  presenters: PresenterRef[];
  resources: ResourceView[];
  transcript?: TranscriptView;
  /** The talk's renditions (audio, video by height), as the content service lists them (issue #26). */
  renditions?: Rendition[];
}

/** A timed line of a transcript: the second it starts at in the video the page plays. */
export interface TranscriptLine {
  start: number;
  text: string;
}

/**
 * The transcript in the reader's language: timed lines whose times seek the video the page plays,
 * or paragraphs (a plain transcript, or lines timed on another recording than the one shown).
 */
export type TranscriptView =
  | { lang: ContentLanguage; lines: TranscriptLine[]; paragraphs?: undefined }
  | { lang: ContentLanguage; paragraphs: string[]; lines?: undefined };

/** Where a presentation belongs: read from the reference lists, so streamed after the item. */
export interface PresentationTopics {
  series?: TopicLink;
  collections: TopicLink[];
  tags: TopicLink[];
  categories: TopicLink[];
}

export interface PresentationPageData {
  /** What search engines and link previews get (the route's meta renders it). */
  seo?: SeoData;
  presentation: PresentationView;
  /** The site's origin, for the share menu. */
  origin: string;
  topics: MaybeDeferred<PresentationTopics | null>;
  /** Other presentations of the same series, in series order. */
  related: MaybeDeferred<CardData[] | null>;
  /** Whether the signed-in member has it in the watchlist (undefined for visitors, or unknown). */
  listed?: boolean | undefined;
  /** Where the signed-in member left the video, as their account knows it (seconds; resume without a script). */
  resumeAt?: number | undefined;
}

export interface SeriesPageData {
  seo: SeoData;
  series: { id: string; title: LocalText; description?: LocalText; image?: string };
  /** The series' presentations, sorted (oldest first, their order in the series, by default) and paged from the URL. */
  listing: MaybeDeferred<ListingData | null>;
}
