// The home, about, FAQ, legal and projects pages in Chromium, in English and French.
import { seriousViolations } from './audit';
import { BASE_URL, expect, test, type OpenOptions, type Page, type TrackedPage } from './fixtures';

type Open = (options?: OpenOptions) => Promise<TrackedPage>;

const HOME_SECTIONS = [
  'banner',
  'latest-collections',
  'browse-categories',
  'browse-collections',
  'fun-fact',
  'featured-events',
  'featured-articles',
  'spotlight',
  'newsletter',
  'donate',
  'patrons',
  'collaborators',
  'advisory-council',
  'how-to-use',
  'how-to-present',
  'become-presenter',
];

/** Opens a page and waits until it is hydrated; answers the HTTP status. */
async function visit(open: Open, path: string, locale?: string): Promise<TrackedPage & { status?: number }> {
  const tab = await open(locale ? { locale } : {});
  const response = await tab.page.goto(BASE_URL + path);
  return { ...tab, status: response?.status() };
}

/** The advisory council's heading and its members' names, as locators. */
function councilList(page: Page) {
  const section = page.locator('section[data-section="advisory-council"]');
  return {
    heading: section.getByRole('heading', { level: 2 }),
    names: section.getByTestId('council-list').getByRole('listitem').getByRole('heading', { level: 3 }),
  };
}

/** The advisory council's section: its heading, and the names and photos of its members. */
async function council(page: Page) {
  const section = page.locator('section[data-section="advisory-council"]');
  await section.getByTestId('council-list').waitFor();
  return {
    heading: await section.getByRole('heading', { level: 2 }).textContent(),
    names: await section
      .getByTestId('council-list')
      .getByRole('listitem')
      .getByRole('heading', { level: 3 })
      .allTextContents(),
    photos: await section.locator('img.council-photo').evaluateAll((images) =>
      images.map((image) => {
        const box = image.getBoundingClientRect();
        const element = image as HTMLImageElement;
        return { alt: element.getAttribute('alt'), width: box.width, height: box.height, loaded: element.naturalWidth };
      }),
    ),
  };
}

