// The search page in Chromium (issue #25: whole HTML, no React): a plain GET form whose results
// the server renders with the page, the same with scripts and with none, in en and fr.
import { expect, test } from './fixtures';
import { seriousViolations } from './audit';

const TEXTS = {
  en: {
    locale: 'en-GB',
    label: 'Search the site',
    submit: 'Search',
    empty: 'There are no search results. Use the filter above to search our website.',
    presenters: 'Presenters',
  },
  fr: {
    locale: 'fr-FR',
    label: 'Rechercher sur le site',
    submit: 'Rechercher',
    empty: 'Il n’y a aucun résultat de recherche. Utilisez le filtre ci-dessus pour rechercher sur notre site.',
    presenters: 'Présentateurs',
  },
} as const;

for (const language of ['en', 'fr'] as const)
  for (const scripts of [true, false]) {
    const text = TEXTS[language];
    test(`searches, highlights matches, keeps the query in the address and filters by type, ${scripts ? 'with scripts' : 'with no script'} (${language})`, async ({
      open,
    }) => {
      const { page } = await open({ locale: text.locale, ...(scripts ? {} : { javaScriptEnabled: false }) });
      await page.goto('/search');
      await expect(page.getByTestId('search-empty')).toHaveText(text.empty);
      await page.getByLabel(text.label).fill('eleph');
      await page.locator('form.search-form').getByRole('button', { name: text.submit }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'eleph');
      await expect(page.getByTestId('search-results')).toBeVisible();
      // Accents aside: "eleph" finds the French "Éléphants" too.
      await expect(page.locator('mark').first()).toHaveText(/^[eé]l[eé]ph/i);
      await expect(page.getByLabel(text.label)).toHaveValue('eleph');
      if (scripts) expect(await seriousViolations(page)).toEqual([]);

      // A type filter: only the presenters' box ticked (every type is, when none was chosen).
      await page.getByLabel(text.label).fill('conservation');
      const boxes = page.locator('fieldset.search-types input[type="checkbox"]');
      for (const box of await boxes.all()) await box.setChecked((await box.getAttribute('value')) === 'presenter');
      await page.locator('form.search-form').getByRole('button', { name: text.submit }).click();
      await expect(page).toHaveURL(
        (url) => url.searchParams.get('q') === 'conservation' && url.searchParams.getAll('type').join() === 'presenter',
      );
      const types = await page
        .locator('[data-testid="search-results"] li')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-type')));
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types)).toEqual(new Set(['presenter']));
      await expect(page.getByRole('checkbox', { name: text.presenters })).toBeChecked();
    });
  }

for (const language of ['en', 'fr'] as const)
  test(`shows a talk's moments for words said in it, and corrects a typo with the way back (${language})`, async ({
    open,
  }) => {
    const words = {
      en: { locale: 'en-GB', moment: 'Watch from', showing: 'Showing results for', instead: 'Search instead for' },
      fr: {
        locale: 'fr-FR',
        moment: 'Regarder à partir de',
        showing: 'Résultats affichés pour',
        instead: 'Rechercher plutôt',
      },
    }[language];
    const { page } = await open({ locale: words.locale, javaScriptEnabled: false });
    await page.goto(`/search?q=${language === 'en' ? 'dehorned+stump' : 'recouper+dix-huit+mois'}`);
    const talk = page
      .getByTestId('search-results')
      .locator('li', { has: page.locator('.search-moment') })
      .first();
    await expect(talk.locator('.search-moment').first()).toContainText(words.moment);
    await expect(talk.locator('.search-moment q mark').first()).toBeVisible();
    await expect(talk.locator('.search-moment-link').first()).toHaveAttribute(
      'href',
      /\/video-presentations\/presentation-1\?t=\d+$/,
    );

    await page.goto('/search?q=rhinno');
    await expect(page.getByTestId('search-correction')).toContainText(`${words.showing} rhino`);
    await expect(page.getByTestId('search-correction')).toContainText(`${words.instead} rhinno`);
    await expect(page.getByTestId('search-results')).toBeVisible();
    await page.getByRole('link', { name: 'rhinno' }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('exact') === '1' && url.searchParams.get('q') === 'rhinno',
    );
    await expect(page.getByTestId('search-correction')).toHaveCount(0);
    await expect(page.getByTestId('search-no-results')).toBeVisible();
  });
