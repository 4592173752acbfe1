// Presentations, series and collections pages in workerd: listing order, filters and pages from
// the URL, single pages with their streamed parts, 404s, languages, and no presenter contact data.
import { beforeAll, describe, expect, it } from 'vitest';
import { contentClient, control, loaderData, request } from './helpers';
import { resetContentMemory } from '../src/services/content/client';
import type { Presentation, Presenter } from '#shared/schemas/content.ts';
import type { CardData, ListingData } from '#web/app/lib/view-models.ts';
import type { PresentationPageData, SeriesPageData } from '#web/app/features/presentations/types.ts';
import type {
  CollectionPageData,
  CollectionSummary,
  CollectionsPageData,
} from '#web/app/features/collections/types.ts';

type Locale = 'en' | 'fr' | 'combined';

function page(path: string, locale: Locale = 'en'): Promise<Response> {
  return request(path, { headers: { accept: 'text/html', cookie: `i18n_redirected=${locale}` } });
}

async function html(path: string, locale: Locale = 'en'): Promise<string> {
  const response = await page(path, locale);
  expect(response.status, path).toBe(200);
  return response.text();
}

function dataRequest(key: string, path: string, _params: Record<string, string> = {}, locale: Locale = 'en') {
  return loaderData<unknown>(key, path, `i18n_redirected=${locale}`);
}

async function data<T>(key: string, path: string, params: Record<string, string> = {}, locale: Locale = 'en') {
  const response = await dataRequest(key, path, params, locale);
  expect(response.status, `${key} ${path}`).toBe(200);
  return response.json as T;
}

const listing = async (path: string) => (await data<{ listing: ListingData }>('presentations', path)).listing;
const presentationData = (id: string, locale: Locale = 'en') =>
  data<PresentationPageData>('presentation', `/video-presentations/${id}`, { id }, locale);

const NO_RESULTS_EN = 'There are no search results. Use the filter above to search our website.';
const NO_RESULTS_FR =
  'Il n’y a aucun résultat de recherche. Utilisez le filtre ci-dessus pour rechercher sur notre site.';

const titleCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const times = (cards: CardData[]) => cards.map((card) => new Date(card.date ?? '').getTime());
const titles = (cards: CardData[]) => cards.map((card) => card.title);
/** A text as React writes it into HTML. */
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;')
    .replace(/"/g, '&quot;');

// First in the file: nothing is cached yet, so the failing service is really what the page sees.
describe('collections when the content service has none to give', () => {
  it('shows the spec empty state instead of the grid', async () => {
    resetContentMemory();
    await control('faults', { collection: 'collections', status: 500, times: 1 });
    const body = await html('/collections');
    expect(body).toContain('No collections available at the moment.');
    expect(body).not.toContain('data-testid="collections-grid"');
    await control('reset', {});
    resetContentMemory();
  });
});

describe('presentations, series and collections', () => {
  let presentations: Presentation[];
  let presenters: Presenter[];

  beforeAll(async () => {
    const client = contentClient();
    [presentations, presenters] = await Promise.all([client.list('presentations'), client.list('presenters')]);
  });

  describe('the presentation listing', () => {
    it('renders the banner, controls with the id-0 placeholders, 20 cards and the pager', async () => {
      const body = await html('/video-presentations');
      expect(body).toContain('<title>Video presentations - Conservation Tutorials Africa</title>');
      expect(body).toMatch(/<h1[^>]*>Video presentations<\/h1>/);
      expect(body).toMatch(/<option value="0"[^>]*>All Categories<\/option>/);
      expect(body).toMatch(/<option value="0"[^>]*>All Tags<\/option>/);
      expect(body).toMatch(/<option value="0"[^>]*>All Series<\/option>/);
      expect(body.match(/data-card-type="PRESENTATION"/g)).toHaveLength(20);
      expect(body).toContain('href="/video-presentations?page=2"');
      expect(body).toContain(`${presentations.length} presentations`);
    });

    it('orders each of the four sort options', async () => {
      const newest = await listing('/video-presentations');
      expect(newest.query.sort).toBe(3);
      expect(times(newest.items)).toEqual([...times(newest.items)].sort((a, b) => b - a));

      const oldest = await listing('/video-presentations?sort=4');
      expect(times(oldest.items)).toEqual([...times(oldest.items)].sort((a, b) => a - b));
      expect(oldest.items[0]?.id).not.toBe(newest.items[0]?.id);

      const az = await listing('/video-presentations?sort=1');
      expect(titles(az.items)).toEqual([...titles(az.items)].sort(titleCollator.compare));
      const za = await listing('/video-presentations?sort=2');
      expect(titles(za.items)).toEqual([...titles(za.items)].sort((a, b) => titleCollator.compare(b, a)));

      // The order runs on across pages.
      const azNext = await listing('/video-presentations?sort=1&page=2');
      expect(titleCollator.compare(az.items.at(-1)!.title, azNext.items[0]!.title)).toBeLessThan(0);
    });

    it('filters by category, tag and series, by slug or id', async () => {
      const byCategory = await listing('/video-presentations?category=leadership');
      const expectedCategory = presentations.filter((item) => item.categoryIds.includes('leadership'));
      expect(byCategory.total).toBe(expectedCategory.length);
      expect(byCategory.total).toBeGreaterThan(0);
      expect(byCategory.total).toBeLessThan(presentations.length);
      for (const card of byCategory.items)
        expect(card.categories?.map((category) => category.id)).toContain('leadership');

      const byTag = await listing('/video-presentations?tag=rhino');
      const expectedTag = presentations.filter((item) => item.tagIds.includes('rhino'));
      expect(byTag.items.map((card) => card.id).sort()).toEqual(expectedTag.map((item) => item.id).sort());

      const bySeries = await listing('/video-presentations?series=ranger-voices&sort=1');
      const expectedSeries = presentations.filter((item) => item.seriesId === 'ranger-voices');
      expect(bySeries.items.map((card) => card.id).sort()).toEqual(expectedSeries.map((item) => item.id).sort());
      expect(bySeries.query).toMatchObject({ series: 'ranger-voices', sort: 1 });

      // Two filters at once narrow further; the form keeps its choices in the HTML.
      const both = await listing('/video-presentations?category=wildlife-security-technology&tag=rhino');
      const expectedBoth = expectedTag.filter((item) => item.categoryIds.includes('wildlife-security-technology'));
      expect(both.total).toBe(expectedBoth.length);
      const body = await html('/video-presentations?tag=rhino');
      expect(body).toMatch(/<option value="rhino" selected="">Rhino<\/option>/);
    });

    it('offers filter options used by the listed presentations, sorted by title', async () => {
      const all = await listing('/video-presentations');
      const categoryTitles = all.filters.categories?.map((option) => option.title) ?? [];
      expect(categoryTitles.length).toBeGreaterThan(0);
      expect(categoryTitles).toEqual([...categoryTitles].sort(titleCollator.compare));
      const usedTags = new Set(presentations.flatMap((item) => item.tagIds));
      for (const option of all.filters.tags ?? []) expect(usedTags.has(option.id)).toBe(true);
    });

    it('shows page 2, and clamps a page past the end to the last page', async () => {
      const first = await listing('/video-presentations');
      const second = await listing('/video-presentations?page=2');
      expect(second.page).toBe(2);
      expect(second.items).toHaveLength(20);
      const firstIds = new Set(first.items.map((card) => card.id));
      expect(second.items.some((card) => firstIds.has(card.id))).toBe(false);

      const last = Math.ceil(presentations.length / 20);
      const beyond = await listing('/video-presentations?page=999');
      expect(beyond.page).toBe(last);
      expect(beyond.pageCount).toBe(last);
      expect(beyond.items).toHaveLength(presentations.length - (last - 1) * 20);
      const body = await html('/video-presentations?page=999');
      expect(body).toMatch(/<span aria-current="page" class="pager-current">3<\/span>/);

      const garbage = await listing('/video-presentations?page=abc&sort=9');
      expect(garbage.page).toBe(1);
      expect(garbage.query.sort).toBe(3);
    });

    it('says so, in the reader language, when a filter matches nothing', async () => {
      const empty = await listing('/video-presentations?tag=no-such-tag');
      expect(empty.total).toBe(0);
      expect(empty.items).toEqual([]);
      const en = await html('/video-presentations?tag=no-such-tag');
      expect(en).toContain(NO_RESULTS_EN);
      expect(en).not.toContain('data-card-type=');
      const fr = await html('/video-presentations?tag=no-such-tag', 'fr');
      expect(fr).toContain(escaped(NO_RESULTS_FR));
    });

    it('is in French for French readers, with the French placeholders', async () => {
      const body = await html('/video-presentations', 'fr');
      expect(body).toContain('<html lang="fr"');
      expect(body).toMatch(/<h1[^>]*>Présentations vidéo<\/h1>/);
      expect(body).toMatch(/<option value="0"[^>]*>Toutes les catégories<\/option>/);
      expect(body).toMatch(/<option value="0"[^>]*>Tous les tags<\/option>/);
      expect(body).toMatch(/<option value="0"[^>]*>Toutes les séries<\/option>/);
      expect(body).toContain(escaped('Date (plus récent d’abord)'));
    });
  });

  describe('a single presentation', () => {
    it('renders the header, facts, resources and streamed topics, with no video iframe', async () => {
      const item = presentations.find((entry) => entry.resources?.length && entry.seriesId)!;
      const body = await html(`/video-presentations/${item.id}`);
      expect(body).toContain(`<title>${escaped(item.title.en!)} - Conservation Tutorials Africa</title>`);
      expect(body).toMatch(new RegExp(`<h1[^>]*>${escaped(item.title.en!)}</h1>`));
      for (const id of item.presenterIds) expect(body).toContain(`href="/presenters/${id}"`);
      // The player is a poster and a button until pressed: no iframe, no YouTube address.
      expect(body).not.toContain('<iframe');
      // (The address may appear as VideoObject metadata, never as something the page loads.)
      expect(body).not.toMatch(/src="https:\/\/www\.youtube-nocookie\.com/);
      expect(body).toContain('Play video');
      for (const resource of item.resources!) {
        expect(body).toContain(resource.filename);
        expect(body).toContain(`download="${resource.filename}"`);
      }
      expect(body).toMatch(/\d(\.\d)?\u00a0(KB|MB)/);
      expect(body).toContain(`href="/video-presentations/series/${item.seriesId}"`);
      for (const id of item.collectionIds) expect(body).toContain(`href="/collections/${id}"`);
      for (const id of item.categoryIds) expect(body).toContain(`href="/video-presentations?category=${id}"`);
      for (const id of item.tagIds) expect(body).toContain(`href="/video-presentations?tag=${id}"`);
      expect(body).toContain('Share on LinkedIn');
      expect(body).toMatch(/<time datetime="[^"]+">\d{1,2} [A-Z][a-z]{2,4} \d{4}<\/time>/i);
      expect(body).toMatch(/\d+\u00a0min/);
    });

    it('gives the route data with the resources, related talks of the series and no other', async () => {
      const item = presentations.find((entry) => entry.resources?.length && entry.seriesId)!;
      const page = await presentationData(item.id);
      expect(page.presentation.resources).toEqual(
        item.resources!.map(({ filename, size, url }) => ({ filename, size, url: expect.stringContaining(url) })),
      );
      expect(page.presentation.videoId).toBe(item.video?.en);
      const related = page.related as CardData[];
      const sameSeries = presentations.filter((entry) => entry.seriesId === item.seriesId && entry.id !== item.id);
      expect(related.length).toBe(Math.min(8, sameSeries.length));
      for (const card of related) expect(sameSeries.map((entry) => entry.id)).toContain(card.id);
      expect(times(related)).toEqual([...times(related)].sort((a, b) => a - b));
    });

    it('shows a transcript in a collapsed disclosure when there is one', async () => {
      const item = presentations.find((entry) => typeof entry.transcript?.en === 'string')!;
      const body = await html(`/video-presentations/${item.id}`);
      expect(body).toMatch(/<details class="transcript"[^>]*><summary>Transcript<\/summary>/);
      expect(body).toContain(escaped(String(item.transcript!.en).slice(0, 40)));
      const without = presentations.find((entry) => !entry.transcript)!;
      expect(await html(`/video-presentations/${without.id}`)).not.toContain('class="transcript"');
    });

    it('gives timed transcript lines in the reader language, timed on the video shown', async () => {
      const item = presentations.find((entry) => entry.id === 'presentation-1')!;
      const english = (await presentationData(item.id)).presentation.transcript;
      expect(english?.lang).toBe('en');
      expect(english?.lines?.map((line) => line.start)).toEqual([0, 95, 312, 604, 905, 1290, 1780, 2310]);
      expect(english?.paragraphs).toBeUndefined();
      // Its French video is another recording, with lines of its own.
      expect(item.video?.fr).not.toBe(item.video?.en);
      const french = (await presentationData(item.id, 'fr')).presentation;
      expect(french.videoId).toBe(item.video?.fr);
      expect(french.transcript?.lines?.[1]).toEqual({
        start: 102,
        text: expect.stringMatching(/^La première chose/),
      });
      // A plain transcript stays paragraphs; an English-only one has its lines in combined mode.
      expect((await presentationData('presentation-4')).presentation.transcript?.paragraphs?.length).toBeGreaterThan(0);
      expect((await presentationData('presentation-14', 'combined')).presentation.transcript).toMatchObject({
        lang: 'en',
        lines: expect.arrayContaining([{ start: 390, text: expect.stringMatching(/^Termite mounds/) }]),
      });
    });

    it('renders the lines as a list of times linking to moments, closed and unmarked without one', async () => {
      const body = await html('/video-presentations/presentation-1');
      expect(body).toMatch(/<details class="transcript" id="transcript" data-testid="transcript"><summary>/);
      expect(body).toContain(
        '<li id="t-95" class="transcript-line" data-start="95"><a href="?t=95#t-95" class="transcript-time" aria-label="Go to 1:35 in the video"><time dateTime="PT1M35S">1:35</time></a>',
      );
      expect(body.match(/<li id="t-\d+" class="transcript-line"/g)).toHaveLength(8);
      expect(body).not.toContain('aria-current="time"');
      expect(body).toContain('<a href="#transcript" class="video-transcript-link">');
    });

    it('opens at a moment: the line marked, Play and YouTube start there, the canonical address without it', async () => {
      // 21:40 is within the line that starts at 21:30.
      for (const [locale, play, line] of [
        ['en', 'Play from {time}', 't-1290'],
        ['fr', 'Lire à partir de {time}', 't-958'],
      ] as const) {
        const body = await html('/video-presentations/presentation-1?t=1300', locale);
        expect(body, locale).toMatch(/<details class="transcript" id="transcript" data-testid="transcript" open="">/);
        expect(body).toMatch(
          new RegExp(`<li id="${line}" class="transcript-line" data-start="\\d+" aria-current="time">`),
        );
        expect(body.match(/aria-current="time"/g)).toHaveLength(1);
        // The Play button's words, for the player's module (web/scripts/video-player.ts) to show.
        expect(body).toContain(`data-label-from="${play}"`);
        expect(body).toMatch(/<div [^>]*data-start="1300"/);
        expect(body).toMatch(/href="https:\/\/www\.youtube\.com\/watch\?v=[\w-]+&amp;t=1300s"/);
        // The way to the transcript leads to the moment's line.
        expect(body).toContain(`<a href="#${line}" class="video-transcript-link">`);
        expect(body).toMatch(/<link rel="canonical" href="[^"]*\/video-presentations\/presentation-1\?lang=(en|fr)"/);
      }
      // YouTube's own form of a time is understood too.
      expect(await html('/video-presentations/presentation-1?t=21m30s')).toContain(
        '<li id="t-1290" class="transcript-line" data-start="1290" aria-current="time">',
      );
    });

    it('ignores a moment beyond the video or not a time', async () => {
      for (const moment of ['99999', 'soon', '-5']) {
        const body = await html(`/video-presentations/presentation-1?t=${moment}`);
        expect(body, moment).not.toContain('aria-current="time"');
        expect(body).not.toContain('open=""');
        // Without a moment, the link to YouTube starts at the beginning.
        expect(body).toMatch(/href="https:\/\/www\.youtube\.com\/watch\?v=[\w-]+"/);
      }
    });

    it('says on the player what watching costs and offers the transcript instead, in en and fr', async () => {
      // presentation-4: 47 min 06 s, a transcript in English and French.
      const item = presentations.find((entry) => entry.id === 'presentation-4')!;
      expect(Math.round(item.durationSeconds! / 60)).toBe(47);
      expect(item.transcript?.en && item.transcript.fr).toBeTruthy();
      const lines = {
        en: { cost: '47\u00a0min · about 240\u00a0MB at 360p', link: 'Read the transcript instead (no video data)' },
        fr: {
          cost: '47\u00a0min · environ 240\u00a0Mo en 360p',
          link: 'Lire plutôt la transcription (sans données vidéo)',
        },
      };
      for (const locale of ['en', 'fr'] as const) {
        const body = await html(`/video-presentations/${item.id}`, locale);
        // The line is in the page before anything from YouTube, and describes the Play button.
        const describedBy = body.match(/<a[^>]*class="video-play"[^>]*aria-describedby="([^"]+)"/)?.[1];
        expect(describedBy, locale).toBeTruthy();
        expect(body).toContain(`id="${describedBy}" class="video-cost">${lines[locale].cost}</span>`);
        expect(body).not.toContain('<iframe');
        // The free alternative: a plain link to the transcript on the same page.
        expect(body).toContain('<a href="#transcript" class="video-transcript-link">');
        expect(body).toContain(`<span>${escaped(lines[locale].link)}</span></a>`);
        expect(body).toMatch(/<details class="transcript" id="transcript"/);
      }
      // Without a transcript, the line alone.
      const without = presentations.find((entry) => !entry.transcript && entry.durationSeconds)!;
      const body = await html(`/video-presentations/${without.id}`);
      expect(body).toContain('class="video-cost"');
      expect(body).not.toContain('href="#transcript"');
    });

    it('answers 404 with the error page for an unknown presentation, also as route data', async () => {
      const response = await page('/video-presentations/presentation-9999');
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('404 Not Found');
      expect((await dataRequest('presentation', '/video-presentations/nope', { id: 'nope' })).status).toBe(404);
    });

    it('sends an address by slug on to the address by id', async () => {
      const item = presentations.find((entry) => entry.slug)!;
      const response = await request(`/video-presentations/${item.slug}`, {
        headers: { accept: 'text/html' },
        redirect: 'manual',
      });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(`/video-presentations/${item.id}`);
    });

    it('is in French for French readers, with the French video', async () => {
      const item = presentations.find(
        (entry) => entry.title.fr && entry.video?.fr && entry.video.fr !== entry.video.en,
      )!;
      const body = await html(`/video-presentations/${item.id}`, 'fr');
      expect(body).toContain('<html lang="fr"');
      expect(body).toMatch(new RegExp(`<h1[^>]*>${escaped(item.title.fr!)}</h1>`));
      expect(body).toContain('Présenté par');
      expect(body).toContain('Lire la vidéo');
      expect((await presentationData(item.id, 'fr')).presentation.videoId).toBe(item.video?.fr);
    });

    it('falls back to English, marked as English, in combined mode for an item without French; fr says it has none', async () => {
      const item = presentations.find((entry) => !entry.title.fr)!;
      expect(item).toBeDefined();
      const body = await html(`/video-presentations/${item.id}`, 'combined');
      expect(body).toContain('<html lang="fr"');
      expect(body).toMatch(new RegExp(`<h1[^>]*lang="en"[^>]*>${escaped(item.title.en!)}</h1>`));
      expect(body).toContain('Présenté par');
      const french = await page(`/video-presentations/${item.id}`, 'fr');
      expect(french.status).toBe(404);
      expect(await french.text()).toContain('Cette page n’existe qu’en anglais');
    });
  });

  describe('a series', () => {
    it('shows its title, description and every presentation of it, oldest first', async () => {
      const body = await html('/video-presentations/series/ranger-voices');
      expect(body).toMatch(/<h1[^>]*>Ranger Voices<\/h1>/);
      expect(body).toContain('The people on the front line of wildlife protection, in their own words.');
      const series = await data<SeriesPageData>('series', '/video-presentations/series/ranger-voices', {
        id: 'ranger-voices',
      });
      const cards = (series.listing as ListingData).items;
      const expected = presentations.filter((item) => item.seriesId === 'ranger-voices');
      expect(cards.map((card) => card.id).sort()).toEqual(expected.map((item) => item.id).sort());
      expect(times(cards)).toEqual([...times(cards)].sort((a, b) => a - b));
      expect(await html('/video-presentations/series/ranger-voices', 'fr')).toMatch(
        /<h1[^>]*>Paroles de rangers<\/h1>/,
      );
    });

    it('answers 404 for an unknown series', async () => {
      const response = await page('/video-presentations/series/no-such-series');
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('404 Not Found');
    });
  });

  describe('collections', () => {
    it('lists every collection with its pluralised video count', async () => {
      const grid = await data<CollectionsPageData>('collections', '/collections');
      const collections = (grid.listing as ListingData<CollectionSummary>).items;
      expect(collections.length).toBeGreaterThan(0);
      for (const collection of collections) {
        expect(collection.videoCount).toBe(
          presentations.filter((item) => item.collectionIds.includes(collection.id)).length,
        );
      }
      const names = collections.map((collection) => collection.title);
      expect(names).toEqual([...names].sort(titleCollator.compare));
      const body = await html('/collections');
      expect(body).toContain('data-testid="collections-grid"');
      const sample = collections.find((collection) => collection.videoCount > 1)!;
      expect(body).toContain(`${sample.videoCount} videos`);
      expect(body).toContain(`href="/collections/${sample.id}"`);
      expect(await html('/collections', 'fr')).toContain(`${sample.videoCount} vidéos`);
    });

    it('shows a collection with its presentations as a sortable, filterable listing', async () => {
      const id = 'wildlife-crime-and-security';
      const expected = presentations.filter((item) => item.collectionIds.includes(id));
      const body = await html(`/collections/${id}`);
      expect(body).toMatch(/<h1[^>]*>Wildlife Crime and Security<\/h1>/);
      expect(body.match(/data-card-type="PRESENTATION"/g)).toHaveLength(Math.min(20, expected.length));
      expect(body).toMatch(/<option value="0"[^>]*>All Categories<\/option>/);

      const sorted = await data<CollectionPageData>(`collection`, `/collections/${id}?sort=1`, { id });
      const cards = (sorted.listing as ListingData).items;
      expect(cards.map((card) => card.id).sort()).toEqual(expected.map((item) => item.id).sort());
      expect(titles(cards)).toEqual([...titles(cards)].sort(titleCollator.compare));

      const filtered = await data<CollectionPageData>(`collection`, `/collections/${id}?tag=rhino`, { id });
      const rhino = (filtered.listing as ListingData).items;
      expect(rhino.map((card) => card.id).sort()).toEqual(
        expected
          .filter((item) => item.tagIds.includes('rhino'))
          .map((item) => item.id)
          .sort(),
      );
      // Only categories its own presentations use are offered.
      const used = new Set(expected.flatMap((item) => item.categoryIds));
      for (const option of (sorted.listing as ListingData).filters.categories ?? [])
        expect(used.has(option.id)).toBe(true);
    });

    it('answers 404 for an unknown collection', async () => {
      const response = await page('/collections/no-such-collection');
      expect(response.status).toBe(404);
      expect((await dataRequest('collection', '/collections/nope', { id: 'nope' })).status).toBe(404);
    });
  });

  describe('presenter privacy', () => {
    it('never sends a presenter e-mail or telephone, in HTML or route data', async () => {
      const secrets = presenters.flatMap((presenter) => [presenter.email, presenter.telephone]).filter(Boolean);
      expect(secrets.length).toBeGreaterThan(0);
      const item = presentations.find((entry) => entry.presenterIds.length > 1) ?? presentations[0]!;
      const bodies = await Promise.all([
        html('/video-presentations'),
        html(`/video-presentations/${item.id}`),
        html(`/video-presentations/${item.id}`, 'fr'),
        html('/video-presentations/series/ranger-voices'),
        html('/collections'),
        html('/collections/wildlife-crime-and-security'),
        dataRequest('presentations', '/video-presentations').then((response) => JSON.stringify(response.json)),
        dataRequest('presentation', `/video-presentations/${item.id}`, { id: item.id }).then((response) =>
          JSON.stringify(response.json),
        ),
        dataRequest('series', '/video-presentations/series/ranger-voices', { id: 'ranger-voices' }).then((response) =>
          JSON.stringify(response.json),
        ),
        dataRequest('collection', '/collections/wildlife-crime-and-security', {
          id: 'wildlife-crime-and-security',
        }).then((response) => JSON.stringify(response.json)),
      ]);
      for (const body of bodies) {
        for (const secret of secrets) expect(body).not.toContain(secret);
        expect(body).not.toContain('"email"');
        expect(body).not.toContain('"telephone"');
      }
    });
  });
});