/** How far the page is wider than the window (0 when nothing sticks out). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const sectionOrder = (page: Page) =>
  page.$$eval('[data-section]', (nodes) => nodes.map((node) => node.getAttribute('data-section')));

test.describe('the home page in a browser', () => {
  test('shows every section in order in English, hydrated, accessible', async ({ open }) => {
    const tab = await visit(open, '/');
    expect(tab.status).toBe(200);
    const { page } = tab;
    await expect.poll(() => sectionOrder(page)).toEqual(HOME_SECTIONS);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByTestId('category-links').getByRole('link')).toHaveCount(9);
    expect(await page.getByTestId('collection-links').getByRole('link').count()).toBeGreaterThan(0);
    await expect(page.getByTestId('fun-fact')).toBeVisible();
    await expect(page.getByTestId('spotlight-presenters').getByRole('article')).toHaveCount(3);
    await expect(page.getByTestId('patron-list').getByRole('link')).toHaveCount(5);
    await expect(page.getByTestId('collaborator-list').getByRole('link')).toHaveCount(6);
    const members = councilList(page);
    await expect(members.heading).toHaveText('Our advisory council');
    await expect(members.names).toHaveCount(6);
    await expect(members.names.first()).toHaveText('Nomvula Khumalo');
    await expect(members.names.filter({ hasText: /^Abebe Tesfaye$/ })).toHaveCount(1);
    await expect(page.getByText('Chair; savanna ecologist', { exact: true })).toHaveCount(1);
    await expect(page.getByTestId('newsletter-form')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Contact us to donate' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Sign up as a presenter' })).toHaveAttribute('href', '/signup');
    // Images below the fold wait until they are needed.
    await expect(page.locator('.partner-logo').first()).toHaveAttribute('loading', 'lazy');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shows every section in French', async ({ open }) => {
    const tab = await visit(open, '/', 'fr-FR');
    const { page } = tab;
    await expect.poll(() => sectionOrder(page)).toEqual(HOME_SECTIONS);
    await expect(page.getByRole('heading', { name: 'Parcourir par catégorie' })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Le saviez-vous\u00a0?' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: /Conservation de la biodiversité/ })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Devenez présentateur' })).toHaveCount(1);
    // French only: the member without a French role is left out.
    const members = councilList(page);
    await expect(members.heading).toHaveText('Notre conseil consultatif');
    await expect(members.names).toHaveCount(5);
    await expect(members.names.filter({ hasText: /^Abebe Tesfaye$/ })).toHaveCount(0);
    await expect(page.getByText('Présidente\u00a0; écologue des savanes', { exact: true })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('lays the advisory council out on a phone and a wide screen, photos in their space', async ({ open }) => {
    const tab = await open();
    for (const [width, columns] of [
      [390, 1],
      [1440, 3],
    ] as const) {
      await tab.page.setViewportSize({ width, height: 900 });
      await tab.page.goto(BASE_URL + '/');
      const section = tab.page.locator('section[data-section="advisory-council"]');
      await section.scrollIntoViewIfNeeded();
      await tab.page.waitForFunction(() =>
        Array.from(document.querySelectorAll<HTMLImageElement>('img.council-photo')).every((image) => image.complete),
      );
      const { photos } = await council(tab.page);
      expect(photos, `${width}`).toHaveLength(6);
      for (const photo of photos) {
        expect(photo.alt).toBe('');
        expect(photo.loaded, `${width}: photo loaded`).toBeGreaterThan(0);
        expect(photo.width, `${width}`).toBe(photo.height);
        expect(photo.width, `${width}`).toBeGreaterThanOrEqual(64);
      }
      const tops = await section
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(tops.filter((top) => top === tops[0]).length, `${width}: members in the first row`).toBe(columns);
      expect(await overflow(tab.page), `${width}`).toBe(0);
    }
  });

  test('opens the presentations filtered by a category', async ({ open }) => {
    const tab = await visit(open, '/');
    await tab.page
      .getByTestId('category-links')
      .getByRole('link', { name: /Leadership/ })
      .click();
    await expect(tab.page).toHaveURL((url) => url.pathname === '/video-presentations');
    await expect(tab.page).toHaveURL((url) => url.searchParams.get('category') === 'leadership');
  });

  test('renders the sections again after a client-side visit', async ({ open }) => {
    const tab = await visit(open, '/faq');
    await tab.page.getByRole('link', { name: 'Conservation Tutorials Africa' }).first().click();
    await expect(tab.page).toHaveURL((url) => url.pathname === '/');
    await expect(tab.page.getByTestId('category-links')).toBeVisible();
    await expect.poll(() => sectionOrder(tab.page)).toEqual(HOME_SECTIONS);
  });
});

test.describe('the about page in a browser', () => {
  test('shows the video poster and loads the player only when asked', async ({ open }) => {
    const tab = await visit(open, '/about');
    expect(tab.status).toBe(200);
    const { page } = tab;
    // The player stays offline in tests.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.locator('.video-player[data-state="poster"]')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('.video-player button').click();
    const frame = page.locator('.video-player iframe');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(frame).toHaveAttribute('title', 'Introduction to Conservation Tutorials Africa');
    await expect(page.locator('[data-audience]')).toHaveCount(3);
    const members = councilList(page);
    await expect(members.heading).toHaveText('Our advisory council');
    await expect(members.names).toHaveCount(6);
  });

  test('is in French', async ({ open }) => {
    const tab = await visit(open, '/about', 'fr-FR');
    await expect(tab.page.getByRole('heading', { level: 1 })).toHaveText('À propos');
    await expect(tab.page.getByRole('heading', { name: 'Pour les institutions' })).toHaveCount(1);
    const members = councilList(tab.page);
    await expect(members.heading).toHaveText('Notre conseil consultatif');
    await expect(members.names).toHaveCount(5);
    expect(await seriousViolations(tab.page)).toEqual([]);
  });
});

/** The FAQ question that the address `/faq#<anchor>` names (the anchor is inside its answer). */
const faqQuestion = (page: Page, anchor: string) => page.locator(`details.faq-question:has(> #${anchor})`);

