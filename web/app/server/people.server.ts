/**
 * Server loaders of presenters. A presenter's e-mail and telephone are for the facilitation team
 * only: every view model here is built field by field, so they never reach a page or its JSON.
 */
import type { Locale } from '#shared/constants/spec.ts';
import { localize } from '#shared/lib/localize.ts';
import type { Presenter } from '#shared/schemas/content.ts';
import type { FilterOption, ListingData } from '../lib/view-models';
import type { PresenterData, PresenterProfile, PresentersData } from '../features/presenters/types';
import { fallbackLanguage, paragraphs, withoutEmpty } from '../features/blog/text';
import type { ContentReader } from '#worker/src/services/content/client.ts';
import { categoryTitles, filterOptions, presentationCard, presenterCard, presenterName } from './cards.server';
import { buildListing } from './listing.server';
import { contained, notFound, whole, type ServerLoader } from './types.server';
import { personSeo } from './seo.server';
import { answersOf } from './answers.server';
import { localCountryName } from '#shared/lib/country-names.ts';
import { takeAwayView } from './take-away.server';

async function presenterListing(content: ContentReader, url: URL, locale: Locale): Promise<ListingData> {
  const [presenters, categories] = await Promise.all([content.list('presenters'), content.list('categories')]);
  const titles = categoryTitles(categories, locale);
  return buildListing(
    { items: presenters },
    url,
    locale,
    { title: presenterName, date: (presenter) => presenter.date, categoryIds: (presenter) => presenter.categoryIds },
    { categories },
    { categories: filterOptions(categories, locale) },
    (presenter) => presenterCard(presenter, locale, titles),
  );
}

/** The public profile of a presenter: named fields only, never `email` or `telephone`. */
export function presenterProfile(presenter: Presenter, locale: Locale): PresenterProfile {
  const honorific = localize(presenter.title, locale);
  const summary = localize(presenter.summary, locale);
  const bio = paragraphs(localize(presenter.bio, locale));
  return withoutEmpty({
    id: presenter.id,
    displayName: [honorific, presenterName(presenter)].filter(Boolean).join(' '),
    image: presenter.image,
    role: localize(presenter.role, locale),
    organisation: localize(presenter.organisation, locale),
    qualifications: localize(presenter.qualifications, locale),
    // The content's English country name, in French on French pages (issue #31).
    country: presenter.country ? localCountryName(presenter.country, locale) : undefined,
    summary,
    summaryLang: summary ? fallbackLanguage(presenter.summary, locale) : undefined,
    bio,
    bioLang: bio.length > 0 ? fallbackLanguage(presenter.bio, locale) : undefined,
    bioInEnglish: bio.length === 0 && paragraphs(presenter.bio?.en ?? '').length > 0 ? true : undefined,
  });
}

async function subjectsOf(presenter: Presenter, content: ContentReader, locale: Locale): Promise<FilterOption[]> {
  const categories = await content.list('categories');
  const byId = new Map(categories.map((category) => [category.id, category]));
  return presenter.categoryIds.flatMap((id) => {
    const category = byId.get(id);
    return category ? [{ id: category.slug || category.id, title: localize(category.title, locale) }] : [];
  });
}

async function presentationsOf(presenter: Presenter, presenters: Presenter[], content: ContentReader, locale: Locale) {
  const [presentations, categories] = await Promise.all([content.list('presentations'), content.list('categories')]);
  const titles = categoryTitles(categories, locale);
  const byId = new Map(presenters.map((item) => [item.id, item]));
  return presentations
    .filter((presentation) => presentation.presenterIds.includes(presenter.id))
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((presentation) => presentationCard(presentation, locale, titles, byId));
}

export const peopleLoaders = {
  presenters: async ({ url }, services): Promise<PresentersData> => ({
    listing: await contained(presenterListing(services.content, url, services.locale), services),
  }),
  presenter: async ({ params }, services): Promise<PresenterData> => {
    const presenters = await services.content.list('presenters');
    const presenter = presenters.find((item) => item.id === params.id);
    if (!presenter) notFound();
    const profile = presenterProfile(presenter, services.locale);
    return whole({
      presenter: profile,
      origin: services.origin,
      seo: personSeo(services.origin, {
        name: profile.displayName,
        summary: profile.summary ?? profile.bio[0],
        image: profile.image,
        role: profile.role,
        organisation: profile.organisation,
        path: `/presenters/${presenter.id}`,
      }),
      subjects: contained(subjectsOf(presenter, services.content, services.locale), services),
      presentations: contained(presentationsOf(presenter, presenters, services.content, services.locale), services),
      // The questions they answered in the library (decision 0040).
      answers: contained(answersOf(services, { presenterId: presenter.id }), services),
      takeAway: takeAwayView(services, { kind: 'presenter', id: presenter.id, title: profile.displayName }),
    });
  },
} satisfies Record<string, ServerLoader>;
