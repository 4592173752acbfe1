// The presentation and article pages without React (issue #25): every task with JavaScript off, in
// English and French, and the same with it on (the pages' small modules): a transcript moment and
// Play, resume, the share menu's copy, the watchlist with its question, Save for offline and
// reading with the network cut (a lite visitor on a 2g connection included). YouTube's player is
// the double of tests/e2e/youtube-double.ts.
import { seriousViolations, thirdPartyRequests } from './audit';
import { PAGE_MODULES_LOADER_TEXT } from '#shared/lib/page-modules.ts';
import { awaitingModules, BASE_URL, expect, newMember, signIn, test, type BrowserContext, type Page } from './fixtures';
import { installYouTubeDouble, waitForYouTubeDoubleTime, youtubeDouble } from './youtube-double';

const PRESENTATION = '/video-presentations/presentation-1';
// presentation-4 has a transcript and resources.
const SAVED_PRESENTATION = '/video-presentations/presentation-4';
const ARTICLE = '/blog/ten-years-of-rhino-protection';

const LANGUAGES = [
  {
    locale: 'en-GB',
    lang: 'en',
    colon: ':',
    title: 'Rhino Poaching on the Front Line',
    watch: 'Watch this video on YouTube',
    // A line of the English recording of presentation-1, and the next one.
    line: { name: 'Go to 1:35 in the video', start: 95, play: /^Play from 1:35: Rhino Poaching/ },
    next: { name: 'Go to 21:30 in the video', start: 1290 },
    share: 'Share',
    copy: 'Copy link',
    copied: 'Copied to clipboard!',
    add: 'Add to watchlist',
    remove: 'Remove from watchlist',
    added: 'Added to your watchlist.',
    removed: 'Removed from your watchlist.',
    question: 'Remove from your watchlist?',
    keep: 'Keep it',
    confirm: 'Remove',
    addRead: 'Add to readlist',
    addedRead: 'Added to your readlist.',
    save: /^Save for offline/,
    savedNow: /Saved on this device \(\d/,
    cannotKeep: 'This browser cannot keep pages for offline reading.',
    turnOnScripts: /^Turn on JavaScript in this browser to see what is saved on this device/,
  },
  {
    locale: 'fr-FR',
    lang: 'fr',
    colon: '\u00a0:',
    title: 'Le braconnage des rhinocéros en première ligne',
    watch: 'Regarder cette vidéo sur YouTube',
    // The French recording's lines start at 0, 102, 330…
    line: { name: 'Aller à 5:30 dans la vidéo', start: 330, play: /^Lire à partir de 5:30\s: Le braconnage/ },
    next: { name: 'Aller à 1:42 dans la vidéo', start: 102 },
    share: 'Partager',
    copy: 'Copier le lien',
    copied: /^Copié dans le presse-papiers\s!$/,
    add: 'Ajouter à la liste de visionnage',
    remove: 'Retirer de la liste de visionnage',
    added: 'Ajouté à votre liste de visionnage.',
    removed: 'Retiré de votre liste de visionnage.',
    question: /^Retirer de votre liste de visionnage\s\?$/,
    keep: 'Le garder',
    confirm: 'Retirer',
    addRead: 'Ajouter à la liste de lecture',
    addedRead: 'Ajouté à votre liste de lecture.',
    save: /^Enregistrer hors ligne/,
    savedNow: /Enregistré sur cet appareil \(\d/,
    cannotKeep: 'Ce navigateur ne peut pas garder de pages pour la lecture hors ligne.',
    turnOnScripts: /^Activez JavaScript dans ce navigateur pour voir ce qui est enregistré sur cet appareil/,
  },
] as const;

/** The page loads no React: no router script, only the modules of its parts by address. */
async function expectNoReact(page: Page) {
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('src') ?? ''));
  expect(scripts.filter((src) => !src.startsWith('/assets/js/'))).toEqual([]);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  // Inline: data (structured data, prefetch rules, the modules' and prefetches' names) and the
  // modules' loader (shared/lib/page-modules.ts), nothing else.
  const inline = await page
    .locator(
      'script:not([src]):not([type="application/ld+json"]):not([type="speculationrules"]):not([type="text/x-page-module"]):not([type="text/x-prefetch"])',
    )
    .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
  expect(inline).toEqual([PAGE_MODULES_LOADER_TEXT]);
}

