import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loaderData, rebuildSearch, request } from './helpers';
import { HOSTILE_QUERIES } from './hostile-queries';
import { resetContentMemory } from '../src/services/content/client';

const page = async (path: string, locale = 'en') =>
  (await request(path, { headers: { accept: 'text/html', cookie: `i18n_redirected=${locale}` } })).text();

// The search tables (D1) are built once from the sample content, as the cron does.
describe('/search', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    // The first render of a fresh workerd is slow under load: not the first test's time.
    await page('/search');
    await rebuildSearch();
  }, 90_000);

  beforeEach(() => {
    resetContentMemory();
  });

  it('shows the spec empty-state text before a query', async () => {
    const html = await page('/search');
    expect(html).toContain('There are no search results. Use the filter above to search our website.');
    expect(html).toContain('name="q"');
  });

  it('finds accented French words from a plain query and marks them', async () => {
    const html = await page('/search?q=reserves', 'fr');
    expect(html).toMatch(/<mark>réserves<\/mark>/i);
    expect(html).toContain('data-testid="search-results"');
  });

  it('keeps only the chosen types', async () => {
    const { json: data } = await loaderData<{ types: string[]; results: { items: { type: string }[] } }>(
      'search',
      '/search?q=conservation&type=article&type=event',
    );
    expect(data.types).toEqual(['article', 'event']);
    expect(data.results.items.length).toBeGreaterThan(0);
    expect(data.results.items.every((item) => item.type === 'article' || item.type === 'event')).toBe(true);
  });

  it('says so when nothing matches', async () => {
    const html = await page('/search?q=xylophonequartz');
    expect(html).toContain('There are no search results. Use the filter above to search our website.');
    expect(html).toContain('Nothing matched “xylophonequartz”');
    const french = await page('/search?q=xylophonequartz&lang=fr');
    expect(french).toContain('Il n’y a aucun résultat de recherche. Utilisez le filtre ci-dessus');
    expect(french).toContain('Rien ne correspond à «\u00a0xylophonequartz\u00a0»');
  });

  it('links a hit inside a transcript line to that moment, with the line, in en and fr', async () => {
    const html = await page('/search?q=dehorned+stump');
    expect(html).toContain(
      '<a class="search-moment-link" href="/video-presentations/presentation-1?t=1290" data-discover="true">',
    );
    expect(html).toMatch(
      />Watch from(<!-- -->)? <time dateTime="PT21M30S">21:30<\/time><\/a> <q><span>Dehorning buys time[^<]*<\/span><mark>dehorned<\/mark>/,
    );
    const french = await page('/search?q=recouper+dix-huit+mois', 'fr');
    expect(french).toContain('href="/video-presentations/presentation-1?t=1355"');
    expect(french).toMatch(/Regarder à partir de(<!-- -->)? <time dateTime="PT22M35S">22:35<\/time>/);
    expect(french).toContain('<mark>recouper</mark>');
  });

  it('marks the text of a hit that is not in the language of the page with lang', async () => {
    // presentation-14 has no French: a combined (French) page shows its English title, summary and line.
    const html = await page('/search?q=termite+mounds', 'combined');
    const hit = html.match(/<li data-type="presentation">(?:(?!<\/li>).)*presentation-14"(?:(?!<\/li>).)*<\/li>/s)?.[0];
    expect(hit).toBeDefined();
    expect(hit).toMatch(/<h2[^>]*\slang="en"[^>]*><a href="\/video-presentations\/presentation-14"/);
    expect(hit).toMatch(/<p[^>]*\slang="en"[^>]*>(<span>|<mark>)/);
    expect(hit).toMatch(/<q lang="en">/);
    // A French hit on the same page carries no lang of its own (the page's <html lang="fr">).
    const french = await page('/search?q=braconnage', 'combined');
    expect(french).toContain('data-testid="search-results"');
    expect(french).not.toMatch(/<h2[^>]*\slang="en"/);
    // The same hit on an English page is in the page's language.
    const english = await page('/search?q=termite+mounds');
    expect(english).toContain('href="/video-presentations/presentation-14"');
    expect(english).not.toMatch(/<(h2|p|q)[^>]*\slang="/);
  });

  it('never turns the query into markup', async () => {
    const html = await page(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(html).not.toContain('<img src=x onerror');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it("finds a talk by a word said only in its transcript; the moment's link opens the talk at that second", async () => {
    const html = await page('/search?q=stump');
    const hit = html.match(
      /<li data-type="presentation">(?:(?!<\/article>).)*presentation-1"(?:(?!<\/article>).)*<\/article>/s,
    )?.[0];
    expect(hit).toBeDefined();
    // Not in the title or summary: the line is why it was found.
    expect(hit).not.toMatch(/<h2[^>]*>(?:(?!<\/h2>).)*stump/is);
    expect(hit).toContain('href="/video-presentations/presentation-1?t=1290"');
    const talk = await page('/video-presentations/presentation-1?t=1290');
    expect(talk).toMatch(/id="t-1290"[^>]*aria-current="time"|aria-current="time"[^>]*id="t-1290"/);
  });

  it('shows up to three moments of a talk, best first', async () => {
    const { json: data } = await loaderData<{
      results: { items: { id: string; moments: { href: string }[] }[] };
    }>('search', '/search?q=rhino+horn+poaching');
    const counts = data.results.items.map((item) => item.moments.length);
    expect(Math.max(...counts)).toBeGreaterThan(1);
    expect(counts.every((count) => count <= 3)).toBe(true);
  });

  it('finds the same talks for « éléphants », "Elephant" and « l’éléphant »', async () => {
    const ids = async (query: string, locale: string) => {
      const { json: data } = await loaderData<{ results: { items: { id: string }[] } }>(
        'search',
        `/search?q=${encodeURIComponent(query)}`,
        `i18n_redirected=${locale}`,
      );
      return data.results.items.map((item) => item.id).sort();
    };
    for (const locale of ['en', 'fr']) {
      const plural = await ids('éléphants', locale);
      expect(plural.length).toBeGreaterThan(0);
      expect(await ids('Elephant', locale)).toEqual(plural);
      expect(await ids('l’éléphant', locale)).toEqual(plural);
    }
  });

  it('corrects "rhinno" to rhino, and offers the words as typed, in en and fr', async () => {
    const html = await page('/search?q=rhinno');
    expect(html).toMatch(/Showing results for(<!-- -->)? <strong>rhino<\/strong>/);
    expect(html).toMatch(/Search instead for(<!-- -->)? <a href="\/search\?q=rhinno&amp;exact=1"[^>]*>rhinno<\/a>/);
    expect(html).toContain('data-testid="search-results"');
    expect(html).toContain('<mark>Rhino</mark>');
    const french = await page('/search?q=rhinno', 'fr');
    expect(french).toMatch(/Résultats affichés pour(<!-- -->)? <strong>rhino<\/strong>/);
    expect(french).toContain('Rechercher plutôt');
    const exact = await page('/search?q=rhinno&exact=1');
    expect(exact).not.toContain('Showing results for');
    expect(exact).toContain('Nothing matched “rhinno”');
  });

  it('pages the results with links that keep the query and the types', async () => {
    const html = await page('/search?q=conservation');
    expect(html).toMatch(/href="\/search\?q=conservation&amp;page=2"/);
    const second = await page('/search?q=conservation&page=2');
    expect(second).toContain('data-testid="search-results"');
    expect(second).toContain('aria-current="page"');
    const typed = await page('/search?q=conservation&type=presentation');
    expect(typed).not.toMatch(/data-type="(?!presentation)/);
  });

  it('answers 40 FTS5-syntax and hostile queries with a page', { timeout: 120_000 }, async () => {
    expect(HOSTILE_QUERIES).toHaveLength(40);
    for (const query of HOSTILE_QUERIES) {
      const response = await request(`/search?q=${encodeURIComponent(query)}`, { headers: { accept: 'text/html' } });
      expect(response.status, query.slice(0, 40)).toBe(200);
      const html = await response.text();
      expect(html, query.slice(0, 40)).toMatch(/data-testid="search-(results|no-results)"/);
    }
  });
});
