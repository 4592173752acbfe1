// Presenters, events and the blog in Chromium: each page type in en and fr (and combined where content
// lacks French), listing controls, calendar navigation (with and without JavaScript), the .ics
// download, the share menu, no console error and no serious accessibility violation.
import { readFileSync } from 'node:fs';
import { seriousViolations } from './audit';
import { BASE_URL, expect, test, type OpenOptions, type Page, type TrackedPage } from './fixtures';

type Open = (options?: OpenOptions) => Promise<TrackedPage>;

type Language = 'en' | 'fr' | 'combined';

/** A fresh tab in a language (by browser language, or the locale cookie for combined), hydrated at `path`. */
async function visit(open: Open, path: string, language: Language = 'en'): Promise<TrackedPage> {
  const tab = await open({ locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
  if (language === 'combined') {
    await tab.context.addCookies([{ name: 'i18n_redirected', value: 'combined', url: BASE_URL }]);
  }
  const response = await tab.page.goto(BASE_URL + path);
  expect(response?.status()).toBe(200);
  return tab;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const cardTitles = (page: Page) => page.locator('.card-grid .card-title').allTextContents();
/** A listing's select chosen: its small script submits the GET form, and the page comes anew. */
async function choose(page: Page, select: string, value: string, param: string) {
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get(param) === value),
    page.locator(select).selectOption(value),
  ]);
}

