/**
 * Content items turned into the cards and view models pages show, in the request's language.
 * Every feature builds its cards here so a card looks the same wherever it appears.
 */
import type { Locale } from '#shared/constants/spec.ts';
import type {
  Article,
  Category,
  Event,
  Presentation,
  Presenter,
  Project,
  SubProject,
  SubTheme,
} from '#shared/schemas/content.ts';
import { localize } from '#shared/lib/localize.ts';
import { fallbackLanguage } from '../features/blog/text';
import type { LocalizedText } from '#shared/schemas/content.ts';
import type { CardData, CardLanguages, CardTextField, FilterOption } from '../lib/view-models';
import type { TaxonomyItem } from '#shared/schemas/content.ts';
import { localCountryName } from '#shared/lib/country-names.ts';

/** Category titles by id (and their language when it is not the page's), for the cards' badges. */
export type CategoryTitles = Map<string, string | { title: string; lang: 'en' | 'fr' }>;

/** The card's fields shown in the other language, by field (undefined when there are none). */
function languagesOf(
  fields: Partial<Record<CardTextField, LocalizedText | undefined>>,
  locale: Locale,
): CardLanguages | undefined {
  const languages: CardLanguages = {};
  for (const [field, text] of Object.entries(fields) as [CardTextField, LocalizedText | undefined][]) {
    const language = fallbackLanguage(text, locale);
    if (language) languages[field] = language;
  }
  return Object.keys(languages).length > 0 ? languages : undefined;
}

export function categoryTitles(categories: Category[], locale: Locale): CategoryTitles {
  return new Map(
    categories.map((category) => {
      const title = localize(category.title, locale);
      const lang = fallbackLanguage(category.title, locale);
      return [category.id, lang ? { title, lang } : title];
    }),
  );
}

function categoriesOf(ids: string[], titles: CategoryTitles) {
  return ids.flatMap((id) => {
    const title = titles.get(id);
    if (!title) return [];
    return typeof title === 'string' ? [{ id, title }] : [{ id, ...title }];
  });
}

/** Filter options (id, title) sorted by title in the reader's language. */
export function filterOptions(items: TaxonomyItem[], locale: Locale): FilterOption[] {
  const collator = new Intl.Collator(locale === 'en' ? 'en' : 'fr', { sensitivity: 'base', numeric: true });
  return items
    .map((item) => ({ id: item.slug || item.id, title: localize(item.title, locale) }))
    .sort((a, b) => collator.compare(a.title, b.title));
}

export const presenterName = (presenter: Pick<Presenter, 'name' | 'surname'>) =>
  `${presenter.name} ${presenter.surname}`;

export function presentationCard(
  item: Presentation,
  locale: Locale,
  titles: CategoryTitles,
  presenters?: Map<string, Presenter>,
): CardData {
  const presenter = item.presenterIds.map((id) => presenters?.get(id)).find(Boolean);
  return {
    type: 'PRESENTATION',
    id: item.id,
    title: localize(item.title, locale),
    image: item.image,
    url: `/video-presentations/${item.id}`,
    summary: localize(item.summary, locale) || undefined,
    date: item.date,
    categories: categoriesOf(item.categoryIds, titles),
    meta: presenter ? presenterName(presenter) : undefined,
    lang: languagesOf({ title: item.title, summary: item.summary }, locale),
  };
}

/** Presenter cards never carry the presenter's e-mail or telephone. */
export function presenterCard(item: Presenter, locale: Locale, titles: CategoryTitles): CardData {
  return {
    type: 'PRESENTER',
    id: item.id,
    title: presenterName(item),
    image: item.image,
    url: `/presenters/${item.id}`,
    role: localize(item.role, locale) || undefined,
    organisation: localize(item.organisation, locale) || undefined,
    qualifications: localize(item.qualifications, locale) || undefined,
    categories: categoriesOf(item.categoryIds, titles),
    summary: localize(item.summary, locale) || undefined,
    lang: languagesOf(
      { role: item.role, organisation: item.organisation, qualifications: item.qualifications, summary: item.summary },
      locale,
    ),
  };
}

export function eventCard(item: Event, locale: Locale, titles: CategoryTitles): CardData {
  const country = item.location?.country ? localCountryName(item.location.country, locale) : undefined;
  const place = item.location ? [item.location.city, country].filter(Boolean).join(', ') : undefined;
  return {
    type: 'EVENT',
    id: item.id,
    title: localize(item.title, locale),
    image: item.image,
    url: `/events/${item.id}`,
    summary: localize(item.summary, locale) || undefined,
    date: item.startsAt,
    categories: categoriesOf(item.categoryIds, titles),
    meta: place || (item.onlineUrl ? (locale === 'en' ? 'Online' : 'En ligne') : undefined),
    lang: languagesOf({ title: item.title, summary: item.summary }, locale),
  };
}

export function articleCard(item: Article, locale: Locale, titles: CategoryTitles): CardData {
  return {
    type: 'ARTICLE',
    id: item.id,
    title: localize(item.title, locale),
    image: item.image,
    url: `/blog/${item.slug}`,
    summary: localize(item.summary, locale) || undefined,
    date: item.date,
    author: item.author,
    readTime: item.readTimeMinutes,
    categories: categoriesOf(item.categoryIds, titles),
    lang: languagesOf({ title: item.title, summary: item.summary }, locale),
  };
}

export function projectCard(item: Project, locale: Locale): CardData {
  return {
    type: 'PROJECT',
    id: item.id,
    title: localize(item.title, locale),
    image: item.image,
    url: `/projects/${item.id}`,
    summary: localize(item.summary, locale) || undefined,
    lang: languagesOf({ title: item.title, summary: item.summary }, locale),
  };
}

export function subProjectCard(item: SubProject, locale: Locale): CardData {
  return {
    type: 'SUB_PROJECT',
    id: item.id,
    title: localize(item.title, locale),
    image: item.image,
    url: `/projects/${item.projectId}/${item.slug}`,
    summary: localize(item.summary, locale) || undefined,
    lang: languagesOf({ title: item.title, summary: item.summary }, locale),
  };
}

/** Themes share the project card shape (there is no THEME card type in the spec). */
export function themeCard(item: SubTheme, locale: Locale): CardData {
  return {
    type: 'PROJECT',
    id: item.id,
    title: localize(item.title, locale),
    image: item.image,
    url: `/projects/themes/${item.id}`,
    summary: localize(item.summary, locale) || undefined,
    lang: languagesOf({ title: item.title, summary: item.summary }, locale),
  };
}
