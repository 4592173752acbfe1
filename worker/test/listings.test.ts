// Sort and paging on every listing (issue #13): the collections grid, a series, the upcoming events,
// projects, a project's sub-projects, themes and a theme's projects. Each offers the spec's four
// sorts from its URL, with its own default (decision 0017) left out of its links, and pages of 20.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CollectionName, Event, LocalizedText } from '#shared/schemas/content.ts';
import type { ListingData } from '#web/app/lib/view-models.ts';
import type { ContentClient } from '../src/services/content/client';
import type { LoaderServices } from '#web/app/server/types.server.ts';
import { pageLoaders } from '#web/app/server/pages.server.ts';
import { presentationLoaders } from '#web/app/server/presentations.server.ts';
import { eventLoaders, upcomingEvents } from '#web/app/server/events.server.ts';
import { loaderData, request } from './helpers';

interface Item {
  id: string;
  title: LocalizedText;
  date?: string;
  startsAt?: string;
  projectId?: string;
  projectIds?: string[];
  seriesId?: string;
}

/** A collection straight from the content service (both languages). */
async function raw<T>(name: CollectionName): Promise<T[]> {
  const vars = env as unknown as Record<string, string>;
  const token = await fetch(vars.CONTENT_IDENTITY_URL!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: vars.CONTENT_CLIENT_ID!,
      client_secret: vars.CONTENT_CLIENT_SECRET!,
      scope: vars.CONTENT_SCOPE!,
    }),
  }).then((response) => response.json() as Promise<{ access_token: string }>);
  const response = await fetch(`${vars.CONTENT_API_URL}/${name}?$top=200`, {
    headers: { authorization: `Bearer ${token.access_token}`, 'x-language-resolution': 'none' },
  });
  return ((await response.json()) as { items: T[] }).items;
}

async function html(path: string, locale: 'en' | 'fr' = 'en'): Promise<string> {
  const response = await request(path, { headers: { accept: 'text/html', cookie: `i18n_redirected=${locale}` } });
  expect(response.status, path).toBe(200);
  return response.text();
}

