// Presenters, events and the blog in Chromium: each page type in en and fr (and combined where content
// lacks French), listing controls, calendar navigation (with and without JavaScript), the .ics
// download, the share menu, no console error and no serious accessibility violation.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, browserSuite, seriousViolations, waitForHydration, type TrackedPage } from './browser';

const suite = browserSuite();
let tab: TrackedPage;

type Language = 'en' | 'fr' | 'combined';

/** A fresh tab in a language (by browser language, or the locale cookie for combined), hydrated at `path`. */
async function visit(path: string, language: Language = 'en'): Promise<Page> {
  tab = await suite.open({ locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
  if (language === 'combined') {
    await tab.context.addCookies([{ name: 'i18n_redirected', value: 'combined', url: BASE_URL }]);
  }
  const response = await tab.page.goto(BASE_URL + path);
  expect(response?.status()).toBe(200);
  await waitForHydration(tab.page);
  return tab.page;
}

/** The machine may be busy: give a client navigation's render time (expect.poll waits 1 s by default). */
const POLL = { timeout: 15_000, interval: 200 };

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const cardTitles = (page: Page) => page.locator('.card-grid .card-title').allTextContents();
const markSameDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
const sameDocument = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { marker?: string }).marker)) === 'same-document';

describe('presenters', () => {
  it('lists presenters in English and round-trips sort and category through the URL', async () => {
    const page = await visit('/presenters');
    expect(await h1(page)).toBe('Presenters');
    expect(await page.title()).toBe('Presenters - Conservation Tutorials Africa');
    expect((await cardTitles(page)).length).toBe(12);
    expect(await page.locator('#presenters-category option').first().textContent()).toBe('All Categories');
    expect(await seriousViolations(page)).toEqual([]);

    await markSameDocument(page);
    await page.selectOption('#presenters-sort', '1');
    await page.waitForURL((url) => url.searchParams.get('sort') === '1');
    // The address changes first; the new order follows when React has rendered it.
    const az = (titles: string[]) => [...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    await expect
      .poll(async () => {
        const titles = await cardTitles(page);
        return titles.join('|') === az(titles).join('|');
      }, POLL)
      .toBe(true);

    await page.selectOption('#presenters-category', 'leadership');
    await page.waitForURL(
      (url) => url.searchParams.get('category') === 'leadership' && url.searchParams.get('sort') === '1',
    );
    await page.waitForFunction(() => document.querySelectorAll('.card-grid .card-title').length < 12);
    const filtered = await cardTitles(page);
    expect(filtered.length).toBeGreaterThan(0);
    expect(await page.getByRole('status').filter({ hasText: 'presenter' }).textContent()).toBe(
      `${filtered.length} presenters`,
    );
    expect(await sameDocument(page)).toBe(true);

    await page.goBack();
    await page.waitForURL(
      (url) => url.searchParams.get('sort') === '1' && !url.searchParams.has('category', 'leadership'),
    );
    await page.waitForFunction(() => document.querySelectorAll('.card-grid .card-title').length === 12);
    expect(await page.locator('#presenters-category').inputValue()).toBe('0');
    expect(await page.locator('#presenters-sort').inputValue()).toBe('1');
  });

  it('lists presenters in French', async () => {
    const page = await visit('/presenters?sort=2', 'fr');
    expect(await h1(page)).toBe('Présentateurs');
    expect(await page.locator('#presenters-category option').first().textContent()).toBe('Toutes les catégories');
    expect(await page.locator('#presenters-sort').inputValue()).toBe('2');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows a presenter with their presentations, and copies the share link (en)', async () => {
    const page = await visit('/presenters/presenter-1');
    await tab.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    expect(await h1(page)).toBe('Ms Thandiwe Mokoena');
    expect(await page.getByRole('heading', { name: 'Subjects' }).count()).toBe(1);
    const presentation = page.locator('.card-grid a.card-link').first();
    expect(await presentation.getAttribute('href')).toMatch(/^\/video-presentations\/presentation-\d+$/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByText('Share', { exact: true }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Copied to clipboard!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/presenters\/presenter-1$/);
  });

  it('shows a presenter in French; the shared link carries lang=fr', async () => {
    const page = await visit('/presenters/presenter-1', 'fr');
    await tab.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    expect(await h1(page)).toBe('Mme Thandiwe Mokoena');
    expect(await page.getByRole('heading', { name: 'Sujets' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByText('Partager', { exact: true }).click();
    await page.getByRole('button', { name: 'Copier le lien' }).click();
    await page.getByText('Copié dans le presse-papiers\u00a0!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/presenters\/presenter-1\?lang=fr$/);
  });

  it('shows the English fallback of a presenter in combined mode, marked as English', async () => {
    const page = await visit('/presenters/presenter-7', 'combined');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.locator('p[lang="en"]').first().textContent()).toContain('Third-generation sheep farmer');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('cards and calendar in the page', () => {
  it('wraps long category names inside their cards on a phone, and gives the calendar the page’s width', async () => {
    tab = await suite.open();
    await tab.page.setViewportSize({ width: 390, height: 800 });
    await tab.page.goto(`${BASE_URL}/video-presentations`);
    await waitForHydration(tab.page);
    const outside = await tab.page.locator('.card-grid > li').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect();
        return Array.from(card.querySelectorAll('.card-category'))
          .filter((pill) => pill.getBoundingClientRect().right > box.right + 0.5)
          .map((pill) => pill.textContent ?? '');
      }),
    );
    expect(outside).toEqual([]);
    expect(await tab.page.locator('.card-category').count()).toBeGreaterThan(0);
    await tab.page.setViewportSize({ width: 1440, height: 900 });
    await tab.page.goto(`${BASE_URL}/events`);
    await waitForHydration(tab.page);
    const widths = await tab.page.evaluate(() => ({
      calendar: document.querySelector('.event-calendar')?.getBoundingClientRect().width ?? 0,
      page: document.querySelector('#calendar')?.getBoundingClientRect().width ?? 1,
    }));
    expect(widths.calendar / widths.page).toBeGreaterThan(0.95);
  });
});

describe('events', () => {
  it('shows upcoming events and a calendar navigated month by month (en)', async () => {
    const page = await visit('/events');
    expect(await h1(page)).toBe('Events');
    expect((await cardTitles(page)).length).toBeGreaterThan(0);
    const calendar = page.getByTestId('event-calendar');
    const month = (await calendar.getAttribute('data-month'))!;
    expect(month).toBe(new Date().toISOString().slice(0, 7));
    const caption = await page.locator('caption').textContent();
    expect(caption).toBe(
      new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date()),
    );
    expect(await seriousViolations(page)).toEqual([]);

    await markSameDocument(page);
    await page.getByRole('link', { name: /^Next month:/ }).click();
    await page.waitForURL((url) => url.searchParams.has('month'));
    await page.waitForFunction((previous) => document.querySelector('caption')?.textContent !== previous, caption);
    const next = (await calendar.getAttribute('data-month'))!;
    expect(new URL(page.url()).searchParams.get('month')).toBe(next);
    expect(next > month).toBe(true);
    await page.getByRole('link', { name: /^Previous month:/ }).click();
    await page.waitForFunction((value) => document.querySelector('caption')?.textContent === value, caption);
    expect(await sameDocument(page)).toBe(true);

    // A day with an event links to it.
    for (let step = 0; step < 12 && (await page.locator('.calendar-event').count()) === 0; step += 1) {
      const shown = await calendar.getAttribute('data-month');
      await page.getByRole('link', { name: /^Next month:/ }).click();
      await page.waitForFunction(
        (value) => document.querySelector('[data-month]')?.getAttribute('data-month') !== value,
        shown,
      );
    }
    const link = page.locator('.calendar-event').first();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/events\/event-\d+$/);
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.locator('[data-testid="event-when"]').waitFor();
  });

  it('navigates the calendar without JavaScript', async () => {
    const context = await suite.browser.newContext({ baseURL: BASE_URL, locale: 'en-GB', javaScriptEnabled: false });
    const page = await context.newPage();
    tab = { context, page, errors: [] };
    await page.goto(BASE_URL + '/events?month=2027-02');
    expect(await page.locator('caption').textContent()).toBe('February 2027');
    await page.getByRole('link', { name: 'Next month: March 2027' }).click();
    await page.waitForURL((url) => url.search === '?month=2027-03');
    expect(await page.locator('caption').textContent()).toBe('March 2027');
  });

  it('shows the calendar in French', async () => {
    const page = await visit('/events?month=2027-02', 'fr');
    expect(await h1(page)).toBe('Événements');
    expect(await page.locator('caption').textContent()).toBe('Février 2027');
    expect(await page.getByRole('link', { name: 'Mois suivant\u00a0: Mars 2027' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows an event and downloads its calendar file (en)', async () => {
    const page = await visit('/events/event-5');
    expect(await h1(page)).toBe('Okavango Wetlands Symposium');
    expect(await page.getByText('Time zone: Africa/Gaborone (UTC+02:00)').count()).toBe(1);
    expect(await page.getByTestId('event-attend').getAttribute('href')).toBe(
      'https://events.example.org/register/okavango-wetlands-symposium',
    );
    expect(await page.locator('.card-grid a[href="/presenters/presenter-8"]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('event-ics').click()]);
    expect(download.suggestedFilename()).toBe('okavango-wetlands-symposium.ics');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('SUMMARY;LANGUAGE=en:Okavango Wetlands Symposium\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('shows an online event in French, with its join link and a French calendar file', async () => {
    const page = await visit('/events/event-4', 'fr');
    expect(await h1(page)).toBe('Webinaire : drones et capteurs au service de la protection des rhinocéros');
    expect(await page.getByTestId('event-join-link').getAttribute('href')).toBe(
      'https://meet.example.org/webinar-drones-and-sensors-for-rhino-protection',
    );
    expect(await page.getByTestId('event-attend').textContent()).toContain('S’inscrire pour participer');
    expect(await seriousViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('event-ics').click()]);
    const text = readFileSync((await download.path())!, 'utf8').replace(/\r\n /g, '');
    expect(text).toContain('SUMMARY;LANGUAGE=fr:Webinaire : drones et capteurs');
  });

  it('shows event 6 in combined mode with its English text marked', async () => {
    const page = await visit('/events/event-6', 'combined');
    expect(await h1(page)).toBe('Marine Protected Areas Open Day');
    expect(await page.locator('.prose[lang="en"]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('blog', () => {
  it('lists articles and round-trips category and tag filters through the URL (en)', async () => {
    const page = await visit('/blog');
    expect(await h1(page)).toBe('Blog');
    const all = (await cardTitles(page)).length;
    expect(all).toBeGreaterThan(10);
    expect(await seriousViolations(page)).toEqual([]);

    await page.selectOption('#articles-tag', 'rhino');
    await page.waitForURL((url) => url.searchParams.get('tag') === 'rhino');
    await page.waitForFunction((count) => document.querySelectorAll('.card-grid .card-title').length < count, all);
    const rhino = await cardTitles(page);
    expect(rhino.length).toBeGreaterThan(0);

    await page.selectOption('#articles-category', 'leadership');
    await page.waitForURL(
      (url) => url.searchParams.get('category') === 'leadership' && url.searchParams.get('tag') === 'rhino',
    );
    expect(await page.locator('#articles-category').inputValue()).toBe('leadership');
    await page.goBack();
    await page.waitForURL(
      (url) => url.searchParams.get('tag') === 'rhino' && !url.searchParams.has('category', 'leadership'),
    );
    await page.waitForFunction(
      (count) => document.querySelectorAll('.card-grid .card-title').length === count,
      rhino.length,
    );
    expect(await page.locator('#articles-tag').inputValue()).toBe('rhino');
  });

  it('shows the empty state in French', async () => {
    const page = await visit('/blog?tag=no-such-tag', 'fr');
    expect(await h1(page)).toBe('Blog');
    expect(await page.locator('.listing-empty').textContent()).toBe(
      'Il n’y a aucun résultat de recherche. Utilisez le filtre ci-dessus pour rechercher sur notre site.',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows an article with tags and related articles, and copies the share link (en)', async () => {
    const page = await visit('/blog/ten-years-of-rhino-protection');
    await tab.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    expect(await h1(page)).toBe('Ten Years of Rhino Protection: What Changed');
    expect(await page.locator('.article-body p').count()).toBe(4);
    expect(await page.getByRole('heading', { name: 'Related articles' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByText('Share', { exact: true }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Copied to clipboard!').waitFor();

    await markSameDocument(page);
    await page.getByRole('link', { name: 'Rhino', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/blog' && url.search === '?tag=rhino');
    expect(await page.locator('#articles-tag').inputValue()).toBe('rhino');
    expect(await sameDocument(page)).toBe(true);
  });

  it('shows an article in French', async () => {
    const page = await visit('/blog/ten-years-of-rhino-protection', 'fr');
    expect(await h1(page)).toBe('Dix ans de protection des rhinocéros : ce qui a changé');
    expect(await page.getByRole('heading', { name: 'Articles similaires' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows article 11 (no French) in combined mode, its body marked as English', async () => {
    // article-11 (no French in the sample pack)
    const page = await visit('/blog/why-hyenas-deserve-better-press', 'combined');
    expect(await page.locator('.article-body[lang="en"]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
