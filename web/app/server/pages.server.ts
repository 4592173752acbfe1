/**
 * Server loaders of the home page, about, FAQ, legal and projects pages (contact is the contact
 * feature's). Content is resolved to the reader's language here; every home section is its own
 * contained promise, so one failing collection leaves the other sections in place.
 */
import { serverT } from '#shared/i18n/server-i18n.ts';
import type { Locale } from '#shared/constants/spec.ts';
import { localize, textLanguage } from '#shared/lib/localize.ts';
import { fallbackLanguage } from '../features/blog/text';
import { sortByTitle, sortByWeight } from '#shared/lib/sort.ts';
import type {
  Article,
  CouncilMember,
  Event,
  LocalizedText,
  Partner,
  Project,
  SubProject,
  SubTheme,
} from '#shared/schemas/content.ts';
import type {
  AboutData,
  CategoryLink,
  CollectionCard,
  CouncilMemberData,
  FunFactData,
  HomeData,
  PartnerData,
  TextLanguage,
} from '../lib/loader-types';
import type { CardData, ListingData, SeoData } from '../lib/view-models';
import type { ListingName } from '#shared/lib/listing-query.ts';
import type { FaqData, FaqGroup } from '../features/faq/faq-types';
import type {
  ProjectData,
  ProjectDetail,
  ProjectsData,
  SubProjectData,
  ThemeData,
  ThemesData,
} from '../features/projects/project-types';
import {
  articleCard,
  categoryTitles,
  eventCard,
  presenterCard,
  presenterName,
  projectCard,
  subProjectCard,
  themeCard,
  type CategoryTitles,
} from './cards.server';
import { buildListing } from './listing.server';
import { contained, missing, whole, type LoaderServices, type ServerLoader } from './types.server';
import { organizationSeo } from './seo.server';

const LATEST_COLLECTIONS = 6;
const FEATURED_EVENTS = 3;
const FEATURED_ARTICLES = 3;
const SPOTLIGHT_PRESENTERS = 4;
const DAY_MS = 86_400_000;

// --- Home ----------------------------------------------------------------------------------------

