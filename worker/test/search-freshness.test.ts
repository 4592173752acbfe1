// Search kept in step with the content (decision 0038): a new content version is indexed in the
// background while the visitor is answered from the tables as they are; a refresh reads only the
// presentations modified since the last one (the content service's `$filter`, docs/dev/content-protocol.md)
// and writes only what changed, deletes a talk no longer served, and leaves the answers' rows alone;
// the daily rebuild writes everything. (Presenters approved or withdrawn reach search at once:
// profile-review.test.ts.)
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { control, forgetContent, rebuildSearch, request } from './helpers';
import { createContentClient, createServiceClient } from '../src/services/content/factory';
import type { ContentPages } from '../src/services/content/client';
import { readSettings } from '../src/env';
import { freshenSearch, refreshSearch, type SearchServiceOptions } from '../src/services/search/search-service';
import { countStored, readSearchMeta, writeSearchItems } from '../src/services/search/search-store';
import type { SearchItem } from '../src/services/search/documents';

const page = async (path: string) => {
  const response = await request(path, { headers: { accept: 'text/html', cookie: 'i18n_redirected=en' } });
  expect(response.status).toBe(200);
  return response.text();
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await sleep(100);
  }
}

const retitle = (id: string, word: string) =>
  control('items', {
    collection: 'presentations',
    id,
    set: { title: { en: `Field notes ${word}`, fr: `Carnet de terrain ${word}` } },
  });

/** The content service's client, counting the presentations each refresh reads from it. */
function countingSource(): ContentPages & { read: number } {
  const client = createServiceClient(
    readSettings(env),
    env,
    () => undefined,
    () => undefined,
  );
  const source = {
    read: 0,
    page: async (...args: Parameters<ContentPages['page']>) => {
      const answer = await client.page(...args);
      source.read += answer.items.length;
      return answer;
    },
    ids: (name: Parameters<ContentPages['ids']>[0]) => client.ids(name),
  } as ContentPages & { read: number };
  return source;
}

const serviceOptions = (source: ContentPages = countingSource()): SearchServiceOptions => ({
  db: env.SEARCH_DB,
  content: createContentClient(
    readSettings(env),
    env,
    () => undefined,
    () => undefined,
  ),
  source,
  // The modified times asked for start at the last read's (none of the overlap kept in production).
  overlapMs: 0,
});

const answer: SearchItem = {
  key: 'answer:freshness-test',
  type: 'answer',
  url: '/answers/freshness-test',
  title_en: 'How do aardwolves feed?',
  title_fr: 'Comment se nourrit le protèle ?',
  summary_en: 'On termites.',
  summary_fr: 'De termites.',
  french: true,
  text: {
    en: { title: 'How do aardwolves feed', people: '', taxonomy: '', summary: 'On termites', body: '' },
    fr: { title: 'Comment se nourrit le protèle', people: '', taxonomy: '', summary: 'De termites', body: '' },
  },
  moments: [],
};

describe('search freshness', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await page('/search');
    await rebuildSearch();
  }, 90_000);

  afterAll(async () => {
    await control('reset', {});
    await forgetContent('presentations');
  });

  it('starts no refresh while the content is the one the tables were built from and was checked lately', async () => {
    const checked = Number((await readSearchMeta(env.SEARCH_DB)).checked);
    const started: Promise<unknown>[] = [];
    const options = { ...serviceOptions(), waitUntil: (promise: Promise<unknown>) => started.push(promise) };
    await freshenSearch({ ...options, checkMs: 60_000, now: () => checked + 1_000 });
    expect(started).toHaveLength(0);
    // Once the check is due, a query starts one (in the background).
    await freshenSearch({ ...options, checkMs: 0 });
    expect(started).toHaveLength(1);
    await Promise.all(started);
  });

  it('indexes a changed talk in the background, answering meanwhile from the tables as they are', async () => {
    const found = async () =>
      (await page('/search?q=quokkaword')).includes('href="/video-presentations/presentation-3"');
    expect(await found()).toBe(false);
    await retitle('presentation-3', 'quokkaword');
    // Answered (200, a page) at once; a refresh started by a query (SEARCH_CHECK_SECONDS) finds it shortly after.
    await eventually(found);
  });

  it('reads only the talks modified since the last refresh, and writes only the one that changed', async () => {
    const source = countingSource();
    await refreshSearch(serviceOptions(source));
    await sleep(1_100); // the service's clock (its Date header) counts whole seconds
    await retitle('presentation-5', 'wombatword');
    const counting = countingSource();
    const result = await refreshSearch(serviceOptions(counting));
    expect(result).toMatchObject({ ran: true, full: false, written: 1, removed: 0 });
    expect(counting.read).toBeLessThan(5);
    expect(await page('/search?q=wombatword')).toContain('href="/video-presentations/presentation-5"');
    // Nothing changed since: nothing written.
    expect(await refreshSearch(serviceOptions())).toMatchObject({ ran: true, written: 0 });
  });

  it('deletes a talk the content service no longer serves, leaving the answers alone', async () => {
    await writeSearchItems(env.SEARCH_DB, [answer], { scope: 'answer:freshness' });
    const talks = await countStored(env.SEARCH_DB, 'presentation:');
    expect(await page('/search?q=aardwolves')).toContain('href="/answers/freshness-test"');
    await control('items', { collection: 'presentations', id: 'presentation-7', set: {}, remove: true });
    const result = await refreshSearch(serviceOptions());
    expect(result).toMatchObject({ ran: true, full: false, removed: 1 });
    expect(await countStored(env.SEARCH_DB, 'presentation:')).toBe(talks - 1);
    const stored = await env.SEARCH_DB.prepare(
      "SELECT 1 FROM search_docs WHERE key = 'presentation:presentation-7'",
    ).first();
    expect(stored).toBeNull();
    expect(await page('/search?q=aardwolves')).toContain('href="/answers/freshness-test"');
  });

  it('rebuilds every item on the daily cron', async () => {
    const rebuilt = await rebuildSearch();
    expect(rebuilt).toMatchObject({ full: true });
    expect(rebuilt.written).toBe(rebuilt.items);
  });

  it('runs one refresh at a time', async () => {
    const [first, second] = await Promise.all([refreshSearch(serviceOptions()), refreshSearch(serviceOptions())]);
    expect([first.ran, second.ran].sort()).toEqual([false, true]);
  });
});
