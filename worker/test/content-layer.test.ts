import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { contentClient, contentStats, control, request, totalRequests } from './helpers';
import { ContentTokenProvider, resetTokenMemory } from '../src/services/content/token';
import { resetContentMemory } from '../src/services/content/client';
import { loadReferenceLists } from '../src/services/content/reference-lists';

const html = { accept: 'text/html' };

describe('the content layer inside the Worker', () => {
  beforeEach(async () => {
    resetTokenMemory();
    resetContentMemory();
    await control('reset', {});
  });

  it('makes exactly one token request for twenty concurrent first page requests', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        request('/', { headers: html }).then(async (response) => {
          await response.text();
          return response.status;
        }),
      ),
    );
    expect(responses.every((status) => status === 200)).toBe(true);
    const stats = await contentStats();
    expect(stats.tokenRequests).toBe(1);
    // One load per collection however many renders wanted it.
    expect(stats.requests.collections).toBe(1);
    expect(stats.requests.presentations).toBe(1);
  });

  it('serves a warm page without any upstream call', async () => {
    await (await request('/', { headers: html })).text();
    const before = await contentStats();
    const body = await (await request('/', { headers: html })).text();
    expect(body).toContain('data-testid="latest-collections"');
    const after = await contentStats();
    expect(totalRequests(after)).toBe(totalRequests(before));
    expect(after.tokenRequests).toBe(before.tokenRequests);
  });

  it('keeps the token in KV with its expiry and reuses it in a new isolate', async () => {
    const settings = {
      identityUrl: env.CONTENT_IDENTITY_URL as string,
      clientId: env.CONTENT_CLIENT_ID as string,
      clientSecret: env.CONTENT_CLIENT_SECRET as string,
      scope: env.CONTENT_SCOPE as string,
      timeoutMs: 5000,
    };
    await env.CONTENT_KV.delete(`content-token:${settings.clientId}:${settings.scope}`);
    const first = await new ContentTokenProvider(settings, env.CONTENT_KV).getToken();
    const stored = JSON.parse(
      (await env.CONTENT_KV.get(`content-token:${settings.clientId}:${settings.scope}`)) ?? '{}',
    );
    expect(stored.token).toBe(first);
    expect(stored.expiresAt).toBeGreaterThan(Date.now() + 60_000);
    resetTokenMemory(); // as if another isolate
    const second = await new ContentTokenProvider(settings, env.CONTENT_KV).getToken();
    expect(second).toBe(first);
    expect((await contentStats()).tokenRequests).toBe(1);
  });

  it('loads and sorts the reference lists (titles by locale, FAQ categories by weight)', async () => {
    const lists = await loadReferenceLists(contentClient(), 'fr');
    expect(lists.contact?.whatsapp).toMatch(/^27/);
    expect(lists.categories).toHaveLength(9);
    const titles = lists.categories.map((category) => category.title.fr ?? '');
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
    const weights = lists.faqCategories.map((category) => category.weight);
    expect(weights).toEqual([...weights].sort((a, b) => a - b));
    expect(lists.presenters.length).toBe(12);
    for (const presenter of lists.presenters) expect(Object.keys(presenter).sort()).toEqual(['id', 'name', 'surname']);
    expect(lists.tags.length).toBeGreaterThan(0);
    expect(lists.series.length).toBeGreaterThan(0);
  });
});
