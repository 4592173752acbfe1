// Presentations, series and collections in Chromium: listing controls as client-side navigations,
// back button, pager, the video player that loads only on request, collections, accessibility.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  BASE_URL,
  browserSuite,
  seriousViolations,
  thirdPartyRequests,
  waitForHydration,
  type TrackedPage,
} from './browser';

const suite = browserSuite();
let tab: TrackedPage;

const cards = (page: Page) => page.locator('article[data-card-type="PRESENTATION"]');
const cardTitles = (page: Page) => cards(page).locator('.card-title').allTextContents();

/** Marks the document, so a later check can tell a client-side navigation from a reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { marker?: string }).marker === 'same-document');

describe('video presentations in a real browser', () => {
  it('lists presentations in English with filters, cards and a pager', async () => {
    tab = await suite.open();
    const response = await tab.page.goto(BASE_URL + '/video-presentations');
    expect(response?.status()).toBe(200);
    await waitForHydration(tab.page);
    expect(await tab.page.title()).toBe('Video presentations - Conservation Tutorials Africa');
    expect(await tab.page.getByRole('heading', { level: 1 }).textContent()).toBe('Video presentations');
    await tab.page.getByTestId('presentations').waitFor();
    expect(await cards(tab.page).count()).toBe(20);
    expect(await tab.page.locator('#presentations-category option').first().textContent()).toBe('All Categories');
    expect(await tab.page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(1);
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  it('lists presentations in French', async () => {
    tab = await suite.open({ locale: 'fr-FR' });
    await tab.page.goto(BASE_URL + '/video-presentations');
    await waitForHydration(tab.page);
    expect(await tab.page.getAttribute('html', 'lang')).toBe('fr');
    expect(await tab.page.getByRole('heading', { level: 1 }).textContent()).toBe('Présentations vidéo');
    await tab.page.getByTestId('presentations').waitFor();
    expect(await tab.page.locator('#presentations-category option').first().textContent()).toBe(
      'Toutes les catégories',
    );
    expect(await tab.page.locator('#presentations-series option').first().textContent()).toBe('Toutes les séries');
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  it('sorts and filters client-side with the URL in step, and the back button restores', async () => {
    tab = await suite.open();
    await tab.page.goto(BASE_URL + '/video-presentations');
    await waitForHydration(tab.page);
    await tab.page.getByTestId('presentations').waitFor();
    await markDocument(tab.page);
    const newest = await cardTitles(tab.page);

    const sortData = tab.page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/video-presentations.data',
    );
    await tab.page.getByLabel('Sort by').selectOption('1');
    await sortData;
    await tab.page.waitForURL((url) => url.searchParams.get('sort') === '1');
    await tab.page.waitForFunction(
      (before) => document.querySelector('article[data-card-type] .card-title')?.textContent !== before,
      newest[0],
    );
    const alphabetical = await cardTitles(tab.page);
    expect(alphabetical).toEqual([...alphabetical].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(alphabetical).not.toEqual(newest);

    await tab.page.getByLabel('Category').selectOption('leadership');
    await tab.page.waitForURL(
      (url) => url.searchParams.get('category') === 'leadership' && url.searchParams.get('sort') === '1',
    );
    await tab.page.waitForFunction(() => document.querySelectorAll('article[data-card-type]').length < 20);
    const leadership = await cardTitles(tab.page);
    expect(leadership.length).toBeGreaterThan(0);
    for (const badges of await cards(tab.page).locator('.rt-Badge').allTextContents()) expect(badges).toBeTruthy();
    expect(await sameDocument(tab.page)).toBe(true);

    await tab.page.goBack();
    await tab.page.waitForURL(
      (url) => url.searchParams.get('sort') === '1' && (url.searchParams.get('category') ?? '0') === '0',
    );
    await tab.page.waitForFunction(() => document.querySelectorAll('article[data-card-type]').length === 20);
    expect(await cardTitles(tab.page)).toEqual(alphabetical);
    expect(await tab.page.getByLabel('Category').inputValue()).toBe('0');
    expect(await tab.page.getByLabel('Sort by').inputValue()).toBe('1');

    await tab.page.goBack();
    await tab.page.waitForURL((url) => url.pathname === '/video-presentations' && url.search === '');
    await tab.page.waitForFunction(
      (first) => document.querySelector('article[data-card-type] .card-title')?.textContent === first,
      newest[0],
    );
    expect(await tab.page.getByLabel('Sort by').inputValue()).toBe('3');
    expect(await sameDocument(tab.page)).toBe(true);
  });

  it('shows the empty-state text when a filter combination matches nothing', async () => {
    tab = await suite.open();
    await tab.page.goto(BASE_URL + '/video-presentations?series=ocean-frontiers');
    await waitForHydration(tab.page);
    await tab.page.getByTestId('presentations').waitFor();
    // A category that the ocean series never uses.
    await tab.page.getByLabel('Category').selectOption('leadership');
    await tab.page.getByText('There are no search results. Use the filter above to search our website.').waitFor();
    expect(await cards(tab.page).count()).toBe(0);
    const params = new URL(tab.page.url()).searchParams;
    expect(params.get('category')).toBe('leadership');
    expect(params.get('series')).toBe('ocean-frontiers');
  });

  it('pages with the pager without reloading', async () => {
    tab = await suite.open();
    await tab.page.goto(BASE_URL + '/video-presentations');
    await waitForHydration(tab.page);
    await tab.page.getByTestId('presentations').waitFor();
    await markDocument(tab.page);
    const first = await cardTitles(tab.page);
    await tab.page.getByRole('link', { name: 'Next page' }).click();
    await tab.page.waitForURL((url) => url.search === '?page=2');
    await tab.page.locator('.pager-current', { hasText: '2' }).waitFor();
    const second = await cardTitles(tab.page);
    expect(second.some((title) => first.includes(title))).toBe(false);
    await tab.page.getByRole('link', { name: 'Previous page' }).click();
    await tab.page.waitForURL((url) => url.search === '');
    await tab.page.locator('.pager-current', { hasText: '1' }).waitFor();
    expect(await sameDocument(tab.page)).toBe(true);
  });

  it('opens a presentation and loads the player only after Play is pressed', async () => {
    tab = await suite.open();
    const outside = thirdPartyRequests(tab.page);
    // The machine is offline: answer the player's address with a stand-in page.
    await tab.context.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await tab.page.goto(BASE_URL + '/video-presentations');
    await waitForHydration(tab.page);
    const firstCard = cards(tab.page).first().locator('a.card-link');
    const title = (await firstCard.locator('.card-title').textContent()) ?? '';
    await firstCard.click();
    await tab.page.waitForURL((url) => /^\/video-presentations\/presentation-\d+$/.test(url.pathname));
    await tab.page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await tab.page.title()).toBe(`${title} - Conservation Tutorials Africa`);
    await tab.page.getByTestId('presentation-topics').waitFor();
    expect(await tab.page.locator('iframe').count()).toBe(0);
    expect(outside).toEqual([]);
    const presenterLink = tab.page.locator('.presentation-presenters a').first();
    expect(await presenterLink.getAttribute('href')).toMatch(/^\/presenters\/presenter-\d+$/);

    // What watching costs is said before anything loads, and describes the Play button.
    const cost = tab.page.locator('.video-cost');
    expect(await cost.textContent()).toMatch(/^(\d+\sh\s)?\d+\smin · about \d+\sMB at 360p$/);
    expect(await cost.isVisible()).toBe(true);
    const play = tab.page.getByRole('button', { name: `Play video: ${title}` });
    expect(await play.getAttribute('aria-describedby')).toBe(await cost.getAttribute('id'));
    const facts = await tab.page.getByTestId('video-facts').boundingBox();
    const playerRequest = tab.page.waitForRequest((request) => request.url().includes('youtube-nocookie.com/embed/'));
    await play.click();
    await playerRequest;
    // The line stays where it was: starting the video moves nothing on the page.
    expect(await tab.page.getByTestId('video-facts').boundingBox()).toEqual(facts);
    const frame = tab.page.locator('iframe');
    // Driven over YouTube's postMessage API (decision 0026): it is told this page's origin.
    const source = new URL((await frame.getAttribute('src')) ?? '');
    expect(`${source.origin}${source.pathname}`).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+$/);
    expect([...source.searchParams]).toEqual([
      ['autoplay', '1'],
      ['enablejsapi', '1'],
      ['origin', new URL(BASE_URL).origin],
    ]);
    expect(await frame.getAttribute('title')).toBe(title);
    expect(outside.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  });

  it('shows a presentation with resources and transcript without serious accessibility issues', async () => {
    tab = await suite.open();
    // presentation-4 has a transcript; presentation-1 has resources.
    await tab.page.goto(BASE_URL + '/video-presentations/presentation-4');
    await waitForHydration(tab.page);
    await tab.page.getByTestId('presentation-topics').waitFor();
    const transcript = tab.page.getByTestId('transcript');
    expect(await transcript.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    await transcript.locator('summary').click();
    expect(await transcript.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    expect(await seriousViolations(tab.page)).toEqual([]);
    await transcript.locator('summary').click();

    // The player offers the transcript instead of the video: the link opens and shows it.
    expect(await tab.page.locator('.video-cost').textContent()).toBe('47\u00a0min · about 240\u00a0MB at 360p');
    for (const width of [390, 1440]) {
      await tab.page.setViewportSize({ width, height: 800 });
      const player = (await tab.page.locator('.video-player').boundingBox())!;
      const facts = (await tab.page.getByTestId('video-facts').boundingBox())!;
      // The bar is inside the player, under the picture, and the page does not scroll sideways.
      expect(facts.x).toBeGreaterThanOrEqual(player.x);
      expect(facts.x + facts.width).toBeLessThanOrEqual(player.x + player.width + 0.5);
      expect(facts.y + facts.height).toBeLessThanOrEqual(player.y + player.height + 0.5);
      expect(await tab.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    await tab.page.getByRole('link', { name: 'Read the transcript instead (no video data)' }).click();
    expect(await transcript.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    const inView = await transcript.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.top < window.innerHeight;
    });
    expect(inView).toBe(true);
    expect(await tab.page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    expect(await tab.page.locator('iframe').count()).toBe(0);

    await tab.page.goto(BASE_URL + '/video-presentations/presentation-1');
    await waitForHydration(tab.page);
    const download = tab.page.getByTestId('resources').locator('a[download]').first();
    expect(await download.getAttribute('download')).toMatch(/\.(pdf|pptx)$/);
    expect(await tab.page.getByTestId('resources').textContent()).toMatch(/\d(\.\d)?\s(KB|MB)/);
    await tab.page.getByTestId('presentation-topics').waitFor();
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  it('says what the video costs and links the transcript without JavaScript, in French', async () => {
    const context = await suite.browser.newContext({ baseURL: BASE_URL, locale: 'fr-FR', javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const outside = thirdPartyRequests(page);
      await page.goto(BASE_URL + '/video-presentations/presentation-4');
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      expect(await page.locator('.video-cost').textContent()).toBe('47\u00a0min · environ 240\u00a0Mo en 360p');
      // The no-JS way to the video carries the same description.
      const youtube = page.getByRole('link', { name: 'Regarder cette vidéo sur YouTube' });
      expect(await youtube.getAttribute('aria-describedby')).toBe(await page.locator('.video-cost').getAttribute('id'));
      await page.getByRole('link', { name: 'Lire plutôt la transcription (sans données vidéo)' }).click();
      await page.waitForURL((url) => url.hash === '#transcript');
      const transcript = page.getByTestId('transcript');
      expect(await transcript.locator('summary').isVisible()).toBe(true);
      await transcript.locator('summary').click();
      expect(await transcript.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
      expect(outside).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a presentation in French, and in combined mode with its English fallback marked', async () => {
    tab = await suite.open({ locale: 'fr-FR' });
    await tab.page.goto(BASE_URL + '/video-presentations/presentation-1');
    await waitForHydration(tab.page);
    expect(await tab.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Le braconnage des rhinocéros en première ligne',
    );
    expect(await tab.page.getByRole('button', { name: /^Lire la vidéo/ }).count()).toBe(1);
    await tab.page.getByTestId('presentation-topics').waitFor();
    expect(await seriousViolations(tab.page)).toEqual([]);

    await tab.context.addCookies([{ name: 'i18n_redirected', value: 'combined', url: BASE_URL }]);
    await tab.page.goto(BASE_URL + '/video-presentations/presentation-14');
    await waitForHydration(tab.page);
    const heading = tab.page.getByRole('heading', { level: 1 });
    expect(await heading.getAttribute('lang')).toBe('en');
    expect(await tab.page.getByText('Présenté par').count()).toBe(1);
    await tab.page.getByTestId('presentation-topics').waitFor();
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  it('shows the 404 page for an unknown presentation', async () => {
    tab = await suite.open();
    const response = await tab.page.goto(BASE_URL + '/video-presentations/presentation-9999');
    expect(response?.status()).toBe(404);
    expect(await tab.page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Not Found');
    // The browser logs the 404 of the document itself; that is the expected answer.
    tab.errors.splice(0, tab.errors.length, ...tab.errors.filter((error) => !error.includes('404')));
  });

  it('shows a series with its presentations', async () => {
    tab = await suite.open();
    await tab.page.goto(BASE_URL + '/video-presentations/presentation-1');
    await waitForHydration(tab.page);
    await tab.page.getByTestId('presentation-topics').getByRole('link', { name: 'Ranger Voices' }).click();
    await tab.page.waitForURL((url) => url.pathname === '/video-presentations/series/ranger-voices');
    await tab.page.getByRole('heading', { level: 1, name: 'Ranger Voices' }).waitFor();
    // The series' presentations stream in after the page's head.
    await cards(tab.page).nth(1).waitFor();
    expect(await cards(tab.page).count()).toBeGreaterThan(1);
    expect(await seriousViolations(tab.page)).toEqual([]);
  });
});

describe('collections in a real browser', () => {
  it('shows the grid with pluralised video counts, in English and French', async () => {
    tab = await suite.open();
    await tab.page.goto(BASE_URL + '/collections');
    await waitForHydration(tab.page);
    const grid = tab.page.getByTestId('collections-grid');
    await grid.waitFor();
    const counts = await grid.locator('.video-count').allTextContents();
    expect(counts.length).toBeGreaterThan(0);
    for (const count of counts) expect(count).toMatch(/^(1 video|\d+ videos)$/);
    expect(await seriousViolations(tab.page)).toEqual([]);

    const french = await suite.open({ locale: 'fr-FR' });
    try {
      await french.page.goto(BASE_URL + '/collections');
      await waitForHydration(french.page);
      for (const count of await french.page.getByTestId('collections-grid').locator('.video-count').allTextContents()) {
        expect(count).toMatch(/^([01] vidéo|\d+ vidéos)$/);
      }
      expect(french.errors).toEqual([]);
    } finally {
      await french.context.close();
    }
  });

  it('opens a collection and sorts its presentations client-side', async () => {
    tab = await suite.open();
    await tab.page.goto(BASE_URL + '/collections');
    await waitForHydration(tab.page);
    await markDocument(tab.page);
    await tab.page.getByTestId('collections-grid').getByRole('link', { name: 'Wildlife Crime and Security' }).click();
    await tab.page.waitForURL((url) => url.pathname === '/collections/wildlife-crime-and-security');
    await tab.page.getByRole('heading', { level: 1, name: 'Wildlife Crime and Security' }).waitFor();
    await tab.page.getByTestId('collection-listing').waitFor();
    const before = await cardTitles(tab.page);
    await tab.page.getByLabel('Sort by').selectOption('2');
    await tab.page.waitForURL((url) => url.searchParams.get('sort') === '2');
    await tab.page.waitForFunction(
      (first) => document.querySelector('article[data-card-type] .card-title')?.textContent !== first,
      before[0],
    );
    const descending = await cardTitles(tab.page);
    expect(descending).toEqual([...before].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    expect(await sameDocument(tab.page)).toBe(true);
    expect(await seriousViolations(tab.page)).toEqual([]);
  });
});