async function listingOf(key: string, field: string, path: string, locale: 'en' | 'fr' = 'en') {
  const { status, json } = await loaderData<Record<string, unknown>>(key, path, `i18n_redirected=${locale}`);
  expect(status, path).toBe(200);
  return json[field] as ListingData<{ id: string; title: string }>;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const dateOf = (item: Item) => Date.parse(item.startsAt ?? item.date ?? '');

/** Ids in the order of a sort option, as the spec defines them (ties by title A to Z). */
function expectedOrder(items: Item[], sort: 1 | 2 | 3 | 4): string[] {
  const byTitle = (a: Item, b: Item) => collator.compare(a.title.en ?? '', b.title.en ?? '');
  const sorted = [...items].sort((a, b) => {
    if (sort === 1) return byTitle(a, b);
    if (sort === 2) return byTitle(b, a);
    const direction = sort === 3 ? -1 : 1;
    return direction * (dateOf(a) - dateOf(b)) || byTitle(a, b);
  });
  return sorted.map((item) => item.id);
}

interface Case {
  name: string;
  path: string;
  key: string;
  field: string;
  /** The controls' id prefix. */
  id: string;
  defaultSort: 1 | 4;
  items: () => Item[];
}

let collections: Item[];
let projects: Item[];
let subProjects: Item[];
let themes: Item[];
let presentations: Item[];
let events: Event[];

beforeAll(async () => {
  [collections, projects, subProjects, themes, presentations, events] = await Promise.all([
    raw<Item>('collections'),
    raw<Item>('projects'),
    raw<Item>('sub-projects'),
    raw<Item>('sub-themes'),
    raw<Item>('presentations'),
    raw<Event>('events'),
  ]);
});

const CASES: Case[] = [
  {
    name: 'the collections grid',
    path: '/collections',
    key: 'collections',
    field: 'listing',
    id: 'collections',
    defaultSort: 1,
    items: () => collections,
  },
  {
    name: 'a series',
    path: '/video-presentations/series/ranger-voices',
    key: 'series',
    field: 'listing',
    id: 'series',
    defaultSort: 4,
    items: () => presentations.filter((item) => item.seriesId === 'ranger-voices'),
  },
  {
    name: 'the upcoming events',
    path: '/events',
    key: 'events',
    field: 'upcoming',
    id: 'events',
    defaultSort: 4,
    items: () => upcomingEvents(events, Date.now()) as unknown as Item[],
  },
  {
    name: 'the projects',
    path: '/projects',
    key: 'projects',
    field: 'projects',
    id: 'projects',
    defaultSort: 1,
    items: () => projects,
  },
  {
    name: "a project's sub-projects",
    path: '/projects/project-1',
    key: 'project',
    field: 'subProjects',
    id: 'sub-projects',
    defaultSort: 1,
    items: () => subProjects.filter((item) => item.projectId === 'project-1'),
  },
  {
    name: 'the themes',
    path: '/projects/themes',
    key: 'themes',
    field: 'themes',
    id: 'themes',
    defaultSort: 1,
    items: () => themes,
  },
  {
    name: "a theme's projects",
    path: '/projects/themes/sub-theme-4',
    key: 'theme',
    field: 'projects',
    id: 'theme-projects',
    defaultSort: 1,
    items: () =>
      projects.filter((item) => themes.find((theme) => theme.id === 'sub-theme-4')?.projectIds?.includes(item.id)),
  },
];

describe.each(CASES)('$name', ({ path, key, field, id, defaultSort, items }) => {
  const at = (query: string) => `${path}${query ? `?${query}` : ''}`;

  it('starts in its own default order, which its URL leaves out', async () => {
    const listing = await listingOf(key, field, path);
    expect(items().length).toBeGreaterThan(1);
    expect(listing.total).toBe(items().length);
    expect(listing.query).toEqual({ page: 1, sort: defaultSort });
    expect(listing.defaultSort).toBe(defaultSort);
    expect(listing.items.map((item) => item.id)).toEqual(expectedOrder(items(), defaultSort).slice(0, 20));
    // An invalid sort is the listing's default, not the site's.
    expect((await listingOf(key, field, at('sort=9'))).query.sort).toBe(defaultSort);
  });

  it.each([1, 2, 3, 4] as const)('sorts by option %i from ?sort=', async (sort) => {
    const listing = await listingOf(key, field, at(`sort=${sort}`));
    expect(listing.query.sort).toBe(sort);
    expect(listing.items.map((item) => item.id)).toEqual(expectedOrder(items(), sort).slice(0, 20));
  });

  it('has one page of at most 20, so a later page shows the first (the sample has fewer than 21)', async () => {
    const listing = await listingOf(key, field, at('sort=2&page=2'));
    expect(listing.pageCount).toBe(Math.ceil(items().length / 20));
    expect(listing.page).toBe(1);
    expect(listing.items.map((item) => item.id)).toEqual(expectedOrder(items(), 2).slice(0, 20));
  });

  it('renders the sort control (a GET form) with the current sort chosen, in en and fr', async () => {
    const body = await html(at('sort=2'));
    const form = /<form[^>]*class="listing-controls"[^>]*>/.exec(body)?.[0];
    expect(form).toContain('method="get"');
    expect(body).toMatch(new RegExp(`<select name="sort"[^>]*id="${id}-sort"`));
    expect(body).toMatch(/<option value="2" selected="">Alphabetically \(Z-A\)<\/option>/);
    expect(body).toContain('<option value="4">Date (Oldest First)</option>');
    // No pager for a single page.
    expect(body).not.toContain('class="pager"');
    const fr = await html(at(''), 'fr');
    expect(fr).toMatch(new RegExp(`<option value="${defaultSort}" selected="">`));
    expect(fr).toContain('Trier par');
    expect(fr).toContain('Alphabétique (A-Z)');
  });
});

describe('the upcoming events listing', () => {
  it('filters by category, offering only categories upcoming events have', async () => {
    const upcoming = upcomingEvents(events, Date.now());
    const category = upcoming[0]!.categoryIds[0]!;
    const listing = await listingOf('events', 'upcoming', `/events?category=${category}`);
    expect(listing.items.map((item) => item.id).sort()).toEqual(
      upcoming
        .filter((event) => event.categoryIds.includes(category))
        .map((event) => event.id)
        .sort(),
    );
    const used = new Set(upcoming.flatMap((event) => event.categoryIds));
    const offered = (await listingOf('events', 'upcoming', '/events')).filters.categories ?? [];
    expect(offered.length).toBeGreaterThan(0);
    for (const option of offered) expect(used.has(option.id)).toBe(true);
  });

  it("keeps the calendar's month in its controls, and the calendar keeps the list's sort", async () => {
    const month = new Date().toISOString().slice(0, 7);
    const listing = await listingOf('events', 'upcoming', `/events?sort=1&month=${month}`);
    expect(listing.keep).toEqual({ month });
    expect(listing.query.sort).toBe(1);
    const body = await html(`/events?sort=1&month=${month}`);
    expect(body).toMatch(new RegExp(`<input type="hidden" name="month" value="${month}"/>`));
    expect(body).toMatch(/href="\/events\?sort=1&amp;month=\d{4}-\d{2}#calendar"/);
    expect(body).toContain(`data-month="${month}"`);
    // Without a sort of its own, the month links stay as they were.
    expect(await html('/events')).toMatch(/href="\/events\?month=\d{4}-\d{2}#calendar"/);
    // An invalid month is not kept.
    expect((await listingOf('events', 'upcoming', '/events?month=2027-13')).keep).toBeUndefined();
  });

  it('tells a French reader how many upcoming events exist only in English', async () => {
    const upcoming = upcomingEvents(events, Date.now());
    const englishOnly = upcoming.filter((event) => !event.title.fr).length;
    expect(englishOnly).toBeGreaterThan(0);
    const fr = await listingOf('events', 'upcoming', '/events', 'fr');
    expect(fr.total).toBe(upcoming.length - englishOnly);
    expect(fr.englishOnly).toBe(englishOnly);
    expect(await html('/events', 'fr')).toContain('data-testid="english-only-note"');
    expect((await listingOf('events', 'upcoming', '/events')).englishOnly).toBe(0);
  });
});

// --- Pages of 20, over more items than the sample pack has -------------------------------------------

/** Loader services over fixed collections (content and allContent the same). */
function stubServices(collections: Partial<Record<CollectionName, unknown[]>>) {
  const content = {
    list: async (name: CollectionName) => collections[name] ?? [],
    contact: async () => ({}),
  } as unknown as ContentClient;
  return {
    locale: 'en',
    user: null,
    content,
    allContent: content,
    origin: 'https://site.example',
    onError: () => {},
  } as unknown as LoaderServices;
}

const DAY_MS = 86_400_000;
const many = <T>(count: number, make: (index: number) => T): T[] => Array.from({ length: count }, (_, i) => make(i));
const at = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const text = (en: string) => ({ en, fr: `${en} (fr)` });

describe('pages of 20 on every new listing (25 items)', () => {
  const collectionItems = many(25, (i) => ({ id: `c-${i + 1}`, title: text(`Collection ${i + 1}`), date: at(-i) }));
  const projectItems = many(25, (i) => ({ id: `p-${i + 1}`, title: text(`Project ${i + 1}`), date: at(-i) }));
  const subProjectItems = many(25, (i) => ({
    id: `sp-${i + 1}`,
    projectId: 'p-1',
    slug: `sp-${i + 1}`,
    title: text(`Sub-project ${i + 1}`),
    date: at(-i),
  }));
  const themeItems = many(25, (i) => ({
    id: `t-${i + 1}`,
    title: text(`Theme ${i + 1}`),
    projectIds: projectItems.map((item) => item.id),
    date: at(-i),
  }));
  const seriesItems = [{ id: 's-1', slug: 's-1', title: text('Series') }];
  const presentationItems = many(25, (i) => ({
    id: `pr-${i + 1}`,
    title: text(`Talk ${i + 1}`),
    date: at(-100 + i),
    seriesId: 's-1',
    presenterIds: [],
    collectionIds: [],
    categoryIds: [],
    tagIds: [],
  }));
  const eventItems = many(25, (i) => ({
    id: `e-${i + 1}`,
    title: text(`Event ${i + 1}`),
    startsAt: at(i + 1),
    categoryIds: [],
    presenterIds: [],
  }));
  const services = stubServices({
    collections: collectionItems,
    projects: projectItems,
    'sub-projects': subProjectItems,
    'sub-themes': themeItems,
    series: seriesItems,
    presentations: presentationItems,
    events: eventItems,
  });

  const loaders: [string, (url: URL) => Promise<unknown>, string, string[]][] = [
    [
      '/collections',
      (url) => presentationLoaders.collections!({ url, params: {} }, services),
      'listing',
      // A to Z, numbers by value.
      many(25, (i) => `c-${i + 1}`),
    ],
    [
      '/video-presentations/series/s-1',
      (url) => presentationLoaders.series!({ url, params: { id: 's-1' } }, services),
      'listing',
      // Oldest first: the order of the series.
      many(25, (i) => `pr-${i + 1}`),
    ],
    [
      '/events',
      (url) => eventLoaders.events!({ url, params: {} }, services),
      'upcoming',
      // Soonest first.
      many(25, (i) => `e-${i + 1}`),
    ],
    [
      '/projects',
      (url) => pageLoaders.projects!({ url, params: {} }, services),
      'projects',
      many(25, (i) => `p-${i + 1}`),
    ],
    [
      '/projects/p-1',
      (url) => pageLoaders.project!({ url, params: { id: 'p-1' } }, services),
      'subProjects',
      many(25, (i) => `sp-${i + 1}`),
    ],
    [
      '/projects/themes',
      (url) => pageLoaders.themes!({ url, params: {} }, services),
      'themes',
      many(25, (i) => `t-${i + 1}`),
    ],
    [
      '/projects/themes/t-1',
      (url) => pageLoaders.theme!({ url, params: { id: 't-1' } }, services),
      'projects',
      many(25, (i) => `p-${i + 1}`),
    ],
  ];

  it.each(loaders)('%s: 20 on page 1, the rest on page 2, in its default order', async (path, load, field, order) => {
    const page = async (query: string) => {
      const data = (await load(new URL(`https://site.example${path}${query}`))) as Record<string, unknown>;
      return (await data[field]) as ListingData<{ id: string }>;
    };
    const first = await page('');
    expect(first.total).toBe(25);
    expect(first.pageCount).toBe(2);
    expect(first.items.map((item) => item.id)).toEqual(order.slice(0, 20));
    const second = await page('?page=2');
    expect(second.page).toBe(2);
    expect(second.query).toEqual({ page: 2, sort: first.defaultSort });
    expect(second.items.map((item) => item.id)).toEqual(order.slice(20));
    // The reverse order pages the same way.
    const reversed = await page(`?sort=${first.defaultSort === 1 ? 2 : 3}&page=2`);
    expect(reversed.items.map((item) => item.id)).toEqual([...order].reverse().slice(20));
    // A page past the end shows the last page.
    expect((await page('?page=9')).page).toBe(2);
  });
});
