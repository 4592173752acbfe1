import type { SeoData } from '../../lib/view-models';
/**
 * Route data of the presentation pages (list, single, series), as the server loaders build it
 * (web/app/server/presentations.server.ts): content already in the reader's language, JSON only.
 * Presenters appear by name, role and organisation: never their e-mail or telephone.
 */
import type { AnswerCard } from '../answers/types';
import type { CardData, ListingData, TakeAwayView } from '../../lib/view-models';

/** The language a content text is in (it may differ from the page's in combined mode). */
export type ContentLanguage = 'en' | 'fr';

/** A localized text with the language it ended up in. */
export interface LocalText {
  text: string;
  lang: ContentLanguage;
}

export interface PresentationListData {
  listing: ListingData | null;
  /** The podcast feed of all talks (issue #35). */
  takeAway?: TakeAwayView | null;
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
  /** The ways to take the talk in besides the player, cheapest first (issue #26). */
  ladder: LadderView;
}

/** A file of the talk at the site's address (shared/lib/renditions.ts), priced before it loads. */
export interface RenditionView {
  /** Same-origin address (`/video-presentations/{id}/media/audio-en.ogg`). */
  href: string;
  /** Exact size in bytes. */
  bytes: number;
  durationSeconds: number;
  /** MIME type, with codecs when the CMS gives them. */
  type: string;
  /** The language spoken, when it is not the page's. */
  lang?: ContentLanguage;
  /** Video: its height in pixels. */
  height?: number;
  /** The name a download is saved under (`rhino-poaching-on-the-front-line-audio-en.ogg`). */
  filename: string;
  /** Small video: its captions (WebVTT, issue #35), the video's own language first. */
  captions?: CaptionsView[];
}

/** A captions file of the small video, made from the transcript of its language. */
export interface CaptionsView {
  href: string;
  lang: ContentLanguage;
}

/** Read, listen, watch small, watch: what each costs, and where it is. */
export interface LadderView {
  /** The transcript as a file (shared/lib/transcript-document.ts); its exact size. */
  transcriptFile?: { href: string; bytes: number; filename: string };
  audio?: RenditionView;
  smallVideo?: RenditionView;
  /** The usual player (YouTube): its estimated bytes at 360p (shared/lib/video-cost.ts). */
  videoBytes?: number;
  /** "Send this talk" (issue #35): the talk as one file, with its audio or its small video. */
  send?: { audio?: TalkFileView; video?: TalkFileView };
}

/** A talk as one self-contained file (shared/lib/talk-file.ts), with its exact size. */
export interface TalkFileView {
  href: string;
  bytes: number;
  filename: string;
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

/** Where a presentation belongs: read from the reference lists, so loaded after the item. */
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
  /** The library's answers about this talk (decision 0040), newest first. */
  answers: AnswerCard[];
  /** The site's origin, for the share menu. */
  origin: string;
  topics: PresentationTopics | null;
  /** Other presentations of the same series, in series order. */
  related: CardData[] | null;
  /** Whether the signed-in member has it in the watchlist (undefined for visitors, or unknown). */
  listed?: boolean | undefined;
  /** Where the signed-in member left the video, as their account knows it (seconds; resume without a script). */
  resumeAt?: number | undefined;
}

export interface SeriesPageData {
  seo: SeoData;
  series: { id: string; title: LocalText; description?: LocalText; image?: string };
  /** The series' presentations, sorted (oldest first, their order in the series, by default) and paged from the URL. */
  listing: ListingData | null;
  /** Its talks as one ZIP, and its podcast feed (issue #35). */
  takeAway?: TakeAwayView | null;
}
