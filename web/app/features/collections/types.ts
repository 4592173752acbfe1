/**
 * Route data of the collection pages, as the server loaders build it
 * (web/app/server/presentations.server.ts): content already in the reader's language, JSON only.
 */
import type { ListingData, SeoData, TakeAwayView } from '../../lib/view-models';

export interface CollectionSummary {
  id: string;
  title: string;
  description?: string;
  image?: string;
  /** How many presentations the collection holds. */
  videoCount: number;
}

export interface CollectionsPageData {
  /** Every collection, sorted (A to Z by default, decision 0017) and paged from the URL. */
  listing: ListingData<CollectionSummary> | null;
}

/** A localized text with the language it ended up in (combined mode may fall back to English). */
export interface LocalText {
  text: string;
  lang: 'en' | 'fr';
}

export interface CollectionPageData {
  seo: SeoData;
  collection: { id: string; title: LocalText; description?: LocalText; image?: string };
  /** The collection's presentations, sorted, filtered and paged from the URL. */
  listing: ListingData | null;
  /** Its talks as one ZIP, and its podcast feed (issue #35). */
  takeAway?: TakeAwayView | null;
}
