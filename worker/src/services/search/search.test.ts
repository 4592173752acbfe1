// Search relevance on the real sample content: accents, prefixes, typos, presenter names, tags
// and categories, transcripts, the type filter, and both languages.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { samplePack } from '#dev/content-service/sample-pack.ts';
import { collectionSchemas, type CollectionName, type CollectionItem } from '#shared/schemas/content.ts';
import { searchDocuments, SEARCH_TYPES } from './documents';
import { buildSearchIndex, loadSearchIndex, searchIndex } from './search-index';

const pack = samplePack();
function items<N extends CollectionName>(name: N): CollectionItem<N>[] {
  return (pack.collections[name] as unknown[]).map(
    (item) => v.parse(collectionSchemas[name], item) as CollectionItem<N>,
  );
}
const presentations = items('presentations');
const documents = searchDocuments({
  articles: items('articles'),
  events: items('events'),
  presentations,
  presenters: items('presenters'),
  collections: items('collections'),
  categories: items('categories'),
  tags: items('tags'),
});
const index = buildSearchIndex(documents);
const all = { types: SEARCH_TYPES, limit: 50 };
const titles = (query: string, locale: 'en' | 'fr' | 'combined' = 'en', types = SEARCH_TYPES) =>
  searchIndex(index, query, { ...all, locale, types }).hits.map((hit) => hit.title);

