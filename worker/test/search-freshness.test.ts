// Search kept in step with the content (decision 0038): a new content version is indexed in the
// background while the visitor is answered from the tables as they are, and only the item that
// changed is written again; the daily rebuild writes everything. (Presenters approved or withdrawn
// reach search at once: profile-review.test.ts.)
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { control, forgetContent, rebuildSearch, request } from './helpers';
import { createContentClient } from '../src/services/content/factory';
import { readSettings } from '../src/env';
import { refreshSearch } from '../src/services/search/search-service';

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

describe('search freshness', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await page('/search');
    await rebuildSearch();
  }, 90_000);

  afterAll(async () => {
    await control('reset', {});
    await forgetContent('presentations');
  });

  it('starts no refresh while the content is the one the tables were built from', async () => {
    await page('/search?q=rhino');
    await page('/search?q=elephant');
    const lease = await env.SEARCH_DB.prepare("SELECT value FROM search_meta WHERE key = 'lease'").first<{
      value: string;
    }>();
    expect(lease?.value).toBe('0');
  });

  it('indexes a new content version in the background, answering meanwhile from the tables as they are', async () => {
    const found = async () =>
      (await page('/search?q=quokkaword')).includes('href="/video-presentations/presentation-3"');
    expect(await found()).toBe(false);
    await retitle('presentation-3', 'quokkaword');
    await forgetContent('presentations');
    // Answered (200, a page) at once; the refresh it started finds the new title shortly after.
    await eventually(found);
  });

  it('writes only the talk that changed', async () => {
    await retitle('presentation-5', 'wombatword');
    await forgetContent('presentations');
    const content = createContentClient(
      readSettings(env),
      env,
      () => undefined,
      () => undefined,
    );
    const result = await refreshSearch({ db: env.SEARCH_DB, content });
    expect(result).toMatchObject({ ran: true, written: 1, removed: 0 });
    expect(await page('/search?q=wombatword')).toContain('href="/video-presentations/presentation-5"');
    // Nothing changed since: nothing written.
    expect(await refreshSearch({ db: env.SEARCH_DB, content })).toMatchObject({ ran: true, written: 0 });
    // The rebuild writes every item again.
    const rebuilt = await rebuildSearch();
    expect(rebuilt.written).toBe(rebuilt.items);
  });

  it('runs one refresh at a time', async () => {
    const content = createContentClient(
      readSettings(env),
      env,
      () => undefined,
      () => undefined,
    );
    const [first, second] = await Promise.all([
      refreshSearch({ db: env.SEARCH_DB, content }),
      refreshSearch({ db: env.SEARCH_DB, content }),
    ]);
    expect([first.ran, second.ran].sort()).toEqual([false, true]);
  });
});
