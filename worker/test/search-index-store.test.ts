// The search index kept per content version in KV (docs/decisions/0020-search-index.md): a new
// isolate loads the stored index instead of building it (and reads no content), a new content
// version is built while visitors are answered from the previous one, and a stored index that
// cannot be read is built again without the visitor seeing an error.
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentStats, loaderData, request } from './helpers';
import { resetContentMemory } from '../src/services/content/client';
import { memberPresenterId } from '#shared/schemas/presenter-profile.ts';
import type { Presenter } from '#shared/schemas/content.ts';
import { buildSearchIndex } from '../src/services/search/search-index';
import {
  INDEX_FORMAT,
  LATEST_KEY,
  resetSearchMemory,
  storedIndexKey,
  storeSearchIndex,
} from '../src/services/search/search-service';

const kv = env.CONTENT_KV;
const page = async (path: string, locale = 'en') => {
  const response = await request(path, { headers: { accept: 'text/html', cookie: `i18n_redirected=${locale}` } });
  expect(response.status).toBe(200);
  return response.text();
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (up to `ms`) until `check` answers something truthy. */
async function eventually<T>(check: () => Promise<T>, ms = 15_000): Promise<NonNullable<T>> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error('timed out waiting');
    await sleep(100);
  }
}

/** The version of the latest stored index, once the first search has stored one. */
async function storedVersion(): Promise<string> {
  return eventually(() => kv.get(LATEST_KEY));
}

describe('the stored search index', () => {
  // A fresh workerd renders its first page slowly under load.
  beforeAll(async () => {
    await page('/search');
  }, 90_000);

  beforeEach(() => {
    resetContentMemory();
    resetSearchMemory();
  });

  it('is built once and stored; a new isolate loads it instead of building, reading no content', async () => {
    await page('/search?q=conservation');
    const version = await storedVersion();
    // What is stored under this version is what a new isolate answers from: a marker index
    // (that no content could produce) proves the stored copy was loaded, not the content indexed.
    const marker = buildSearchIndex([
      {
        id: 'article:stored-marker',
        type: 'article',
        url: '/blog/stored-marker',
        title_en: 'Okapi storedmarker',
        title_fr: 'Okapi storedmarker',
        summary_en: '',
        summary_fr: '',
        people: '',
        tags_en: '',
        tags_fr: '',
        categories_en: '',
        categories_fr: '',
        transcript_en: '',
        transcript_fr: '',
        french: true,
      },
    ]);
    await storeSearchIndex(kv, version, marker);

    resetContentMemory();
    resetSearchMemory();
    const before = await contentStats();
    const html = await page('/search?q=storedmarker');
    expect(html).toMatch(/<mark>storedmarker<\/mark>/i);
    const after = await contentStats();
    // The version came from the cached collections' headers: no collection was fetched again.
    expect(after.requests).toEqual(before.requests);
  }, 40_000);

  it('is built again for a new content version, the previous one answering meanwhile', async () => {
    await page('/search?q=conservation');
    const first = await storedVersion();
    // A presenter's profile is approved: the published member presenters make a new version.
    const member: Presenter = {
      id: memberPresenterId('search-index-test'),
      name: 'Quillon',
      surname: 'Zembevitch',
      categoryIds: [],
      date: '2026-01-01T00:00:00.000Z',
    };
    await kv.put('published-presenters:v1', JSON.stringify({ version: 'test-1', items: [member] }));
    await sleep(5_100); // the isolate rereads the published snapshot after 5 s

    // The first visitor after the change is answered at once (the index held, its member presenters updated).
    const meanwhile = await loaderData<{ results: { items: unknown[] } | null }>('search', '/search?q=conservation');
    expect(meanwhile.status).toBe(200);
    expect(meanwhile.json.results).not.toBeNull();
    const html = await eventually(async () => {
      const text = await page('/search?q=zembevitch');
      return /<mark>Zembevitch<\/mark>/i.test(text) ? text : null;
    });
    expect(html).toContain(`/presenters/${member.id}`);
    const second = await eventually(async () => {
      const latest = await kv.get(LATEST_KEY);
      return latest !== first ? latest : null;
    });
    // The member presenters' part ends the version (an approval updates the index in place, #23.11).
    expect(second).toMatch(/~test-1$/);
  }, 40_000);

  it('is built again when the stored copy cannot be read, never an error for the visitor', async () => {
    await page('/search?q=conservation');
    const version = await storedVersion();
    await kv.put(storedIndexKey(version), 'not an index at all');
    resetSearchMemory();

    const html = await page('/search?q=reserves', 'fr');
    expect(html).toMatch(/<mark>réserves<\/mark>/i);
    // The rebuilt index replaced the unreadable copy (gzip's magic number starts it again).
    await eventually(async () => {
      const stored = await kv.get(storedIndexKey(version), 'arrayBuffer');
      const bytes = stored ? new Uint8Array(stored) : null;
      return bytes && bytes[0] === 0x1f && bytes[1] === 0x8b;
    });
  }, 40_000);

  it('ignores an index stored in an older format (another key) and builds its own', async () => {
    await kv.put(`search-index:${INDEX_FORMAT - 1}:latest`, 'whatever');
    const html = await page('/search?q=eleph');
    expect(html).toMatch(/<mark>[^<]*eleph/i);
    expect(await storedVersion()).toMatch(new RegExp(`^${INDEX_FORMAT}\\.`));
  });
});
