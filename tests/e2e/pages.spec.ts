import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, browserSuite, seriousViolations, waitForHydration, type TrackedPage } from './browser';

const suite = browserSuite();
let tab: TrackedPage;

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
async function visit(path: string, locale?: string): Promise<number | undefined> {
  tab = await suite.open(locale ? { locale } : {});
  const response = await tab.page.goto(BASE_URL + path);
  await waitForHydration(tab.page);
  return response?.status();
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

describe('the home page in a browser', () => {
  it('shows every section in order in English, hydrated, accessible', async () => {
    expect(await visit('/')).toBe(200);
    const { page } = tab;
    expect(await sectionOrder(page)).toEqual(HOME_SECTIONS);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByTestId('category-links').getByRole('link').count()).toBe(9);
    expect(await page.getByTestId('collection-links').getByRole('link').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('fun-fact').isVisible()).toBe(true);
    expect(await page.getByTestId('spotlight-presenters').getByRole('article').count()).toBe(3);
    expect(await page.getByTestId('patron-list').getByRole('link').count()).toBe(5);
    expect(await page.getByTestId('collaborator-list').getByRole('link').count()).toBe(6);
    const members = await council(page);
    expect(members.heading).toBe('Our advisory council');
    expect(members.names).toHaveLength(6);
    expect(members.names[0]).toBe('Nomvula Khumalo');
    expect(members.names).toContain('Abebe Tesfaye');
    expect(await page.getByText('Chair; savanna ecologist', { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('newsletter-form').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Contact us to donate' }).getAttribute('href')).toBe('/contact');
    expect(await page.getByRole('link', { name: 'Sign up as a presenter' }).getAttribute('href')).toBe('/signup');
    // Images below the fold wait until they are needed.
    expect(await page.locator('.partner-logo').first().getAttribute('loading')).toBe('lazy');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows every section in French', async () => {
    await visit('/', 'fr-FR');
    const { page } = tab;
    expect(await sectionOrder(page)).toEqual(HOME_SECTIONS);
    expect(await page.getByRole('heading', { name: 'Parcourir par catégorie' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Le saviez-vous\u00a0?' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Conservation de la biodiversité/ }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Devenez présentateur' }).count()).toBe(1);
    // French only: the member without a French role is left out.
    const members = await council(page);
    expect(members.heading).toBe('Notre conseil consultatif');
    expect(members.names).toHaveLength(5);
    expect(members.names).not.toContain('Abebe Tesfaye');
    expect(await page.getByText('Présidente ; écologue des savanes', { exact: true }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lays the advisory council out on a phone and a wide screen, photos in their space', async () => {
    tab = await suite.open();
    for (const [width, columns] of [
      [390, 1],
      [1440, 3],
    ] as const) {
      await tab.page.setViewportSize({ width, height: 900 });
      await tab.page.goto(BASE_URL + '/');
      await waitForHydration(tab.page);
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

  it('opens the presentations filtered by a category', async () => {
    await visit('/');
    await tab.page
      .getByTestId('category-links')
      .getByRole('link', { name: /Leadership/ })
      .click();
    await tab.page.waitForURL((url) => url.pathname === '/video-presentations');
    expect(new URL(tab.page.url()).searchParams.get('category')).toBe('leadership');
  });

  it('renders the sections again after a client-side visit', async () => {
    await visit('/faq');
    await tab.page.getByRole('link', { name: 'Conservation Tutorials Africa' }).first().click();
    await tab.page.waitForURL((url) => url.pathname === '/');
    await tab.page.getByTestId('category-links').waitFor();
    expect(await sectionOrder(tab.page)).toEqual(HOME_SECTIONS);
  });
});

describe('the about page in a browser', () => {
  it('shows the video poster and loads the player only when asked', async () => {
    expect(await visit('/about')).toBe(200);
    const { page } = tab;
    // The player stays offline in tests.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.locator('.video-player[data-state="poster"]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('.video-player button').click();
    const frame = page.locator('.video-player iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toContain('https://www.youtube-nocookie.com/embed/');
    expect(await frame.getAttribute('title')).toBe('Introduction to Conservation Tutorials Africa');
    expect(await page.locator('[data-audience]').count()).toBe(3);
    const members = await council(page);
    expect(members.heading).toBe('Our advisory council');
    expect(members.names).toHaveLength(6);
  });

  it('is in French', async () => {
    await visit('/about', 'fr-FR');
    expect(await tab.page.getByRole('heading', { level: 1 }).textContent()).toBe('À propos');
    expect(await tab.page.getByRole('heading', { name: 'Pour les institutions' }).count()).toBe(1);
    const members = await council(tab.page);
    expect(members.heading).toBe('Notre conseil consultatif');
    expect(members.names).toHaveLength(5);
    expect(await seriousViolations(tab.page)).toEqual([]);
  });
});

describe('the FAQ in a browser', () => {
  it('opens and shows the question the address points at', async () => {
    await visit('/faq#faq-faq-8');
    const question = tab.page.locator('#faq-faq-8');
    await tab.page.waitForFunction(() => (document.getElementById('faq-faq-8') as HTMLDetailsElement | null)?.open);
    expect(await question.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(true);
    expect(await question.isVisible()).toBe(true);
    const inView = await question.evaluate((node) => {
      const box = node.getBoundingClientRect();
      return box.top >= 0 && box.top < window.innerHeight;
    });
    expect(inView).toBe(true);
    // The others stay closed.
    expect(await tab.page.locator('details[open]').count()).toBe(1);
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  it('lists the topics by weight and opens questions with the keyboard', async () => {
    await visit('/faq');
    const { page } = tab;
    const topics = await page.getByRole('navigation', { name: 'FAQ topics' }).getByRole('link').allTextContents();
    expect(topics).toEqual([
      'About the tutorials',
      'Videos and resources',
      'Account and membership',
      'Becoming a presenter',
    ]);
    await page.locator('#faq-faq-4 summary').focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('#faq-faq-4').evaluate((node) => (node as HTMLDetailsElement).open)).toBe(true);
    await page.getByRole('link', { name: 'Becoming a presenter' }).click();
    expect(new URL(page.url()).hash).toBe('#category-faq-category-presenters');
  });

  it('is in French', async () => {
    await visit('/faq#faq-faq-1', 'fr-FR');
    await tab.page.waitForFunction(() => (document.getElementById('faq-faq-1') as HTMLDetailsElement | null)?.open);
    expect(await tab.page.locator('#faq-faq-1 summary').textContent()).toBe("À qui s'adressent les tutoriels ?");
    expect(await seriousViolations(tab.page)).toEqual([]);
  });
});

describe('the legal pages in a browser', () => {
  it('links the three documents from the index', async () => {
    expect(await visit('/legal')).toBe(200);
    await tab.page
      .getByRole('link', { name: /Privacy policy/ })
      .first()
      .click();
    await tab.page.waitForURL((url) => url.pathname === '/legal/privacy-policy');
    await tab.page.getByTestId('legal-document').waitFor();
    expect(await tab.page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy policy');
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  it.each([
    ['/legal/gdpr-policy', undefined, 'GDPR policy', 'POPIA'],
    ['/legal/privacy-policy', undefined, 'Privacy policy', 'i18n_redirected'],
    ['/legal/terms-and-conditions', undefined, 'Terms and conditions', 'Acceptable use'],
    ['/legal/gdpr-policy', 'fr-FR', 'Politique RGPD', 'Vos droits'],
    ['/legal/privacy-policy', 'fr-FR', 'Politique de confidentialité', 'Cookie de session'],
    ['/legal/terms-and-conditions', 'fr-FR', 'Conditions générales', 'Utilisation acceptable'],
  ])('shows %s (%s)', async (path, locale, title, phrase) => {
    expect(await visit(path, locale)).toBe(200);
    expect(await tab.page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await tab.page.getByTestId('legal-document').textContent()).toContain(phrase);
    expect(await seriousViolations(tab.page)).toEqual([]);
  });
});

describe('the projects pages in a browser', () => {
  it('goes from the projects to a project, a sub-project and a theme', async () => {
    expect(await visit('/projects')).toBe(200);
    const { page } = tab;
    expect(await page.getByTestId('project-cards').getByRole('article').count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Rhino Range Expansion' }).click();
    await page.waitForURL((url) => url.pathname === '/projects/project-1');
    await page.getByTestId('sub-project-cards').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Rhino Range Expansion');
    expect(await page.getByTestId('sub-project-cards').getByRole('article').count()).toBe(3);
    expect(await page.getByTestId('theme-cards').getByRole('article').count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Safe Haven Translocations' }).click();
    await page.waitForURL((url) => url.pathname === '/projects/project-1/rhino-safe-havens');
    await page.getByTestId('sibling-cards').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Safe Haven Translocations');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('parent-project').getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/projects/project-1');
    await page.getByRole('link', { name: 'Community Stewardship' }).click();
    await page.waitForURL((url) => url.pathname === '/projects/themes/sub-theme-4');
    await page.getByTestId('project-cards').waitFor();
    expect(await page.getByTestId('project-cards').getByRole('article').count()).toBe(3);
  });

  it('lists the themes, in French too', async () => {
    expect(await visit('/projects/themes', 'fr-FR')).toBe(200);
    expect(await tab.page.getByTestId('theme-cards').getByRole('article').count()).toBe(4);
    expect(await tab.page.getByRole('link', { name: 'Eau et zones humides' }).count()).toBe(1);
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  it('shows a theme page on first load', async () => {
    expect(await visit('/projects/themes/sub-theme-2')).toBe(200);
    expect(await tab.page.getByRole('heading', { level: 1 }).textContent()).toBe('Water and Wetlands');
    await tab.page.getByTestId('project-cards').waitFor();
    expect(await tab.page.getByTestId('project-cards').getByRole('article').count()).toBe(1);
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  it('shows a sub-project page on first load in French', async () => {
    expect(await visit('/projects/project-3/herder-training-academy', 'fr-FR')).toBe(200);
    expect(await tab.page.getByRole('heading', { level: 1 }).textContent()).toBe('Académie de formation des bergers');
    expect(await seriousViolations(tab.page)).toEqual([]);
  });

  it('answers 404 for an unknown project', async () => {
    tab = await suite.open();
    const response = await tab.page.goto(BASE_URL + '/projects/project-404');
    expect(response?.status()).toBe(404);
    await waitForHydration(tab.page);
    expect(await tab.page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Not Found');
    // The browser logs the 404 of the document itself; that is the expected answer, not an app error.
    tab.errors.splice(0, tab.errors.length, ...tab.errors.filter((error) => !error.includes('404')));
  });
});
