// fr shows French, combined French with English as the fallback (spec §1, issue #13): in fr,
// what has no French version is left out of lists, search and feeds, with a line saying how many
// more exist in English; its own page says so in French and offers the combined reading.
// The sample pack has no French for articles 11 (why-hyenas-deserve-better-press) and 15, event 6
// and presentations 14, 19, 30, 41.
import { describe, expect, it } from 'vitest';
import type { ListingData } from '#web/app/lib/view-models.ts';
import { loaderData, rebuildSearch, request } from './helpers';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const page = async (path: string, locale: 'en' | 'fr' | 'combined', crawler = true) => {
  const response = await request(path, {
    headers: {
      accept: 'text/html',
      cookie: `i18n_redirected=${locale}`,
      'user-agent': crawler ? 'Googlebot/2.1 (+http://www.google.com/bot.html)' : BROWSER,
    },
  });
  return { status: response.status, html: await response.text() };
};
const listing = async (path: string, locale: string) =>
  (
    await loaderData<{ listing: ListingData }>(
      path.startsWith('/blog') ? 'blog' : 'presentations',
      path,
      `i18n_redirected=${locale}`,
    )
  ).json.listing;

describe('French only in fr', () => {
  it('leaves the presentations without French out of the list in fr and counts them', async () => {
    const fr = await listing('/video-presentations', 'fr');
    const combined = await listing('/video-presentations', 'combined');
    const en = await listing('/video-presentations', 'en');
    expect(combined.total).toBe(45);
    expect(en.total).toBe(45);
    expect(fr.total).toBe(41);
    expect(fr.englishOnly).toBe(4);
    expect(combined.englishOnly).toBe(0);
    // Every page of the French list, and nothing without French on it.
    const ids: string[] = [];
    for (let number = 1; number <= fr.pageCount; number += 1) {
      ids.push(...(await listing(`/video-presentations?page=${number}`, 'fr')).items.map((card) => card.url));
    }
    for (const id of ['presentation-14', 'presentation-19', 'presentation-30', 'presentation-41']) {
      expect(ids).not.toContain(`/video-presentations/${id}`);
    }
  });

  it('says how many more exist in English, with a link to the combined reading of the same list', async () => {
    const { html } = await page('/blog?sort=1', 'fr');
    const note = /<p[^>]*data-testid="english-only-note"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    expect(note).toContain('2 autres éléments n’existent qu’en anglais.');
    expect(note).toMatch(/href="\/blog\?sort=1&amp;lang=combined"/);
    expect((await page('/blog', 'combined')).html).not.toContain('english-only-note');
    expect((await page('/blog', 'en')).html).not.toContain('english-only-note');
  });

  it('counts only what matches the filters', async () => {
    const all = await listing('/blog', 'fr');
    const filtered = await listing('/blog?category=no-such-category', 'fr');
    expect(all.englishOnly).toBe(2);
    expect(filtered.englishOnly).toBe(0);
  });

  it('shows French only in fr, where combined falls back to English field by field', async () => {
    const fr = await page('/events', 'fr');
    const combined = await page('/events', 'combined');
    expect(combined.html).toContain('href="/events/event-6"');
    expect(fr.html).not.toContain('href="/events/event-6"');
  });

  it.each([['/video-presentations/presentation-14'], ['/blog/why-hyenas-deserve-better-press'], ['/events/event-6']])(
    'answers %s in fr with a French page that says it exists in English only',
    async (path) => {
      const fr = await page(path, 'fr', false);
      expect(fr.status).toBe(404);
      expect(fr.html).toContain('<html lang="fr"');
      expect(fr.html).toContain('Cette page n’existe qu’en anglais');
      expect(fr.html).toMatch(new RegExp(`href="${path}\\?lang=combined"`));
      expect(fr.html).toContain('<title>Disponible en anglais seulement - Conservation Tutorials Africa</title>');
      expect((await page(path, 'combined')).status).toBe(200);
      expect((await page(path, 'en')).status).toBe(200);
      // An address that names nothing is still the ordinary 404.
      const none = await page(`${path}-nothing`, 'fr');
      expect(none.status).toBe(404);
      expect(none.html).not.toContain('Cette page n’existe qu’en anglais');
    },
  );

  it('leaves English-only articles out of the French feed', async () => {
    const french = await (await request('/blog/rss.xml?lang=fr')).text();
    const english = await (await request('/blog/rss.xml?lang=en')).text();
    expect((english.match(/<item>/g) ?? []).length).toBeGreaterThan((french.match(/<item>/g) ?? []).length);
  });

  it('leaves English-only matches out of a French search, and says how many there are', async () => {
    // Presentation 19 is "Hyenas on the Edge of Town", article 11 "Why hyenas deserve better press".
    // The search tables are this file's own to build (another file's build may not have run first).
    await rebuildSearch();
    const combined = await page('/search?q=hyenas', 'combined');
    const fr = await page('/search?q=hyenas', 'fr');
    expect(combined.html).toContain('href="/video-presentations/presentation-19"');
    expect(combined.html).not.toContain('english-only-note');
    expect(fr.html).not.toContain('href="/video-presentations/presentation-19"');
    expect(fr.html).not.toContain('href="/blog/why-hyenas-deserve-better-press"');
    expect(fr.html).toMatch(/data-testid="english-only-note"[^>]*>[^<]*\d+ autres éléments n’existent qu’en anglais\./);
  });
});