test.describe('the FAQ in a browser', () => {
  test('opens and shows the question the address points at', async ({ open }) => {
    const tab = await visit(open, '/faq#faq-faq-8');
    const question = faqQuestion(tab.page, 'faq-faq-8');
    await expect.poll(() => question.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(true);
    await expect(question).toBeVisible();
    await expect
      .poll(() =>
        question.evaluate((node) => {
          const box = node.getBoundingClientRect();
          return box.top >= 0 && box.top < window.innerHeight;
        }),
      )
      .toBe(true);
    // The others stay closed.
    await expect(tab.page.locator('details[open]')).toHaveCount(1);
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  for (const locale of ['en-GB', 'fr-FR'])
    test(`opens the question the address points at on a phone without JavaScript (${locale}, issue #31)`, async ({
      open,
    }) => {
      const { page } = await open({ locale, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      await page.goto(BASE_URL + '/faq#faq-faq-7');
      const question = faqQuestion(page, 'faq-faq-7');
      await expect.poll(() => question.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(true);
      await expect(question.locator('.faq-answer')).toBeVisible();
      // The question's top on screen, below the sticky header.
      const top = await question.evaluate((node) => node.getBoundingClientRect().top);
      const header = await page.locator('.site-header').evaluate((node) => node.getBoundingClientRect().bottom);
      expect(top).toBeGreaterThanOrEqual(header - 1);
      expect(top).toBeLessThan(844 / 2);
      await expect(page.locator('details[open]')).toHaveCount(1);
    });

  test('lists the topics by weight and opens questions with the keyboard', async ({ open }) => {
    const tab = await visit(open, '/faq');
    const { page } = tab;
    await expect(page.getByRole('navigation', { name: 'FAQ topics' }).getByRole('link')).toHaveText([
      'About the tutorials',
      'Videos and resources',
      'Account and membership',
      'Becoming a presenter',
    ]);
    await faqQuestion(page, 'faq-faq-4').locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => faqQuestion(page, 'faq-faq-4').evaluate((node) => (node as HTMLDetailsElement).open))
      .toBe(true);
    await page.getByRole('link', { name: 'Becoming a presenter' }).click();
    await expect(page).toHaveURL((url) => url.hash === '#category-faq-category-presenters');
  });

  test('is in French', async ({ open }) => {
    const tab = await visit(open, '/faq#faq-faq-1', 'fr-FR');
    await expect
      .poll(() => faqQuestion(tab.page, 'faq-faq-1').evaluate((node) => (node as HTMLDetailsElement).open))
      .toBe(true);
    await expect(faqQuestion(tab.page, 'faq-faq-1').locator('summary')).toHaveText(
      'À qui s’adressent les tutoriels\u00a0?',
    );
    expect(await seriousViolations(tab.page)).toEqual([]);
  });
});

test.describe('the legal pages in a browser', () => {
  test('links the three documents from the index', async ({ open }) => {
    const tab = await visit(open, '/legal');
    expect(tab.status).toBe(200);
    await tab.page
      .getByRole('link', { name: /Privacy policy/ })
      .first()
      .click();
    await expect(tab.page).toHaveURL((url) => url.pathname === '/legal/privacy-policy');
    await expect(tab.page.getByTestId('legal-document')).toBeVisible();
    await expect(tab.page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  for (const [path, locale, title, phrase] of [
    ['/legal/gdpr-policy', undefined, 'GDPR policy', 'POPIA'],
    ['/legal/privacy-policy', undefined, 'Privacy policy', 'i18n_redirected'],
    ['/legal/terms-and-conditions', undefined, 'Terms and conditions', 'Acceptable use'],
    ['/legal/gdpr-policy', 'fr-FR', 'Politique RGPD', 'Vos droits'],
    ['/legal/privacy-policy', 'fr-FR', 'Politique de confidentialité', 'Cookie de session'],
    ['/legal/terms-and-conditions', 'fr-FR', 'Conditions générales', 'Utilisation acceptable'],
  ] as const) {
    test(`shows ${path} (${locale})`, async ({ open }) => {
      const tab = await visit(open, path, locale);
      expect(tab.status).toBe(200);
      await expect(tab.page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(tab.page.getByTestId('legal-document')).toContainText(phrase);
      expect(await seriousViolations(tab.page)).toEqual([]);
    });
  }
});

test.describe('the projects pages in a browser', () => {
  test('goes from the projects to a project, a sub-project and a theme', async ({ open }) => {
    const tab = await visit(open, '/projects');
    expect(tab.status).toBe(200);
    const { page } = tab;
    await expect(page.getByTestId('project-cards').getByRole('article')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Rhino Range Expansion' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/projects/project-1');
    await expect(page.getByTestId('sub-project-cards')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rhino Range Expansion');
    await expect(page.getByTestId('sub-project-cards').getByRole('article')).toHaveCount(3);
    await expect(page.getByTestId('theme-cards').getByRole('article')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Safe Haven Translocations' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/projects/project-1/rhino-safe-havens');
    await expect(page.getByTestId('sibling-cards')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safe Haven Translocations');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('parent-project').getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname === '/projects/project-1');
    await page.getByRole('link', { name: 'Community Stewardship' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/projects/themes/sub-theme-4');
    await expect(page.getByTestId('project-cards')).toBeVisible();
    await expect(page.getByTestId('project-cards').getByRole('article')).toHaveCount(3);
  });

  test('lists the themes, in French too', async ({ open }) => {
    const tab = await visit(open, '/projects/themes', 'fr-FR');
    expect(tab.status).toBe(200);
    await expect(tab.page.getByTestId('theme-cards').getByRole('article')).toHaveCount(4);
    await expect(tab.page.getByRole('link', { name: 'Eau et zones humides' })).toHaveCount(1);
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  test('shows a theme page on first load', async ({ open }) => {
    const tab = await visit(open, '/projects/themes/sub-theme-2');
    expect(tab.status).toBe(200);
    await expect(tab.page.getByRole('heading', { level: 1 })).toHaveText('Water and Wetlands');
    await expect(tab.page.getByTestId('project-cards')).toBeVisible();
    await expect(tab.page.getByTestId('project-cards').getByRole('article')).toHaveCount(1);
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  test('shows a sub-project page on first load in French', async ({ open }) => {
    const tab = await visit(open, '/projects/project-3/herder-training-academy', 'fr-FR');
    expect(tab.status).toBe(200);
    await expect(tab.page.getByRole('heading', { level: 1 })).toHaveText('Académie de formation des bergers');
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  test('answers 404 for an unknown project', async ({ open }) => {
    const tab = await open();
    const response = await tab.page.goto(BASE_URL + '/projects/project-404');
    expect(response?.status()).toBe(404);
    await expect(tab.page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
    // The browser logs the 404 of the document itself; that is the expected answer, not an app error.
    tab.errors.splice(0, tab.errors.length, ...tab.errors.filter((error) => !error.includes('404')));
  });
});
