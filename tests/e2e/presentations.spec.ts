// Presentations, series and collections in Chromium: the listing, the video player that loads only
// on request, collections, accessibility (sorting, filters and the pager: listings.spec.ts).
import { seriousViolations, thirdPartyRequests } from './audit';
import { BASE_URL, expect, test, type Page } from './fixtures';

const cards = (page: Page) => page.locator('article[data-card-type="PRESENTATION"]');

const isOpen = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => (element as HTMLDetailsElement).open);

test.describe('video presentations in a real browser', () => {
  test('lists presentations in English with filters, cards and a pager', async ({ open }) => {
    const { page } = await open();
    const response = await page.goto(BASE_URL + '/video-presentations');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Video presentations - Conservation Tutorials Africa');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video presentations');
    await expect(page.getByTestId('presentations')).toBeVisible();
    await expect(cards(page)).toHaveCount(20);
    await expect(page.locator('#presentations-category option').first()).toHaveText('All Categories');
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('lists presentations in French', async ({ open }) => {
    const { page } = await open({ locale: 'fr-FR' });
    await page.goto(BASE_URL + '/video-presentations');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Présentations vidéo');
    await expect(page.getByTestId('presentations')).toBeVisible();
    await expect(page.locator('#presentations-category option').first()).toHaveText('Toutes les catégories');
    await expect(page.locator('#presentations-series option').first()).toHaveText('Toutes les séries');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shows the empty-state text when a filter combination matches nothing', async ({ open }) => {
    const { page } = await open();
    await page.goto(BASE_URL + '/video-presentations?series=ocean-frontiers');
    await expect(page.getByTestId('presentations')).toBeVisible();
    // A category that the ocean series never uses.
    await page.getByLabel('Category').selectOption('leadership');
    await expect(
      page.getByText('There are no search results. Use the filter above to search our website.'),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('category') === 'leadership' && url.searchParams.get('series') === 'ocean-frontiers',
    );
  });

  test('opens a presentation and loads the player only after Play is pressed', async ({ open }) => {
    const { page, context } = await open();
    const outside = thirdPartyRequests(page);
    // The machine is offline: answer the player's address with a stand-in page.
    await context.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await page.goto(BASE_URL + '/video-presentations');
    const firstCard = cards(page).first().locator('a.card-link');
    const title = (await firstCard.locator('.card-title').textContent()) ?? '';
    await firstCard.click();
    await expect(page).toHaveURL((url) => /^\/video-presentations\/presentation-\d+$/.test(url.pathname));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} - Conservation Tutorials Africa`);
    await expect(page.getByTestId('presentation-topics')).toBeVisible();
    // The page is whole (its topics have come): no player yet, nothing asked of another site.
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(outside).toEqual([]);
    const presenterLink = page.locator('.presentation-presenters a').first();
    await expect(presenterLink).toHaveAttribute('href', /^\/presenters\/presenter-\d+$/);

    // What watching costs is said before anything loads, and describes the Play button.
    const cost = page.locator('.video-cost');
    await expect(cost).toHaveText(/^(\d+\sh\s)?\d+\smin · about \d+\sMB at 360p$/);
    await expect(cost).toBeVisible();
    const play = page.getByRole('button', { name: `Play video: ${title}` });
    await expect(play).toHaveAttribute('aria-describedby', (await cost.getAttribute('id')) ?? '');
    const facts = await page.getByTestId('video-facts').boundingBox();
    const playerRequest = page.waitForRequest((request) => request.url().includes('youtube-nocookie.com/embed/'));
    await play.click();
    await playerRequest;
    // The line stays where it was: starting the video moves nothing on the page (measured as the player is asked for).
    expect(await page.getByTestId('video-facts').boundingBox()).toEqual(facts);
    const frame = page.locator('iframe');
    // Driven over YouTube's postMessage API (decision 0026): it is told this page's origin.
    const source = new URL((await frame.getAttribute('src')) ?? '');
    expect(`${source.origin}${source.pathname}`).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+$/);
    expect([...source.searchParams]).toEqual([
      ['autoplay', '1'],
      ['enablejsapi', '1'],
      ['origin', new URL(BASE_URL).origin],
    ]);
    await expect(frame).toHaveAttribute('title', title);
    expect(outside.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  });

  test('shows a presentation with resources and transcript without serious accessibility issues', async ({ open }) => {
    const { page } = await open();
    // presentation-4 has a transcript; presentation-1 has resources.
    await page.goto(BASE_URL + '/video-presentations/presentation-4');
    await expect(page.getByTestId('presentation-topics')).toBeVisible();
    const transcript = page.getByTestId('transcript');
    expect(await isOpen(page, 'transcript')).toBe(false);
    await transcript.locator('summary').click();
    await expect.poll(() => isOpen(page, 'transcript')).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await transcript.locator('summary').click();

    // The player offers the transcript instead of the video: the link opens and shows it.
    await expect(page.locator('.video-cost')).toHaveText('47\u00a0min · about 240\u00a0MB at 360p');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(async () => {
          const player = (await page.locator('.video-player').boundingBox())!;
          const facts = (await page.getByTestId('video-facts').boundingBox())!;
          // The bar is inside the player, under the picture, and the page does not scroll sideways.
          return {
            left: facts.x >= player.x,
            right: facts.x + facts.width <= player.x + player.width + 0.5,
            bottom: facts.y + facts.height <= player.y + player.height + 0.5,
            noSideways: await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          };
        })
        .toEqual({ left: true, right: true, bottom: true, noSideways: true });
    }
    await page.getByRole('link', { name: 'Read the transcript instead (no video data)' }).click();
    await expect.poll(() => isOpen(page, 'transcript')).toBe(true);
    await expect
      .poll(() =>
        transcript.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.top < window.innerHeight;
        }),
      )
      .toBe(true);
    await expect(transcript.locator('summary')).toBeFocused();
    await expect(page.locator('iframe')).toHaveCount(0);

    await page.goto(BASE_URL + '/video-presentations/presentation-1');
    const download = page.getByTestId('resources').locator('a[download]').first();
    await expect(download).toHaveAttribute('download', /\.(pdf|pptx)$/);
    await expect(page.getByTestId('resources')).toHaveText(/\d(\.\d)?\s(KB|MB)/);
    await expect(page.getByTestId('presentation-topics')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('says what the video costs and links the transcript without JavaScript, in French', async ({ open }) => {
    const { page } = await open({ locale: 'fr-FR', javaScriptEnabled: false });
    const outside = thirdPartyRequests(page);
    await page.goto(BASE_URL + '/video-presentations/presentation-4');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('.video-cost')).toHaveText('47\u00a0min · environ 240\u00a0Mo en 360p');
    // The no-JS way to the video carries the same description.
    const youtube = page.getByRole('link', { name: 'Regarder cette vidéo sur YouTube' });
    await expect(youtube).toHaveAttribute(
      'aria-describedby',
      (await page.locator('.video-cost').getAttribute('id')) ?? '',
    );
    await page.getByRole('link', { name: 'Lire plutôt la transcription (sans données vidéo)' }).click();
    await expect(page).toHaveURL((url) => url.hash === '#transcript');
    const transcript = page.getByTestId('transcript');
    await expect(transcript.locator('summary')).toBeVisible();
    await transcript.locator('summary').click();
    await expect.poll(() => isOpen(page, 'transcript')).toBe(true);
    expect(outside).toEqual([]);
  });

  test('shows a presentation in French, and in combined mode with its English fallback marked', async ({ open }) => {
    const { page, context } = await open({ locale: 'fr-FR' });
    await page.goto(BASE_URL + '/video-presentations/presentation-1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le braconnage des rhinocéros en première ligne');
    await expect(page.getByRole('button', { name: /^Lire la vidéo/ })).toHaveCount(1);
    await expect(page.getByTestId('presentation-topics')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await context.addCookies([{ name: 'i18n_redirected', value: 'combined', url: BASE_URL }]);
    await page.goto(BASE_URL + '/video-presentations/presentation-14');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Présenté par')).toHaveCount(1);
    await expect(page.getByTestId('presentation-topics')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shows the 404 page for an unknown presentation', async ({ open }) => {
    const tab = await open();
    const response = await tab.page.goto(BASE_URL + '/video-presentations/presentation-9999');
    expect(response?.status()).toBe(404);
    await expect(tab.page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
    // The browser logs the 404 of the document itself; that is the expected answer.
    tab.errors.splice(0, tab.errors.length, ...tab.errors.filter((error) => !error.includes('404')));
  });

  test('shows a series with its presentations', async ({ open }) => {
    const { page } = await open();
    await page.goto(BASE_URL + '/video-presentations/presentation-1');
    await page.getByTestId('presentation-topics').getByRole('link', { name: 'Ranger Voices' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/video-presentations/series/ranger-voices');
    await expect(page.getByRole('heading', { level: 1, name: 'Ranger Voices' })).toBeVisible();
    // The series' presentations stream in after the page's head.
    await expect(cards(page).nth(1)).toBeVisible();
    expect(await cards(page).count()).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('collections in a real browser', () => {
  test('shows the grid with pluralised video counts, in English and French', async ({ open }) => {
    const { page } = await open();
    await page.goto(BASE_URL + '/collections');
    const grid = page.getByTestId('collections-grid');
    await expect(grid).toBeVisible();
    const counts = await grid.locator('.video-count').allTextContents();
    expect(counts.length).toBeGreaterThan(0);
    for (const count of counts) expect(count).toMatch(/^(1 video|\d+ videos)$/);
    expect(await seriousViolations(page)).toEqual([]);

    const french = await open({ locale: 'fr-FR' });
    await french.page.goto(BASE_URL + '/collections');
    for (const count of await french.page.getByTestId('collections-grid').locator('.video-count').allTextContents()) {
      expect(count).toMatch(/^([01] vidéo|\d+ vidéos)$/);
    }
    expect(french.errors).toEqual([]);
  });
});