/** The id of the transcript line marked as the current one. */
const markedLine = (page: Page) =>
  page.evaluate(() => document.querySelector('.transcript-line[aria-current="time"]')?.id ?? null);

/** Every request the page makes to the JSON member APIs. */
function memberApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(watchlist|readlist)/.test(pathname)) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

for (const language of LANGUAGES) {
  test.describe(`presentation and article pages in ${language.lang}`, () => {
    test('with JavaScript off: a moment link marks its line and sends the video link there', async ({ open }) => {
      const { page } = await open({ locale: language.locale, javaScriptEnabled: false });
      const outside = thirdPartyRequests(page);
      await page.goto(PRESENTATION);
      await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
      const watch = page.getByRole('link', { name: language.watch });
      await expect(watch).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/);
      await page.getByTestId('transcript').locator('summary').click();
      await page.getByRole('link', { name: language.line.name }).click();
      await expect(page).toHaveURL(
        (url) => url.searchParams.get('t') === String(language.line.start) && url.hash === `#t-${language.line.start}`,
      );
      await expect.poll(() => markedLine(page)).toBe(`t-${language.line.start}`);
      await expect(watch).toHaveAttribute('href', new RegExp(`&t=${language.line.start}s$`));
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(outside).toEqual([]);
    });

    test('with JavaScript on: a line before Play sets the moment, Play starts there, a line seeks the video', async ({
      open,
    }) => {
      const { page, context } = await open({ locale: language.locale });
      await installYouTubeDouble(context);
      const outside = thirdPartyRequests(page);
      await page.goto(PRESENTATION);
      await expectNoReact(page);
      await page.getByTestId('transcript').locator('summary').click();
      const scroll = await page.evaluate(() => window.scrollY);
      await page.getByRole('link', { name: language.line.name }).click();
      // The address names the moment, the page stays where it is, and Play says where it starts.
      await expect(page).toHaveURL((url) => url.searchParams.get('t') === String(language.line.start));
      expect(await page.evaluate(() => window.scrollY)).toBe(scroll);
      await expect.poll(() => markedLine(page)).toBe(`t-${language.line.start}`);
      // Nothing asked of YouTube before Play.
      expect(outside).toEqual([]);
      await page.getByRole('button', { name: language.line.play }).click();
      expect(await youtubeDouble(page)).toMatchObject({ start: language.line.start, autoplay: true });
      await waitForYouTubeDoubleTime(page, (seconds) => seconds > language.line.start);
      await page.getByRole('link', { name: language.next.name }).click();
      await waitForYouTubeDoubleTime(
        page,
        (seconds) => seconds >= language.next.start && seconds < language.next.start + 5,
      );
      await expect.poll(() => markedLine(page)).toBe(`t-${language.next.start}`);
      await expect(page.locator('.transcript-line[aria-current]')).toHaveCount(1);
      await expect(page.locator('iframe')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('with JavaScript on: resumes the video where this device left it', async ({ open }) => {
      const { page, context } = await open({ locale: language.locale });
      await installYouTubeDouble(context);
      await page.goto(`${PRESENTATION}?t=${language.line.start}`);
      await page.getByRole('button', { name: language.line.play }).click();
      await waitForYouTubeDoubleTime(page, (seconds) => seconds >= language.line.start + 1);
      // Left (the page is hidden): the device keeps where the player was.
      await page.goto(ARTICLE);
      await page.goto(PRESENTATION);
      const resume = page.locator('button.video-play');
      await expect(resume).toHaveAccessibleName(
        new RegExp(language.lang === 'en' ? '^Play from ' : '^Lire à partir de '),
      );
      await resume.click();
      const { start } = await youtubeDouble(page);
      expect(start).toBeGreaterThanOrEqual(language.line.start);
      expect(start).toBeLessThan(language.line.start + 15);
    });

    test('with JavaScript off: a member resumes the video and the article where their account says they left them', async ({
      open,
    }) => {
      const { page } = await open({ locale: language.locale, javaScriptEnabled: false });
      await signIn(page, await newMember('user', 'Resume'));
      await page.goto(ARTICLE);
      const articleId = await page.getByTestId('readlist-toggle').locator('input[name="id"]').inputValue();
      // Another device (with scripts) has sent where the member was, as the pages' modules do.
      const now = new Date().toISOString();
      const sent = await page.request.put('/api/progress', {
        headers: { 'content-type': 'application/json', origin: BASE_URL, 'sec-fetch-site': 'same-origin' },
        data: {
          entries: [
            { kind: 'presentation', id: 'presentation-1', at: 200, updatedAt: now },
            { kind: 'article', id: articleId, at: 0.5, updatedAt: now },
          ],
        },
      });
      expect(sent.status()).toBe(200);

      // The video's link starts there.
      await page.goto(PRESENTATION);
      await expect(page.getByRole('link', { name: language.watch })).toHaveAttribute('href', /&t=200s$/);
      // The article opens at its paragraph, as the Continue row links it.
      await page.goto(`${ARTICLE}#read-50`);
      const paragraph = page.locator('.article-body #read-50');
      await expect(paragraph).toHaveCount(1);
      await expect
        .poll(() =>
          paragraph.evaluate((element) => {
            const box = element.getBoundingClientRect();
            return window.scrollY > 0 && box.top >= 0 && box.top < window.innerHeight / 2;
          }),
        )
        .toBe(true);
    });

    test('with JavaScript off: the share menu opens and its links carry the page; copying is not offered', async ({
      open,
    }) => {
      const { page } = await open({ locale: language.locale, javaScriptEnabled: false });
      await page.goto(ARTICLE);
      await page.getByText(language.share, { exact: true }).click();
      const menu = page.locator('details.share-menu');
      await expect(menu).toHaveJSProperty('open', true);
      const shared = `${new URL(BASE_URL).origin}${ARTICLE}${language.lang === 'fr' ? '?lang=fr' : ''}`;
      await expect(menu.getByRole('link').first()).toHaveAttribute(
        'href',
        new RegExp(encodeURIComponent(shared).replace(/[.?]/g, '\\$&')),
      );
      await expect(menu.getByRole('button', { name: language.copy })).toHaveCount(0);
    });

    test('with JavaScript on: the share menu copies the address and says so', async ({ open }) => {
      const { page, context } = await open({ locale: language.locale });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
      await page.goto(PRESENTATION);
      await expectNoReact(page);
      await page.getByText(language.share, { exact: true }).click();
      await page.getByRole('button', { name: language.copy }).click();
      await expect(page.locator('.share-status')).toHaveText(language.copied);
      const shared = `${new URL(BASE_URL).origin}${PRESENTATION}${language.lang === 'fr' ? '?lang=fr' : ''}`;
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared);
    });

    test('with JavaScript off: a member adds to the watchlist, and removes after the question, asked in the page', async ({
      open,
    }) => {
      const { page } = await open({ locale: language.locale, javaScriptEnabled: false });
      await signIn(page, await newMember('user', 'Nojs'));
      await page.goto(PRESENTATION);
      const toggle = page.getByTestId('watchlist-toggle');
      await toggle.getByRole('button', { name: language.add }).click();
      await expect(toggle.getByText(language.added)).toBeVisible();
      // The question opens with no script and no round trip (a popover); keeping it keeps it.
      const remove = toggle.getByRole('button', { name: language.remove });
      await remove.click();
      const question = toggle.getByRole('alertdialog', { name: language.question });
      await expect(question).toBeVisible();
      expect(new URL(page.url()).searchParams.get('done')).toBe('added');
      await question.getByRole('button', { name: language.keep }).click();
      await expect(question).toBeHidden();
      await remove.click();
      await question.getByRole('button', { name: language.confirm, exact: true }).click();
      await expect(toggle.getByText(language.removed)).toBeVisible();
      await expect(toggle.getByRole('button', { name: language.add })).toHaveCount(1);

      // A browser without popovers sends the form unconfirmed (its fallback button, hidden here
      // where popovers work): the next page asks, in the form.
      await toggle.getByRole('button', { name: language.add }).click();
      await expect(toggle.getByText(language.added)).toBeVisible();
      await toggle.evaluate((form) => (form as HTMLFormElement).submit());
      await expect(page).toHaveURL((url) => url.searchParams.get('done') === 'confirm');
      const inPage = toggle.getByRole('group', { name: language.question });
      await expect(inPage).toBeVisible();
      await inPage.getByRole('link', { name: language.keep }).click();
      await expect(toggle.getByRole('group')).toHaveCount(0);
      await toggle.evaluate((form) => (form as HTMLFormElement).submit());
      await toggle
        .getByRole('group', { name: language.question })
        .getByRole('button', { name: language.confirm, exact: true })
        .click();
      await expect(toggle.getByText(language.removed)).toBeVisible();

      // The readlist on an article: the same form.
      await page.goto(ARTICLE);
      await page.getByTestId('readlist-toggle').getByRole('button', { name: language.addRead }).click();
      await expect(page.getByTestId('readlist-toggle').getByText(language.addedRead)).toBeVisible();
    });

    test('with JavaScript on: a member adds to the watchlist, and removes after the question, without the JSON API', async ({
      open,
    }) => {
      const { page } = await open({ locale: language.locale });
      const apiCalls = memberApiCalls(page);
      await signIn(page, await newMember('user', 'Withjs'));
      await page.goto(PRESENTATION);
      await expectNoReact(page);
      const toggle = page.getByTestId('watchlist-toggle');
      await toggle.getByRole('button', { name: language.add }).click();
      await expect(toggle.getByText(language.added)).toBeVisible();
      await page.waitForLoadState('load');
      const remove = toggle.getByRole('button', { name: language.remove });
      await remove.click();
      // Asked at once in the page, the keyboard on the harmless answer.
      const question = page.getByRole('alertdialog', { name: language.question });
      await expect(question).toBeVisible();
      await expect(question.getByRole('button', { name: language.keep })).toBeFocused();
      expect(new URL(page.url()).searchParams.get('done')).toBe('added');
      // (The pointer off the opener: its hover colours are Radix's, not the question's.)
      await page.mouse.move(0, 0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(question).toBeHidden();
      await remove.click();
      await question.getByRole('button', { name: language.confirm, exact: true }).click();
      await expect(toggle.getByText(language.removed)).toBeVisible();
      await expect(toggle.getByRole('button', { name: language.add })).toHaveCount(1);
      // One path: the form, never the JSON API.
      expect(apiCalls).toEqual([]);
    });

    test('with JavaScript off: Save for offline is not offered, and the saved page says why nothing is there', async ({
      open,
    }) => {
      const { page } = await open({ locale: language.locale, javaScriptEnabled: false });
      await page.goto(SAVED_PRESENTATION);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByRole('button', { name: language.save })).toHaveCount(0);
      await expect(page.getByTestId('save-offline')).toBeHidden();
      await page.goto('/saved');
      // Says what is needed, not that the browser cannot (issue #31).
      await expect(page.getByTestId('saved-noscript')).toHaveText(language.turnOnScripts);
      await expect(page.getByText(language.cannotKeep)).toBeHidden();
    });

    test('with JavaScript on, on a 2g connection (lite pages): saves a presentation and reads it with the network cut', async ({
      browser,
    }) => {
      // A context of its own (a page cut off the network logs errors of its own: not tracked).
      const context: BrowserContext = await browser.newContext({ baseURL: BASE_URL, locale: language.locale });
      try {
        await context.setExtraHTTPHeaders({ ECT: '2g' });
        const page = awaitingModules(await context.newPage());
        await page.goto(SAVED_PRESENTATION);
        await expect(page.getByTestId('mode-switch').first()).toHaveAttribute('data-mode', 'lite');
        await expectNoReact(page);
        // A slow line is not sent the player's preview image (the plain placeholder stands in).
        await expect(page.locator('img.video-poster')).toHaveCount(0);
        await expect(page.locator('.video-poster-placeholder')).toHaveCount(1);
        const title = await page.locator('h1').innerText();
        await page.getByRole('button', { name: language.save }).click();
        await expect(page.getByTestId('save-offline').getByText(language.savedNow)).toBeVisible({ timeout: 20_000 });
        await expect
          .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
          .toBe(true);

        await context.setOffline(true);
        await page.goto(SAVED_PRESENTATION);
        await expect(page.locator('h1')).toHaveText(title, { useInnerText: true });
        const transcript = page.locator('#transcript');
        await transcript.locator('summary').click();
        await expect(transcript).toHaveText(/\w{4,}/, { useInnerText: true });
        // The saved list opens offline too, with the item.
        await page.goto('/saved');
        await expect(page.getByTestId('saved-list').getByRole('link', { name: title })).toBeVisible();
      } finally {
        await context.close();
      }
    });
  });
}
