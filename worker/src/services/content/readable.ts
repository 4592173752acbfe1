/**
 * What a French reader is shown (spec §1: fr shows French): items whose main text has no French
 * version are left out of every list, search and feed in fr (combined and en show them). The
 * main text is the title, a question for the FAQ, the text of a fun fact, the role of an
 * advisory council member; presenters, partners and the contact record have none and are always
 * shown.
 */
import type { Locale } from '#shared/constants/spec.ts';
import { readableIn } from '#shared/lib/localize.ts';
import type { CollectionItem, CollectionName, LocalizedText } from '#shared/schemas/content.ts';

type MainText = (item: never) => LocalizedText | undefined;

const MAIN_TEXT: Partial<Record<CollectionName, MainText>> = {
  'advisory-council': (item: CollectionItem<'advisory-council'>) => item.role,
  articles: (item: CollectionItem<'articles'>) => item.title,
  categories: (item: CollectionItem<'categories'>) => item.title,
  collections: (item: CollectionItem<'collections'>) => item.title,
  events: (item: CollectionItem<'events'>) => item.title,
  faqs: (item: CollectionItem<'faqs'>) => item.question,
  'faq-categories': (item: CollectionItem<'faq-categories'>) => item.title,
  'fun-facts': (item: CollectionItem<'fun-facts'>) => item.text,
  presentations: (item: CollectionItem<'presentations'>) => item.title,
  projects: (item: CollectionItem<'projects'>) => item.title,
  'sub-projects': (item: CollectionItem<'sub-projects'>) => item.title,
  'sub-themes': (item: CollectionItem<'sub-themes'>) => item.title,
  series: (item: CollectionItem<'series'>) => item.title,
  tags: (item: CollectionItem<'tags'>) => item.title,
};

/** Whether `item` of collection `name` can be shown in `locale`. */
export function isReadable<N extends CollectionName>(name: N, item: CollectionItem<N>, locale: Locale): boolean {
  const mainText = MAIN_TEXT[name] as ((item: CollectionItem<N>) => LocalizedText | undefined) | undefined;
  return mainText === undefined || readableIn(mainText(item), locale);
}

/** The items of `name` that can be shown in `locale`. */
export function readableItems<N extends CollectionName>(
  name: N,
  items: CollectionItem<N>[],
  locale: Locale,
): CollectionItem<N>[] {
  return locale === 'fr' ? items.filter((item) => isReadable(name, item, locale)) : items;
}