/** Every collection as a card with its number of videos. */
async function collectionCards(services: LoaderServices): Promise<(CollectionCard & { date: string })[]> {
  const { content, locale } = services;
  const [collections, presentations] = await Promise.all([content.list('collections'), content.list('presentations')]);
  const counts = new Map<string, number>();
  for (const presentation of presentations) {
    for (const id of presentation.collectionIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return collections.map((collection) => ({
    id: collection.id,
    title: localize(collection.title, locale),
    description: localize(collection.description, locale) || undefined,
    image: collection.image,
    videoCount: counts.get(collection.id) ?? 0,
    date: collection.date,
  }));
}

const withoutDate = ({ date: _date, ...card }: CollectionCard & { date: string }): CollectionCard => card;

async function latestCollections(services: LoaderServices): Promise<CollectionCard[]> {
  const cards = await collectionCards(services);
  return cards
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, LATEST_COLLECTIONS)
    .map(withoutDate);
}

async function collectionsByTitle(services: LoaderServices): Promise<CollectionCard[]> {
  const cards = await collectionCards(services);
  return sortByTitle(cards, (card) => card.title, services.locale).map(withoutDate);
}

async function categoryLinks({ content, locale }: LoaderServices): Promise<CategoryLink[]> {
  const categories = await content.list('categories');
  const links = categories.map((category) => ({
    id: category.id,
    slug: category.slug || category.id,
    title: localize(category.title, locale),
    description: localize(category.description, locale) || undefined,
  }));
  return sortByTitle(links, (link) => link.title, locale);
}

/**
 * The fact of the day: the same for every visitor on a given UTC day, chosen on the server.
 */
async function funFactOfTheDay({ content, locale }: LoaderServices): Promise<FunFactData | null> {
  const facts = (await content.list('fun-facts')).sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  const fact = facts[Math.floor(Date.now() / DAY_MS) % Math.max(facts.length, 1)];
  if (!fact) return null;
  const { text = '', lang } = shownText(fact.text, locale);
  return { id: fact.id, text, image: fact.image, ...(lang && { lang }) };
}

/** Category titles for cards; cards still show (without badges) if categories fail. */
async function cardCategories(services: LoaderServices): Promise<CategoryTitles> {
  const categories = await services.content.list('categories').catch((error: unknown) => {
    services.onError(error);
    return [];
  });
  return categoryTitles(categories, services.locale);
}

/** Featured events that have not ended, soonest first; else the next upcoming events. */
function homeEvents(events: Event[], now: number): Event[] {
  const upcoming = events
    .filter((event) => Date.parse(event.endsAt ?? event.startsAt) >= now)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const featured = upcoming.filter((event) => event.featured);
  return (featured.length > 0 ? featured : upcoming).slice(0, FEATURED_EVENTS);
}

/** Featured articles, newest first; else the latest articles. */
function homeArticles(articles: Article[]): Article[] {
  const newest = [...articles].sort((a, b) => b.date.localeCompare(a.date));
  const featured = newest.filter((article) => article.featured);
  return (featured.length > 0 ? featured : newest).slice(0, FEATURED_ARTICLES);
}

async function featuredEvents(services: LoaderServices): Promise<CardData[]> {
  const [events, titles] = await Promise.all([services.content.list('events'), cardCategories(services)]);
  return homeEvents(events, Date.now()).map((event) => eventCard(event, services.locale, titles));
}

async function featuredArticles(services: LoaderServices): Promise<CardData[]> {
  const [articles, titles] = await Promise.all([services.content.list('articles'), cardCategories(services)]);
  return homeArticles(articles).map((article) => articleCard(article, services.locale, titles));
}

async function spotlightPresenters(services: LoaderServices): Promise<CardData[]> {
  const [presenters, titles] = await Promise.all([services.content.list('presenters'), cardCategories(services)]);
  const spotlight = sortByTitle(
    presenters.filter((presenter) => presenter.spotlight),
    presenterName,
    services.locale,
  );
  // presenterCard leaves out e-mail and telephone.
  return spotlight.slice(0, SPOTLIGHT_PRESENTERS).map((presenter) => presenterCard(presenter, services.locale, titles));
}

function partnerData(partner: Partner, locale: Locale): PartnerData {
  return {
    id: partner.id,
    name: partner.name,
    logo: partner.logo,
    url: partner.url,
    description: localize(partner.description, locale) || undefined,
  };
}

async function partners(services: LoaderServices, name: 'patrons' | 'collaborators'): Promise<PartnerData[]> {
  const items = await services.content.list(name);
  return sortByTitle(items, (item) => item.name, services.locale).map((item) => partnerData(item, services.locale));
}

/** The text shown in `locale` and, when it fell back to the other language, that language. */
function shownText(text: LocalizedText | undefined, locale: Locale): { text?: string; lang?: TextLanguage } {
  if (textLanguage(text, locale) === undefined) return {};
  return { text: localize(text, locale), lang: fallbackLanguage(text, locale) };
}

function councilMemberData(member: CouncilMember, locale: Locale): CouncilMemberData {
  const role = shownText(member.role, locale);
  const affiliation = shownText(member.affiliation, locale);
  const country = shownText(member.country, locale);
  const bio = shownText(member.bio, locale);
  const data: CouncilMemberData = {
    id: member.id,
    name: `${member.name} ${member.surname}`,
    role: role.text ?? '',
    roleLang: role.lang,
    affiliation: affiliation.text,
    affiliationLang: affiliation.lang,
    country: country.text,
    countryLang: country.lang,
    bio: bio.text,
    bioLang: bio.lang,
    image: member.image,
  };
  // Lean route data: no keys for what is not shown.
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as CouncilMemberData;
}

/**
 * The advisory council (spec §1) in the order the content service gives (the council's own: the
 * chair first). A French reader gets only the members whose role has French (decision 0014).
 */
async function councilMembers(services: LoaderServices): Promise<CouncilMemberData[]> {
  const members = await services.content.list('advisory-council');
  return members.map((member) => councilMemberData(member, services.locale));
}

function home(services: LoaderServices): Promise<HomeData> {
  const section = <T>(promise: Promise<T>) => contained(promise, services);
  return whole({
    latestCollections: section(latestCollections(services)),
    categories: section(categoryLinks(services)),
    collections: section(collectionsByTitle(services)),
    funFact: section(funFactOfTheDay(services)),
    featuredEvents: section(featuredEvents(services)),
    featuredArticles: section(featuredArticles(services)),
    spotlight: section(spotlightPresenters(services)),
    patrons: section(partners(services, 'patrons')),
    collaborators: section(partners(services, 'collaborators')),
    council: section(councilMembers(services)),
  });
}

// --- FAQ -----------------------------------------------------------------------------------------

/** Categories by weight with their questions by weight; questions of an unknown category last. */
async function faqGroups({ content, locale }: LoaderServices): Promise<FaqGroup[]> {
  const [categories, faqs] = await Promise.all([content.list('faq-categories'), content.list('faqs')]);
  const byCategory = new Map<string, FaqGroup['questions']>();
  for (const faq of sortByWeight(faqs)) {
    const questions = byCategory.get(faq.categoryId) ?? [];
    const question = shownText(faq.question, locale);
    const answer = shownText(faq.answer, locale);
    questions.push({
      id: faq.id,
      question: question.text ?? '',
      answer: answer.text ?? '',
      ...(question.lang && { questionLang: question.lang }),
      ...(answer.lang && { answerLang: answer.lang }),
    });
    byCategory.set(faq.categoryId, questions);
  }
  const byTitle = (item: { title: { en?: string; fr?: string } }) => localize(item.title, locale);
  const groups: FaqGroup[] = sortByWeight(categories, byTitle, locale).map((category) => ({
    id: category.id,
    title: localize(category.title, locale),
    questions: byCategory.get(category.id) ?? [],
  }));
  const known = new Set(categories.map((category) => category.id));
  const orphans = [...byCategory].filter(([id]) => !known.has(id)).flatMap(([, questions]) => questions);
  // Titled by the page: the service knows no category for them.
  if (orphans.length > 0) groups.push({ id: 'uncategorised', title: '', questions: orphans });
  return groups.filter((group) => group.questions.length > 0);
}

// --- Projects ------------------------------------------------------------------------------------

function detail(item: Project | SubProject | SubTheme, locale: Locale): ProjectDetail {
  return {
    id: item.id,
    title: localize(item.title, locale),
    summary: localize(item.summary, locale) || undefined,
    description: localize(item.description, locale) || undefined,
    image: item.image,
  };
}

/** Title, description and image for search engines and link previews. */
const seoOf = ({ title, summary, image }: ProjectDetail): SeoData => ({ title, description: summary, image });

const byCardTitle = (cards: CardData[], locale: Locale) => sortByTitle(cards, (card) => card.title, locale);

async function findProject(services: LoaderServices, id: string | undefined): Promise<Project> {
  const project = (await services.content.list('projects')).find((item) => item.id === id);
  return project ?? missing(services, 'projects', (item) => item.id === id);
}

async function projectSubProjects(services: LoaderServices, projectId: string, except?: string): Promise<CardData[]> {
  const subProjects = await services.content.list('sub-projects');
  const cards = subProjects
    .filter((item) => item.projectId === projectId && item.id !== except)
    .map((item) => subProjectCard(item, services.locale));
  return byCardTitle(cards, services.locale);
}

type Dated = Project | SubProject | SubTheme;

/**
 * Projects, sub-projects or themes as a listing: sorted (A to Z by default, decision 0017) and
 * paged from the URL, no filters. `items` are what the reader is shown, `all` every language's.
 */
function itemListing<T extends Dated>(
  { items, all }: { items: T[]; all: T[] },
  url: URL,
  locale: Locale,
  listing: ListingName,
  toCard: (item: T) => CardData,
): ListingData {
  const title = (item: T) => localize(item.title, locale);
  return buildListing({ items, all }, url, locale, { title, date: (item) => item.date }, {}, {}, toCard, {
    listing,
  });
}

/** Every project, as a listing. */
async function projectListing(services: LoaderServices, url: URL): Promise<ListingData> {
  const [items, all] = await Promise.all([services.content.list('projects'), services.allContent.list('projects')]);
  return itemListing({ items, all }, url, services.locale, 'projects', (item) => projectCard(item, services.locale));
}

/** A project's sub-projects, as a listing. */
async function subProjectListing(services: LoaderServices, url: URL, projectId: string): Promise<ListingData> {
  const [items, all] = await Promise.all([
    services.content.list('sub-projects'),
    services.allContent.list('sub-projects'),
  ]);
  const ofProject = (item: SubProject) => item.projectId === projectId;
  return itemListing(
    { items: items.filter(ofProject), all: all.filter(ofProject) },
    url,
    services.locale,
    'projectSubProjects',
    (item) => subProjectCard(item, services.locale),
  );
}

/** Every theme, as a listing. */
async function themeListing(services: LoaderServices, url: URL): Promise<ListingData> {
  const [items, all] = await Promise.all([services.content.list('sub-themes'), services.allContent.list('sub-themes')]);
  return itemListing({ items, all }, url, services.locale, 'themes', (item) => themeCard(item, services.locale));
}

/** The projects of a theme, as a listing. */
async function themeProjectListing(services: LoaderServices, url: URL, theme: SubTheme): Promise<ListingData> {
  const [items, all] = await Promise.all([services.content.list('projects'), services.allContent.list('projects')]);
  const inTheme = (item: Project) => theme.projectIds.includes(item.id);
  return itemListing(
    { items: items.filter(inTheme), all: all.filter(inTheme) },
    url,
    services.locale,
    'themeProjects',
    (item) => projectCard(item, services.locale),
  );
}

async function projectThemes(services: LoaderServices, projectId: string): Promise<CardData[]> {
  const themes = await services.content.list('sub-themes');
  const cards = themes
    .filter((theme) => theme.projectIds.includes(projectId))
    .map((theme) => themeCard(theme, services.locale));
  return byCardTitle(cards, services.locale);
}

export const pageLoaders = {
  home: async (_args, services): Promise<HomeData> => {
    const t = serverT(services.locale);
    return {
      ...(await home(services)),
      seo: {
        title: '',
        description: t('tagline'),
        jsonLd: organizationSeo(services.origin, t('siteName'), t('tagline'), []),
      },
    };
  },
  // The about page is static text (UI strings) but for the advisory council.
  about: async (_args, services): Promise<AboutData> => ({
    council: await contained(councilMembers(services), services),
  }),
  // The legal pages are static text (the legal documents).
  legal: async () => null,
  faq: async (_args, services): Promise<FaqData> => ({ groups: await contained(faqGroups(services), services) }),
  projects: async ({ url }, services): Promise<ProjectsData> => ({
    projects: await contained(projectListing(services, url), services),
  }),
  // The item itself first (an unknown id is a 404), then its related lists side by side.
  project: async ({ url, params }, services): Promise<ProjectData> => {
    const project = detail(await findProject(services, params.id), services.locale);
    return whole({
      seo: seoOf(project),
      project,
      subProjects: contained(subProjectListing(services, url, project.id), services),
      themes: contained(projectThemes(services, project.id), services),
    });
  },
  subProject: async ({ params }, services): Promise<SubProjectData> => {
    const [project, subProjects] = await Promise.all([
      findProject(services, params.id),
      services.content.list('sub-projects'),
    ]);
    const subProject = subProjects.find((item) => item.projectId === project.id && item.slug === params.subproject);
    if (!subProject) {
      return missing(
        services,
        'sub-projects',
        (item) => item.projectId === project.id && item.slug === params.subproject,
      );
    }
    const shown = detail(subProject, services.locale);
    const projectTitle = localize(project.title, services.locale);
    return {
      // The project's crumb shows its title.
      seo: { ...seoOf(shown), crumbs: { [`/projects/${project.id}`]: projectTitle } },
      project: { id: project.id, title: projectTitle },
      subProject: shown,
      siblings: await contained(projectSubProjects(services, project.id, subProject.id), services),
    };
  },
  themes: async ({ url }, services): Promise<ThemesData> => ({
    themes: await contained(themeListing(services, url), services),
  }),
  theme: async ({ url, params }, services): Promise<ThemeData> => {
    const theme = (await services.content.list('sub-themes')).find((item) => item.id === params.id);
    if (!theme) return missing(services, 'sub-themes', (item) => item.id === params.id);
    const shown = detail(theme, services.locale);
    return {
      seo: seoOf(shown),
      theme: shown,
      projects: await contained(themeProjectListing(services, url, theme), services),
    };
  },
} satisfies Record<string, ServerLoader>;
