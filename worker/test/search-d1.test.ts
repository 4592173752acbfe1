// Search on local D1 (decision 0038), on a small library written here: accents and case folded,
// French elision, plurals in both languages, typos corrected from the vocabulary, any input a plain
// query, field weights, moments (three at most, linking to their second), paging, filters, and a
// refresh that writes only what changed. The tables are this file's own (storage per test file).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Presentation, Presenter } from '#shared/schemas/content.ts';
import { searchItems, SEARCH_TYPES, type SearchSource } from '../src/services/search/documents';
import { searchTables, type SearchOptions } from '../src/services/search/search-query';
import { rebuildVocabulary, writeSearchItems } from '../src/services/search/search-store';
import { HOSTILE_QUERIES } from './hostile-queries';

const db = env.SEARCH_DB;

function talk(id: string, fields: Partial<Presentation>): Presentation {
  return {
    id,
    title: { en: `Talk ${id}`, fr: `Exposé ${id}` },
    date: '2025-01-01',
    presenterIds: [],
    collectionIds: [],
    tagIds: [],
    categoryIds: [],
    video: { en: `video-${id}` },
    ...fields,
  };
}

const lines = (...texts: string[]) => ({ segments: texts.map((text, at) => ({ start: 60 * (at + 1), text })) });

const presenter: Presenter = {
  id: 'p1',
  name: 'Thandiwe',
  surname: 'Mokoena',
  categoryIds: [],
  date: '2025-01-01',
};

/** The library: each talk says what a test looks for. */
function library(): SearchSource {
  return {
    presentations: [
      talk('elephants', {
        title: { en: 'Elephants of the Okavango', fr: 'Les éléphants de l’Okavango' },
        summary: { en: 'Herds crossing the delta.', fr: 'Des troupeaux traversent le delta.' },
      }),
      // The word only in a transcript line, spoken at 12:40.
      talk('snares', {
        title: { en: 'A morning patrol', fr: 'Une patrouille du matin' },
        transcript: {
          en: {
            segments: [
              { start: 30, text: 'We leave the camp before dawn.' },
              { start: 760, text: 'Then the rangers found the snare, a wire loop on the path.' },
              { start: 900, text: 'Each snare we lift is a life saved.' },
              { start: 1000, text: 'Snare after snare, all morning.' },
              { start: 1100, text: 'By noon we had lifted a fourth snare.' },
            ],
          },
        },
      }),
      // The same word in a title, a summary and a transcript: title first, then summary, then transcript.
      talk('pangolin-title', { title: { en: 'Pangolin rescue', fr: 'Sauvetage de pangolins' } }),
      talk('pangolin-summary', {
        title: { en: 'Night walks', fr: 'Marches de nuit' },
        summary: { en: 'We met a pangolin on the road.', fr: 'Nous avons croisé un pangolin.' },
      }),
      talk('pangolin-transcript', {
        title: { en: 'Road ecology', fr: 'Écologie des routes' },
        transcript: { en: lines('A pangolin crossed at dusk.') },
      }),
      talk('rhino', {
        title: { en: 'Rhino monitoring', fr: 'Suivi des rhinocéros' },
        summary: { en: 'Counting rhinos from the air.', fr: 'Compter les rhinos depuis le ciel.' },
      }),
      talk('english-only', {
        title: { en: 'Termite mounds' },
        transcript: { en: lines('Termite mounds cool the soil.') },
      }),
      ...Array.from({ length: 45 }, (_, at) =>
        talk(`grazing-${String(at).padStart(2, '0')}`, {
          title: { en: `Grazing plan ${at}`, fr: `Plan de pâturage ${at}` },
        }),
      ),
    ],
    presenters: [presenter],
    events: [
      {
        id: 'e1',
        title: { en: 'Grazing field day', fr: 'Journée pâturage' },
        startsAt: '2025-03-01T08:00:00Z',
        presenterIds: [],
        categoryIds: [],
      },
    ],
    articles: [],
    collections: [],
    categories: [],
    tags: [],
  };
}

const options = (change: Partial<SearchOptions> = {}): SearchOptions => ({
  locale: 'en',
  types: SEARCH_TYPES,
  page: 1,
  pageSize: 20,
  ...change,
});
const keys = async (query: string, change: Partial<SearchOptions> = {}) =>
  (await searchTables(db, query, options(change))).hits.map((hit) => hit.id);

