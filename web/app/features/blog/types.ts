import type { SeoData } from '../../lib/view-models';
/** Route data of the blog pages (built by web/app/server/blog.server.ts). */
import type { CardData, FilterOption, ListingData } from '../../lib/view-models';
import type { TextLanguage } from '../presenters/types';

export interface BlogData {
  /** Null when the content service could not be reached. */
  listing: ListingData | null;
}

export interface ArticleDetail {
  id: string;
  slug: string;
  title: string;
  summary?: string;
  image?: string;
  date: string;
  author: string;
  readTime: number;
  /** Title of the first category (header banner). */
  category?: string;
  /** The body's paragraphs, plain text. */
  body: string[];
  /** Set when the text is in the other language (fallback). */
  lang?: TextLanguage;
}

export interface ArticleData {
  /** What search engines and link previews get (the route's meta renders it). */
  seo?: SeoData;
  article: ArticleDetail;
  origin: string;
  /** The article's tags (id = slug, usable as a blog filter). */
  tags: FilterOption[] | null;
  /** Other articles sharing a category, newest first (built from lists already loaded). */
  related: CardData[];
  /** Whether the signed-in member has it in the readlist (undefined for visitors, or unknown). */
  listed?: boolean | undefined;
  /** The share of the text the signed-in member has read, as their account knows it (resume without a script). */
  readAt?: number | undefined;
}
