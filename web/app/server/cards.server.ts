/**
 * Content items turned into the cards and view models pages show, in the request's language.
 * Every feature builds its cards here so a card looks the same wherever it appears.
 */
import type { Locale } from '../../../shared/constants/spec';
import type {
  Article,
  Category,
  Event,
  Presentation,
  Presenter,
  Project,
  SubProject,
  SubTheme,
} from '../../../shared/schemas/content';
import { localize } from '../../../shared/lib/localize';
import type { CardData, FilterOption } from '../lib/view-models';
import type { TaxonomyItem } from '../../../shared/schemas/content';

/** Category titles by id, for the cards' category badges. */
export type CategoryTitles = Map<string, string>;

export function categoryTitles(categories: Category[], locale: Locale): CategoryTitles {
  return new Map(categories.map((category) => [category.id, localize(category.title, locale)]));
}

function categoriesOf(ids: string[], titles: CategoryTitles) {
  return ids.flatMap((id) => {
    const title = titles.get(id);
    return title ? [{ id, title }] : [];
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
  };
}

export function eventCard(item: Event, locale: Locale, titles: CategoryTitles): CardData {
  const place = item.location ? [item.location.city, item.location.country].filter(Boolean).join(', ') : undefined;
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
  };
}