describe('search on D1', () => {
  beforeAll(async () => {
    await writeSearchItems(db, searchItems(library()));
    await rebuildVocabulary(db);
  });

  it('folds accents and case, French elision and plurals: « éléphants », "Elephant" and « l’éléphant » find the same talk', async () => {
    for (const query of ['éléphants', 'Elephant', 'l’éléphant', "L'ÉLÉPHANT", 'elephant', 'les éléphants']) {
      for (const locale of ['en', 'fr', 'combined'] as const) {
        expect(await keys(query, { locale }), `${query} (${locale})`).toContain('presentation:elephants');
      }
    }
    expect(await keys('rhinos')).toEqual(await keys('rhino'));
  });

  it('finds a talk by a word said only in its transcript, with its best moments (three at most) linking to their second', async () => {
    const answer = await searchTables(db, 'snare', options());
    const hit = answer.hits.find((entry) => entry.id === 'presentation:snares');
    expect(hit?.title).toBe('A morning patrol');
    expect(hit?.moments).toHaveLength(3);
    expect(hit?.moments.map((moment) => moment.url)).toEqual(
      hit?.moments.map((moment) => `/video-presentations/snares?t=${moment.start}`),
    );
    expect(hit?.moments.every((moment) => /snare/i.test(moment.line))).toBe(true);
    // The line with the words asked for ranks first.
    const rangers = await searchTables(db, 'rangers snare', options());
    expect(rangers.hits[0]?.moments[0]).toMatchObject({
      start: 760,
      url: '/video-presentations/snares?t=760',
      line: 'Then the rangers found the snare, a wire loop on the path.',
      lang: 'en',
    });
  });

  it('ranks titles above summaries above transcripts', async () => {
    expect(await keys('pangolin')).toEqual([
      'presentation:pangolin-title',
      'presentation:pangolin-summary',
      'presentation:pangolin-transcript',
    ]);
  });

  it('corrects a typo from the vocabulary, and searches the words as typed when asked', async () => {
    const answer = await searchTables(db, 'rhinno', options());
    expect(answer.corrected).toBe('rhino');
    expect(answer.hits.map((hit) => hit.id)).toContain('presentation:rhino');
    const exact = await searchTables(db, 'rhinno', options({ exact: true }));
    expect(exact.corrected).toBeUndefined();
    expect(exact.total).toBe(0);
    // A known word and a word nothing is near are left alone.
    expect((await searchTables(db, 'rhino', options())).corrected).toBeUndefined();
    expect((await searchTables(db, 'xylophonequartz', options())).total).toBe(0);
  });

  it('matches the last word as a prefix while typing', async () => {
    expect(await keys('pango')).toContain('presentation:pangolin-title');
    expect(await keys('Okav')).toEqual(['presentation:elephants']);
  });

  it('pages results, in the same order, with the total', async () => {
    const first = await searchTables(db, 'grazing', options({ pageSize: 20 }));
    const third = await searchTables(db, 'grazing', options({ pageSize: 20, page: 3 }));
    expect(first.total).toBe(46);
    expect(first.hits).toHaveLength(20);
    expect(third.hits).toHaveLength(6);
    const all = await searchTables(db, 'grazing', options({ pageSize: 100 }));
    expect([...first.hits, ...third.hits].map((hit) => hit.id)).toEqual([
      ...all.hits.slice(0, 20).map((hit) => hit.id),
      ...all.hits.slice(40).map((hit) => hit.id),
    ]);
    // Past the end: no hits, the total still known.
    const beyond = await searchTables(db, 'grazing', options({ page: 9 }));
    expect(beyond).toMatchObject({ hits: [], total: 46 });
  });

  it('keeps only the chosen types', async () => {
    expect(await keys('grazing', { types: ['event'] })).toEqual(['event:e1']);
    expect(await keys('mokoena', { types: ['presenter'] })).toEqual(['presenter:p1']);
    expect(await keys('mokoena', { types: ['event'] })).toEqual([]);
  });

  it('shows a French reader only what has a French version, and counts the rest; combined readers get the English lines', async () => {
    const french = await searchTables(db, 'termite', options({ locale: 'fr' }));
    expect(french.hits).toHaveLength(0);
    expect(french.englishOnly).toBe(1);
    const combined = await searchTables(db, 'termite', options({ locale: 'combined' }));
    expect(combined.hits[0]).toMatchObject({ id: 'presentation:english-only', lang: { title: 'en' } });
    expect(combined.hits[0]?.moments[0]).toMatchObject({ start: 60, lang: 'en' });
  });

  it('writes only what changed, and deletes what is gone', async () => {
    const source = library();
    const unchanged = await writeSearchItems(db, searchItems(source));
    expect(unchanged).toMatchObject({ written: 0, removed: 0 });
    const changed = {
      ...source,
      presentations: source.presentations
        .filter((item) => item.id !== 'pangolin-summary')
        .map((item) => (item.id === 'rhino' ? { ...item, title: { en: 'Rhino dehorning', fr: 'Écornage' } } : item)),
    };
    expect(await writeSearchItems(db, searchItems(changed))).toMatchObject({ written: 1, removed: 1 });
    expect(await keys('dehorning')).toEqual(['presentation:rhino']);
    expect(await keys('pangolin')).not.toContain('presentation:pangolin-summary');
    // Back as it was, for the other tests.
    expect(await writeSearchItems(db, searchItems(source))).toMatchObject({ written: 2, removed: 0 });
  });
});

describe('any input is a plain query', () => {
  it.each(HOSTILE_QUERIES.map((query) => [query.slice(0, 40), query]))('%s', async (_name, query) => {
    const answer = await searchTables(db, query, options());
    expect(answer.total).toBeGreaterThanOrEqual(0);
    // Words inside syntax are still searched.
    if (/^[^a-z]*rhino[^a-z]*$/i.test(query.replace(/NEAR|AND|OR|NOT|title|col/g, ''))) {
      expect(answer.hits.map((hit) => hit.id)).toContain('presentation:rhino');
    }
  });
});
