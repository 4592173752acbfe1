/** Shapes of the route data the Worker's loaders return (the server implements, pages read). */
import type { Locale } from '#shared/constants/spec.ts';
import type { SessionUser } from '#shared/schemas/member.ts';
import type { ContactRecord } from '#shared/schemas/content.ts';
import type { CardData, SeoData } from './view-models';

export interface RootData {
  locale: Locale;
  /** The site's public origin, for canonical and shared addresses. */
  origin: string;
  user: SessionUser | null;
  /**
   * The visitor's country for the cost of data (issue #26): a code of the price table
   * (shared/data/mobile-data-prices.ts), or null when unknown or chosen "none".
   */
  country: string | null;
  /** Null when the content service could not be reached. */
  contact: ContactRecord | null;
  /** Lite pages: sent with no JavaScript (decision 0019). */
  lite: boolean;
  /** Pages lead with reading and listening before the video (Save-Data, 3g or slower; issue #26). */
  cheapFirst: boolean;
  /** Images resized by Cloudflare (`/cdn-cgi/image/`): the IMAGE_RESIZING setting (decision 0023). */
  imageResizing: boolean;
}

/** A collection on the home page, in the reader's language, with its number of videos. */
export interface CollectionCard {
  id: string;
  title: string;
  description?: string;
  image?: string;
  videoCount: number;
}

/** One of the nine categories, linking to the presentations filtered by it. */
export interface CategoryLink {
  id: string;
  /** What the presentations filter takes: the slug, else the id. */
  slug: string;
  title: string;
  description?: string;
}

export interface FunFactData {
  id: string;
  text: string;
  image?: string;
  /** The text's language when it is not the page's (an English fallback in combined). */
  lang?: TextLanguage;
}

/** A patron or collaborator: logo, name and (optionally) their site. */
export interface PartnerData {
  id: string;
  name: string;
  logo?: string;
  url?: string;
  description?: string;
}

/** Language of a text shown in the other language than the page's (an English fallback in combined). */
export type TextLanguage = 'en' | 'fr';

/**
 * A member of the advisory council in the reader's language: name, role, where they work, country
 * and a short bio. `…Lang` marks a text that fell back to English (combined reading).
 */
export interface CouncilMemberData {
  id: string;
  name: string;
  role: string;
  roleLang?: TextLanguage;
  affiliation?: string;
  affiliationLang?: TextLanguage;
  country?: string;
  countryLang?: TextLanguage;
  bio?: string;
  bioLang?: TextLanguage;
  image?: string;
}

/** The home page's data: every section on its own (null when its content failed). */
export interface HomeData {
  /** Organization structured data for the home page. */
  seo?: SeoData;
  latestCollections: CollectionCard[] | null;
  categories: CategoryLink[] | null;
  collections: CollectionCard[] | null;
  funFact: FunFactData | null;
  featuredEvents: CardData[] | null;
  featuredArticles: CardData[] | null;
  spotlight: CardData[] | null;
  patrons: PartnerData[] | null;
  collaborators: PartnerData[] | null;
  council: CouncilMemberData[] | null;
}

/** The about page's data: its text is static; the advisory council comes from the content service (null when it failed). */
export interface AboutData {
  council: CouncilMemberData[] | null;
}