describe('site search', () => {
  it('indexes every public item of the five types', () => {
    const count = (type: string) => documents.filter((document) => document.type === type).length;
    expect(count('presentation')).toBe(presentations.length);
    expect(count('presenter')).toBe(12);
    expect(count('event')).toBe(10);
    expect(count('article')).toBe(15);
    expect(count('collection')).toBe(items('collections').length);
  });

  it('ignores accents and case: "reserve" finds "réserves"', () => {
    const hits = searchIndex(index, 'reserves', { ...all, locale: 'fr' }).hits;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.some((hit) => /réserves/i.test(`${hit.title} ${hit.summary}`))).toBe(true);
    expect(titles('ÉLÉPHANTS', 'fr').length).toBeGreaterThan(0);
  });

  it('matches prefixes while typing', () => {
    expect(titles('eleph').some((title) => /elephant/i.test(title))).toBe(true);
    expect(titles('rang').some((title) => /ranger/i.test(title))).toBe(true);
  });

  it('tolerates small typos', () => {
    expect(titles('elephnts').some((title) => /elephant/i.test(title))).toBe(true);
    expect(titles('poachng').length).toBeGreaterThan(0);
  });

  it('finds presentations by their presenter, and the presenter too', () => {
    const hits = searchIndex(index, 'Thandiwe Mokoena', { ...all, locale: 'en' }).hits;
    expect(hits[0]?.type).toBe('presenter');
    const ids = new Set(
      presentations
        .filter((item) => item.presenterIds.includes('presenter-1'))
        .map((item) => `presentation:${item.id}`),
    );
    expect(hits.filter((hit) => ids.has(hit.id)).length).toBe(ids.size);
  });

  it('finds presentations by tag and by category', () => {
    const byCategory = searchIndex(index, 'wildlife security technology', {
      ...all,
      locale: 'en',
      types: ['presentation'],
    });
    const expected = presentations.filter((item) => item.categoryIds.includes('wildlife-security-technology')).length;
    expect(byCategory.total).toBeGreaterThanOrEqual(expected);
    expect(
      searchIndex(index, 'citizen science', { ...all, locale: 'en', types: ['presentation'] }).total,
    ).toBeGreaterThan(0);
  });

  it('finds a presentation by words of its transcript only', () => {
    const hits = searchIndex(index, 'spoor tracks ground phone eyes', { ...all, locale: 'en' }).hits;
    expect(hits.length).toBeGreaterThan(0);
    const withTranscript = presentations.filter(
      (item) => typeof item.transcript?.en === 'string' && item.transcript.en.includes('look at the ground'),
    );
    expect(hits.map((hit) => hit.id)).toContain(`presentation:${withTranscript[0]?.id}`);
  });

  it('makes each timed line a moment of its presentation, for the readers whose page offers it', () => {
    const moments = documents.filter((document) => document.type === 'moment');
    // presentation-1: English lines for English readers; its French recording has lines of its own.
    const rhino = moments.filter((document) => document.presentation === 'presentation:presentation-1');
    expect(rhino.filter((document) => document.lang === 'en').map((document) => document.locales)).toEqual(
      Array(8).fill('en'),
    );
    expect(rhino.find((document) => document.start === 1355)).toMatchObject({
      lang: 'fr',
      locales: 'fr combined',
      url: '/video-presentations/presentation-1?t=1355',
      transcript_fr: expect.stringContaining('écorné'),
      transcript_en: '',
    });
    // presentation-14 has English lines only: combined readers get them, French readers nothing.
    const landscape = moments.filter((document) => document.presentation === 'presentation:presentation-14');
    expect(new Set(landscape.map((document) => document.locales))).toEqual(new Set(['en combined']));
    // A plain transcript has no moments.
    expect(moments.some((document) => document.presentation === 'presentation:presentation-4')).toBe(false);
  });

  it('links a hit inside a transcript line to that moment, with the line', () => {
    const hit = searchIndex(index, 'dehorned rhino stump', { ...all, locale: 'en' }).hits.find(
      (entry) => entry.id === 'presentation:presentation-1',
    );
    expect(hit?.moment).toMatchObject({
      start: 1290,
      url: '/video-presentations/presentation-1?t=1290',
      lang: 'en',
      line: expect.stringMatching(/^Dehorning buys time/),
    });
    expect(hit?.moment?.terms).toEqual(expect.arrayContaining(['dehorned', 'stump']));
    // The words are not in the title or summary: the line is why it was found.
    expect(hit?.title).not.toMatch(/stump/i);
  });

  it('links French readers to the moment of the French recording', () => {
    const hit = searchIndex(index, 'recouper dix-huit mois', { ...all, locale: 'fr' }).hits[0];
    expect(hit?.id).toBe('presentation:presentation-1');
    expect(hit?.moment).toMatchObject({ start: 1355, lang: 'fr', url: '/video-presentations/presentation-1?t=1355' });
    // English readers of the same talk are never sent to a moment of the French recording.
    const english = searchIndex(index, 'recouper dix-huit mois', { ...all, locale: 'en' }).hits.find(
      (entry) => entry.id === 'presentation:presentation-1',
    );
    expect(english?.moment?.lang).not.toBe('fr');
  });

  it('gives combined readers the English lines of a talk without French', () => {
    const hit = searchIndex(index, 'termite mounds', { ...all, locale: 'combined' }).hits.find(
      (entry) => entry.id === 'presentation:presentation-14',
    );
    expect(hit?.moment).toMatchObject({ start: 390, lang: 'en' });
  });

  it('never answers a moment as a result of its own, and gives no moment to other types', () => {
    const hits = searchIndex(index, 'fire seedlings ash', { ...all, locale: 'en' }).hits;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => (SEARCH_TYPES as readonly string[]).includes(hit.type))).toBe(true);
    expect(new Set(hits.map((hit) => hit.id)).size).toBe(hits.length);
    expect(hits.filter((hit) => hit.moment).every((hit) => hit.type === 'presentation')).toBe(true);
    expect(hits.find((hit) => hit.id === 'presentation:presentation-8')?.moment?.start).toBe(410);
  });

  it.each(SEARCH_TYPES)('keeps only %s results when filtered to that type', (type) => {
    const hits = searchIndex(index, 'conservation', { ...all, locale: 'en', types: [type] }).hits;
    expect(hits.every((hit) => hit.type === type)).toBe(true);
  });

  it('searches French fields and shows French titles in French', () => {
    const hits = searchIndex(index, 'braconnage', { ...all, locale: 'fr' }).hits;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]?.title).toMatch(/braconnage/i);
    // English words still find French readers' results (both languages are searched).
    expect(titles('poaching', 'fr').length).toBeGreaterThan(0);
  });

  it('names the language of a title or summary shown in the other language (lang)', () => {
    // presentation-14 has no French: combined and fr show its English texts, marked as English.
    const landscape = documents.find((document) => document.id === 'presentation:presentation-14');
    expect(landscape).toMatchObject({ titleLang_fr: 'en', summaryLang_fr: 'en' });
    expect(landscape).not.toHaveProperty('titleLang_en');
    // A document with both languages stores no mark (the index grows only by the fallbacks).
    const rhino = documents.find((document) => document.id === 'presentation:presentation-1');
    expect(Object.keys(rhino ?? {}).filter((key) => key.includes('Lang_'))).toEqual([]);
    const hit = (locale: 'en' | 'fr' | 'combined', from = index) =>
      searchIndex(from, 'termite mounds', { ...all, locale }).hits.find(
        (entry) => entry.id === 'presentation:presentation-14',
      );
    expect(hit('combined')?.lang).toEqual({ title: 'en', summary: 'en' });
    expect(hit('en')).not.toHaveProperty('lang');
    // Kept in the stored form of the index.
    expect(hit('combined', loadSearchIndex(JSON.stringify(index)))?.lang).toEqual({ title: 'en', summary: 'en' });
    expect(searchIndex(index, 'braconnage', { ...all, locale: 'combined' }).hits[0]).not.toHaveProperty('lang');
  });

  it('marks French-only texts on an English page, and a presenter line only when all of it is French', () => {
    const [first] = presentations;
    const [presenter] = items('presenters');
    if (!first || !presenter) throw new Error('the sample has presentations and presenters');
    const french = buildSearchIndex(
      searchDocuments({
        articles: [],
        events: [],
        presentations: [
          {
            ...first,
            id: 'french-only',
            title: { fr: 'Les vautours du Sahel' },
            summary: { fr: 'Des charognards menacés.' },
          },
        ],
        presenters: [
          {
            ...presenter,
            id: 'p-fr',
            name: 'Awa',
            surname: 'Vautour',
            role: { fr: 'Ornithologue' },
            organisation: undefined,
          },
          {
            ...presenter,
            id: 'p-mixed',
            name: 'Ali',
            surname: 'Vautour',
            role: { fr: 'Guide' },
            organisation: { en: 'Park' },
          },
        ],
        collections: [],
        categories: [],
        tags: [],
      }),
    );
    const langs = (locale: 'en' | 'combined') =>
      Object.fromEntries(searchIndex(french, 'vautour', { ...all, locale }).hits.map((hit) => [hit.id, hit.lang]));
    expect(langs('en')).toStrictEqual({
      'presentation:french-only': { title: 'fr', summary: 'fr' },
      'presenter:p-fr': { summary: 'fr' },
      'presenter:p-mixed': undefined,
    });
    expect(langs('combined')).toStrictEqual({
      'presentation:french-only': undefined,
      'presenter:p-fr': undefined,
      'presenter:p-mixed': undefined,
    });
  });

  it('answers nothing for words that appear nowhere', () => {
    expect(searchIndex(index, 'xylophonequartz', { ...all, locale: 'en' }).total).toBe(0);
  });

  it('round-trips through its JSON form (the cached copy)', () => {
    const loaded = loadSearchIndex(JSON.stringify(index));
    expect(searchIndex(loaded, 'eleph', { ...all, locale: 'en' }).total).toBe(
      searchIndex(index, 'eleph', { ...all, locale: 'en' }).total,
    );
  });
});
