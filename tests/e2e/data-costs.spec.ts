// The page that explains what data costs (issue #26) in Chromium, in English and French, with
// JavaScript off and on: the source of the prices and its year, the rates' source and date; the
// country Cloudflare gives (CF-IPCountry, as it sets in production) first, then the visitor's own
// choice by a plain form, which changes the amounts and is kept on the next pages; no serious
// accessibility violation.
import { seriousViolations } from './audit';
import { expect, test, VISITOR_USER_AGENT, type Page } from './fixtures';

const LANGUAGES = [
  {
    locale: 'en-GB',
    title: 'What data costs',
    edition: '2023 edition',
    older: '2021 edition',
    ratesDate: '21 May 2026',
    southAfrica: 'South Africa',
    kenya: 'Kenya',
    apply: 'Show costs',
    none: 'No country is chosen',
    footer: 'What data costs',
  },
  {
    locale: 'fr-FR',
    title: 'Ce que coûtent les données',
    edition: 'Édition 2023',
    older: 'Édition 2021',
    ratesDate: '21 mai 2026',
    southAfrica: 'Afrique du Sud',
    kenya: 'Kenya',
    apply: 'Afficher les coûts',
    none: 'Aucun pays n’est choisi',
    footer: 'Ce que coûtent les données',
  },
] as const;

/** The example's cost ("≈ 12 KES (0.01 USD)") as the page writes it. */
const example = (page: Page) => page.getByTestId('data-costs-example');

for (const words of LANGUAGES) {
  for (const javaScriptEnabled of [false, true]) {
    test.describe(`${words.locale}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test('names the source and year of the prices and the date of the rates, and keeps the chosen country', async ({
        open,
      }) => {
        test.setTimeout(120_000);
        const { page, context } = await open({
          locale: words.locale,
          javaScriptEnabled,
          userAgent: VISITOR_USER_AGENT,
        });
        // Cloudflare's country for this visitor: the header it sets in production (the local stack
        // fakes cf.country as US for every request, so the header goes first).
        await context.setExtraHTTPHeaders({ 'cf-ipcountry': 'ZA' });
        await page.goto('/data-costs');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);

        const sources = page.getByTestId('data-costs-sources');
        await expect(sources.getByRole('link', { name: /Cable\.co\.uk/ })).toHaveAttribute(
          'href',
          'https://www.cable.co.uk/mobiles/worldwide-data-pricing/',
        );
        await expect(sources).toContainText(words.edition);
        await expect(sources).toContainText(words.older);
        await expect(sources.getByRole('link', { name: 'ExchangeRate-API' })).toBeVisible();
        await expect(sources).toContainText(words.ratesDate);

        // The detected country: its costs in rand, its row marked.
        await expect(page.getByTestId('data-costs-current')).toContainText(words.southAfrica);
        await expect(example(page)).toContainText('ZAR');
        await expect(example(page)).toContainText('USD');
        await expect(page.locator('tr.is-yours')).toHaveAttribute('data-country', 'ZA');
        const table = page.getByRole('table');
        await expect(table.locator('tbody tr')).toHaveCount(55);
        await expect(table.locator('tr[data-country="NG"] td').first()).toContainText('NGN');
        // axe runs in the page: only where pages run scripts.
        if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);

        // The visitor chooses Kenya: the amounts change to shillings.
        const southAfricaExample = await example(page).textContent();
        // The select is named by its label (with its chosen option, as a combobox's name is).
        await expect(page.getByRole('combobox', { name: /^(Country|Pays)\b/ })).toHaveValue('ZA');
        await page.locator('#data-costs-select').selectOption('KE');
        await page.getByRole('button', { name: words.apply }).click();
        await expect(page).toHaveURL(/[?&]country=KE\b/);
        await expect(page.getByTestId('data-costs-current')).toContainText(words.kenya);
        await expect(example(page)).toContainText('KES');
        expect(await example(page).textContent()).not.toBe(southAfricaExample);
        await expect(page.locator('tr.is-yours')).toHaveAttribute('data-country', 'KE');

        // Kept on the next pages, over the country Cloudflare still gives: another page, then back
        // by the footer's link.
        await page.goto('/about');
        await page.getByRole('contentinfo').getByRole('link', { name: words.footer }).click();
        await expect(page).toHaveURL(/\/data-costs$/);
        await expect(page.getByTestId('data-costs-current')).toContainText(words.kenya);
        await expect(example(page)).toContainText('KES');
        await expect(page.locator('#data-costs-select')).toHaveValue('KE');

        // "None": sizes only, kept too.
        await page.locator('#data-costs-select').selectOption('none');
        await page.getByRole('button', { name: words.apply }).click();
        await expect(page.getByTestId('data-costs-current')).toHaveText(new RegExp(words.none));
        await expect(example(page)).not.toContainText('USD');
        await page.goto('/data-costs');
        await expect(page.getByTestId('data-costs-current')).toHaveText(new RegExp(words.none));
        await expect(page.locator('tr.is-yours')).toHaveCount(0);
        // axe runs in the page: only where pages run scripts.
        if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
      });
    });
  }
}
