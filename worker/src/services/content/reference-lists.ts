/**
 * The spec's reference lists (contact, categories, FAQ categories, tags, series, presenters),
 * loaded through the content client and sorted as the spec says: titles by locale comparison,
 * FAQ categories by weight. Presenters are reduced to their public reference (id, name, surname).
 */
import type { Locale } from '#shared/constants/spec.ts';
import type { ContactRecord, FaqCategory, Series, TaxonomyItem } from '#shared/schemas/content.ts';
import { localize } from '#shared/lib/localize.ts';
import { sortByTitle, sortByWeight } from '#shared/lib/sort.ts';
import type { ContentReader } from './client';

export interface PresenterReference {
  id: string;
  name: string;
  surname: string;
}

export interface ReferenceLists {
  contact: ContactRecord | null;
  categories: TaxonomyItem[];
  faqCategories: FaqCategory[];
  tags: TaxonomyItem[];
  series: Series[];
  presenters: PresenterReference[];
}

/** Loads every list at once; a list whose load fails is empty (or null), the others still come. */
export async function loadReferenceLists(
  client: ContentReader,
  locale: Locale,
  onError: (error: unknown) => void = () => undefined,
): Promise<ReferenceLists> {
  const contained = <T>(promise: Promise<T>, empty: T) =>
    promise.catch((error: unknown) => {
      onError(error);
      return empty;
    });
  const [contact, categories, faqCategories, tags, series, presenters] = await Promise.all([
    contained(client.contact(), null),
    contained(client.list('categories'), []),
    contained(client.list('faq-categories'), []),
    contained(client.list('tags'), []),
    contained(client.list('series'), []),
    contained(client.list('presenters'), []),
  ]);
  const byTitle = (item: { title: { en?: string; fr?: string } }) => localize(item.title, locale);
  return {
    contact,
    categories: sortByTitle(categories, byTitle, locale),
    faqCategories: sortByWeight(faqCategories, byTitle, locale),
    tags: sortByTitle(tags, byTitle, locale),
    series: sortByTitle(series, byTitle, locale),
    presenters: sortByTitle(
      presenters.map(({ id, name, surname }) => ({ id, name, surname })),
      (presenter) => `${presenter.name} ${presenter.surname}`,
      locale,
    ),
  };
}