test.describe('presenters', () => {
  test('lists presenters in English and round-trips sort and category through the URL', async ({ open }) => {
    const { page } = await visit(open, '/presenters');
    await expect(h1(page)).toHaveText('Presenters');
    expect(await page.title()).toBe('Presenters - Conservation Tutorials Africa');
    await expect(page.locator('.card-grid .card-title')).toHaveCount(12);
    await expect(page.locator('#presenters-category option').first()).toHaveText('All Categories');
    expect(await seriousViolations(page)).toEqual([]);

    await choose(page, '#presenters-sort', '1', 'sort');
    const az = (titles: string[]) => [...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    const sorted = await cardTitles(page);
    expect(sorted).toEqual(az(sorted));

    await choose(page, '#presenters-category', 'leadership', 'category');
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === '1');
    const filtered = await cardTitles(page);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(12);
    await expect(page.getByRole('status').filter({ hasText: 'presenter' })).toHaveText(`${filtered.length} presenters`);

    await page.goBack();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('sort') === '1' && !url.searchParams.has('category', 'leadership'),
    );
    await expect(page.locator('.card-grid .card-title')).toHaveCount(12);
    await expect(page.locator('#presenters-category')).toHaveValue('0');
    await expect(page.locator('#presenters-sort')).toHaveValue('1');
  });

  test('lists presenters in French', async ({ open }) => {
    const { page } = await visit(open, '/presenters?sort=2', 'fr');
    await expect(h1(page)).toHaveText('Présentateurs');
    await expect(page.locator('#presenters-category option').first()).toHaveText('Toutes les catégories');
    await expect(page.locator('#presenters-sort')).toHaveValue('2');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shows a presenter with their presentations, and copies the share link (en)', async ({ open }) => {
    const { page, context } = await visit(open, '/presenters/presenter-1');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await expect(h1(page)).toHaveText('Ms Thandiwe Mokoena');
    await expect(page.getByRole('heading', { name: 'Subjects' })).toHaveCount(1);
    const presentation = page.locator('.card-grid a.card-link').first();
    await expect(presentation).toHaveAttribute('href', /^\/video-presentations\/presentation-\d+$/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByText('Share', { exact: true }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/presenters\/presenter-1$/);
  });

  test('shows a presenter in French; the shared link carries lang=fr', async ({ open }) => {
    const { page, context } = await visit(open, '/presenters/presenter-1', 'fr');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await expect(h1(page)).toHaveText('Mme Thandiwe Mokoena');
    await expect(page.getByRole('heading', { name: 'Sujets' })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByText('Partager', { exact: true }).click();
    await page.getByRole('button', { name: 'Copier le lien' }).click();
    await expect(page.getByText('Copié dans le presse-papiers\u00a0!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/presenters\/presenter-1\?lang=fr$/);
  });

  test('shows the English fallback of a presenter in combined mode, marked as English', async ({ open }) => {
    const { page } = await visit(open, '/presenters/presenter-7', 'combined');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('p[lang="en"]').first()).toContainText('Third-generation sheep farmer');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('cards and calendar in the page', () => {
  test('wraps long category names inside their cards on a phone, and gives the calendar the page’s width', async ({
    open,
  }) => {
    const { page } = await open();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${BASE_URL}/video-presentations`);
    const outside = await page.locator('.card-grid > li').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect();
        return Array.from(card.querySelectorAll('.card-category'))
          .filter((pill) => pill.getBoundingClientRect().right > box.right + 0.5)
          .map((pill) => pill.textContent ?? '');
      }),
    );
    expect(outside).toEqual([]);
    expect(await page.locator('.card-category').count()).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${BASE_URL}/events`);
    await expect
      .poll(async () => {
        const widths = await page.evaluate(() => ({
          calendar: document.querySelector('.event-calendar')?.getBoundingClientRect().width ?? 0,
          page: document.querySelector('#calendar')?.getBoundingClientRect().width ?? 1,
        }));
        return widths.calendar / widths.page;
      })
      .toBeGreaterThan(0.95);
  });
});

test.describe('events', () => {
  test('shows upcoming events and a calendar navigated month by month (en)', async ({ open }) => {
    const { page } = await visit(open, '/events');
    await expect(h1(page)).toHaveText('Events');
    expect((await cardTitles(page)).length).toBeGreaterThan(0);
    const calendar = page.getByTestId('event-calendar');
    const month = new Date().toISOString().slice(0, 7);
    await expect(calendar).toHaveAttribute('data-month', month);
    const caption = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(),
    );
    await expect(page.locator('caption')).toHaveText(caption);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: /^Next month:/ }).click();
    await expect(page).toHaveURL((url) => url.searchParams.has('month'));
    await expect(page.locator('caption')).not.toHaveText(caption);
    const next = (await calendar.getAttribute('data-month'))!;
    await expect(page).toHaveURL((url) => url.searchParams.get('month') === next);
    expect(next > month).toBe(true);
    // The month links land on the calendar, not the top of the page.
    expect(new URL(page.url()).hash).toBe('#calendar');
    await page.getByRole('link', { name: /^Previous month:/ }).click();
    await expect(page.locator('caption')).toHaveText(caption);

    // A day with an event links to it.
    for (let step = 0; step < 12 && (await page.locator('.calendar-event').count()) === 0; step += 1) {
      const shown = await calendar.getAttribute('data-month');
      await page.getByRole('link', { name: /^Next month:/ }).click();
      await expect(page.locator('[data-month]').first()).not.toHaveAttribute('data-month', shown!);
    }
    const link = page.locator('.calendar-event').first();
    await expect(link).toHaveAttribute('href', /^\/events\/event-\d+$/);
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await page.locator('[data-testid="event-when"]').waitFor();
  });

  test('navigates the calendar without JavaScript', async ({ open }) => {
    const { page } = await open({ javaScriptEnabled: false });
    await page.goto(BASE_URL + '/events?month=2027-02');
    await expect(page.locator('caption')).toHaveText('February 2027');
    await page.getByRole('link', { name: 'Next month: March 2027' }).click();
    await expect(page).toHaveURL((url) => url.search === '?month=2027-03');
    await expect(page.locator('caption')).toHaveText('March 2027');
  });

  test('shows the calendar in French', async ({ open }) => {
    const { page } = await visit(open, '/events?month=2027-02', 'fr');
    await expect(h1(page)).toHaveText('Événements');
    await expect(page.locator('caption')).toHaveText('Février 2027');
    await expect(page.getByRole('link', { name: 'Mois suivant\u00a0: Mars 2027' })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shows an event and downloads its calendar file (en)', async ({ open }) => {
    const { page } = await visit(open, '/events/event-5');
    await expect(h1(page)).toHaveText('Okavango Wetlands Symposium');
    await expect(page.getByText('Time zone: Africa/Gaborone (UTC+02:00)')).toHaveCount(1);
    await expect(page.getByTestId('event-attend')).toHaveAttribute(
      'href',
      'https://events.example.org/register/okavango-wetlands-symposium',
    );
    await expect(page.locator('.card-grid a[href="/presenters/presenter-8"]')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('event-ics').click()]);
    expect(download.suggestedFilename()).toBe('okavango-wetlands-symposium.ics');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('SUMMARY;LANGUAGE=en:Okavango Wetlands Symposium\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  test('shows an online event in French, with its join link and a French calendar file', async ({ open }) => {
    const { page } = await visit(open, '/events/event-4', 'fr');
    await expect(h1(page)).toHaveText('Webinaire\u00a0: drones et capteurs au service de la protection des rhinocéros');
    await expect(page.getByTestId('event-join-link')).toHaveAttribute(
      'href',
      'https://meet.example.org/webinar-drones-and-sensors-for-rhino-protection',
    );
    await expect(page.getByTestId('event-attend')).toContainText('S’inscrire pour participer');
    expect(await seriousViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('event-ics').click()]);
    const text = readFileSync((await download.path())!, 'utf8').replace(/\r\n /g, '');
    expect(text).toContain('SUMMARY;LANGUAGE=fr:Webinaire\u00a0: drones et capteurs');
  });

  // The event page's actions are links (register or join, the .ics download): the same with no script.
  for (const [language, path, attend, file] of [
    ['en', '/events/event-5', 'Register', 'SUMMARY;LANGUAGE=en:Okavango Wetlands Symposium'],
    ['fr', '/events/event-4', 'S’inscrire pour participer', 'SUMMARY;LANGUAGE=fr:Webinaire\u00a0: drones et capteurs'],
  ] as const) {
    test(`offers an event's actions with no script (${language})`, async ({ open }) => {
      const { page } = await open({ locale: language === 'fr' ? 'fr-FR' : 'en-GB', javaScriptEnabled: false });
      await page.goto(BASE_URL + path);
      await expect(page.getByTestId('event-attend')).toContainText(attend);
      await expect(page.getByTestId('event-attend')).toHaveAttribute('target', '_blank');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('event-ics').click()]);
      expect(download.suggestedFilename()).toMatch(/\.ics$/);
      const text = readFileSync((await download.path())!, 'utf8').replace(/\r\n /g, '');
      expect(text).toContain(file);
      // The events page's calendar subscription is a pair of links too.
      await page.goto(BASE_URL + '/events');
      await expect(page.getByTestId('calendar-subscribe').getByRole('link')).toHaveCount(2);
      await expect(page.getByTestId('calendar-subscribe').getByRole('link').first()).toHaveAttribute(
        'href',
        /^webcal:\/\/.+\/events\/calendar\.ics$/,
      );
    });
  }

  test('shows event 6 in combined mode with its English text marked', async ({ open }) => {
    const { page } = await visit(open, '/events/event-6', 'combined');
    await expect(h1(page)).toHaveText('Marine Protected Areas Open Day');
    await expect(page.locator('.prose[lang="en"]')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('blog', () => {
  test('lists articles and round-trips category and tag filters through the URL (en)', async ({ open }) => {
    const { page } = await visit(open, '/blog');
    await expect(h1(page)).toHaveText('Blog');
    await expect(page.locator('.card-grid .card-title').first()).toBeVisible();
    const all = (await cardTitles(page)).length;
    expect(all).toBeGreaterThan(10);
    expect(await seriousViolations(page)).toEqual([]);

    await choose(page, '#articles-tag', 'rhino', 'tag');
    const rhino = await cardTitles(page);
    expect(rhino.length).toBeGreaterThan(0);
    expect(rhino.length).toBeLessThan(all);

    await choose(page, '#articles-category', 'leadership', 'category');
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('category') === 'leadership' && url.searchParams.get('tag') === 'rhino',
    );
    await expect(page.locator('#articles-category')).toHaveValue('leadership');
    await page.goBack();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('tag') === 'rhino' && !url.searchParams.has('category', 'leadership'),
    );
    await expect(page.locator('.card-grid .card-title')).toHaveCount(rhino.length);
    await expect(page.locator('#articles-tag')).toHaveValue('rhino');
  });

  test('shows the empty state in French', async ({ open }) => {
    const { page } = await visit(open, '/blog?tag=no-such-tag', 'fr');
    await expect(h1(page)).toHaveText('Blog');
    await expect(page.locator('.listing-empty')).toHaveText(
      'Il n’y a aucun résultat de recherche. Utilisez le filtre ci-dessus pour rechercher sur notre site.',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shows an article with tags and related articles, and copies the share link (en)', async ({ open }) => {
    const { page, context } = await visit(open, '/blog/ten-years-of-rhino-protection');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await expect(h1(page)).toHaveText('Ten Years of Rhino Protection: What Changed');
    await expect(page.locator('.article-body p')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Related articles' })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByText('Share', { exact: true }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Copied to clipboard!')).toBeVisible();

    await page.getByRole('link', { name: 'Rhino', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/blog' && url.search === '?tag=rhino');
    await expect(page.locator('#articles-tag')).toHaveValue('rhino');
  });

  test('shows an article in French', async ({ open }) => {
    const { page } = await visit(open, '/blog/ten-years-of-rhino-protection', 'fr');
    await expect(h1(page)).toHaveText('Dix ans de protection des rhinocéros\u00a0: ce qui a changé');
    await expect(page.getByRole('heading', { name: 'Articles similaires' })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shows article 11 (no French) in combined mode, its body marked as English', async ({ open }) => {
    // article-11 (no French in the sample pack)
    const { page } = await visit(open, '/blog/why-hyenas-deserve-better-press', 'combined');
    await expect(page.locator('.article-body[lang="en"]')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
