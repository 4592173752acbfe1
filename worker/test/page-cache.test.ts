// The shared copies of signed-out pages (decision 0021): kept per address, language and mode,
// served again (fresh, or stale while a new copy is made), replaced when the content they were
// made from changes, the same bytes for every visitor (no page has a nonce, issue #25), and never a
// signed-in member's page nor served to one.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import app from '../src/index';
import { control, forgetContent, request } from './helpers';
import { signedInMember, type SignedInMember } from './accounts';
import { resetPublishedMemory } from '../src/services/presenters/published';
import { pageFlight, pageRenders, type KeptPage } from '../src/services/page-cache/page-cache';
import { inlineScripts } from './inline-scripts';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

interface Page {
  status: number;
  state: string | null;
  html: string;
  headers: Headers;
}

async function page(path: string, cookie = 'i18n_redirected=en', headers: Record<string, string> = {}): Promise<Page> {
  const response = await request(path, {
    headers: { accept: 'text/html', 'user-agent': BROWSER, ...(cookie ? { cookie } : {}), ...headers },
  });
  const html = await response.text();
  return { status: response.status, state: response.headers.get('x-page-cache'), html, headers: response.headers };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Requests `path` until it is served from a kept copy (the copy is kept after the response). */
async function untilKept(path: string, cookie?: string): Promise<Page> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await page(path, cookie);
    if (answer.state === 'hit') return answer;
    await sleep(100);
  }
  throw new Error(`${path} was never served from the page cache`);
}

describe('the page cache', () => {
  beforeAll(async () => {
    // The first render of a fresh workerd is slow.
    await page('/legal');
  }, 90_000);

  it('serves a second signed-out request from the kept copy, with the same page', async () => {
    const first = await page('/about');
    expect(first.status).toBe(200);
    expect(first.state).toBe('miss');
    const second = await untilKept('/about');
    expect(second.status).toBe(200);
    expect(second.headers.get('content-type')).toContain('text/html');
    // The browser is told the page is its own, not a shared copy.
    expect(second.headers.get('cache-control')).toBe('private, no-cache');
    expect(second.headers.get('vary')).toContain('Cookie');
    // The same page: its title and its sections (a streamed page's later parts may come in another order).
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const sections = (html: string) => [...html.matchAll(/data-section="([^"]+)"/g)].map((match) => match[1]).sort();
    expect(title(second.html)).toBe(title(first.html));
    expect(title(second.html)).toBeTruthy();
    expect(sections(second.html)).toEqual(sections(first.html));
  });

  it('keeps a copy per language and per mode', async () => {
    const en = await untilKept('/faq', 'i18n_redirected=en');
    const fr = await untilKept('/faq', 'i18n_redirected=fr');
    expect(en.html).toContain('lang="en"');
    expect(fr.html).toContain('lang="fr"');
    const lite = await untilKept('/faq', 'i18n_redirected=en; site_mode=lite');
    expect(lite.html).toContain('data-mode="lite"');
    expect(en.html).not.toContain('data-mode="lite"');
    // Each served its own copy again.
    expect((await page('/faq', 'i18n_redirected=fr')).html).toContain('lang="fr"');
    expect(inlineScripts((await page('/faq', 'i18n_redirected=en; site_mode=lite')).html)).toEqual(['loader']);
  });

  it('serves a page as it was kept, under a CSP with no nonce (issue #25)', async () => {
    const cookie = 'i18n_redirected=en; site_mode=lite';
    const first = await page('/legal', cookie);
    const kept = await untilKept('/legal', cookie);
    for (const answer of [first, kept, await page('/legal', cookie)]) {
      expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(answer.headers.get('content-security-policy')).not.toContain('nonce');
      expect(inlineScripts(answer.html)).toEqual(['loader']);
      // No nonce in the page (the local dev server's critical CSS link aside: \`vite dev\` only).
      expect(answer.html.replace(/<link data-react-router-critical-css[^>]*>/, '')).not.toContain('nonce');
    }
    // The same bytes for every visitor: nothing is rewritten per response.
    expect(kept.html).toBe(first.html);
    expect((await page('/legal', cookie)).html).toBe(first.html);
  });

  it('counts a page view for a page served from a kept copy', async () => {
    await untilKept('/about');
    const writeDataPoint = vi.fn<(point?: AnalyticsEngineDataPoint) => void>();
    const ctx = createExecutionContext();
    const response = await app.fetch(
      new Request('http://127.0.0.1:8787/about', {
        headers: { accept: 'text/html', 'user-agent': BROWSER, cookie: 'i18n_redirected=en' },
      }),
      { ...env, PAGE_VIEWS: { writeDataPoint }, LOCAL_PAGE_VIEWS: undefined } as Cloudflare.Env,
      ctx,
    );
    await response.text();
    await waitOnExecutionContext(ctx);
    expect(response.headers.get('x-page-cache')).toBe('hit');
    expect(writeDataPoint).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(writeDataPoint.mock.calls[0]?.[0])).toContain('/about');
  });

  it('keeps only pages of known addresses: no unknown query, no member or sign-in page, no error', async () => {
    for (const path of [
      '/blog?utm_source=x',
      '/blog?constructor=1',
      '/blog?toString=x&page=2',
      '/search?q=rhino',
      '/video-presentations/presentation-1?t=21m30s',
      '/blog?nojs=1',
      '/login',
      '/account',
    ]) {
      const { state } = await page(path);
      expect(state, path).toBe('bypass');
    }
    await page('/no-such-page');
    const missing = await page('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.state).toBe('miss');
    // Known listing parameters are kept, in any order.
    await untilKept('/blog?page=2&sort=1');
    expect((await page('/blog?sort=1&page=2')).state).toBe('hit');
    // A presentation's moment, in whole seconds: each moment its own copy (decision 0026).
    const moment = await untilKept('/video-presentations/presentation-1?t=1290');
    expect(moment.html).toContain('<li id="t-1290" class="transcript-line" data-start="1290" aria-current="time">');
    expect((await page('/video-presentations/presentation-1?t=95')).html).toContain(
      '<li id="t-95" class="transcript-line" data-start="95" aria-current="time">',
    );
  });

  it('serves a stale copy while it makes a fresh one', async () => {
    await untilKept('/collections');
    await sleep(2100); // PAGE_CACHE_FRESH_SECONDS of the worker project
    const stale = await page('/collections');
    expect(stale.state).toBe('stale');
    expect(stale.status).toBe(200);
    // The fresh copy replaces it.
    await untilKept('/collections');
  });

  it('replaces a copy when the content it was made from changes', async () => {
    const kv = env.CONTENT_KV as KVNamespace;
    const before = await untilKept('/presenters');
    expect(before.html).not.toContain('Cachetestson');
    await kv.put(
      'published-presenters:v1',
      JSON.stringify({
        version: 'page-cache-test',
        items: [
          {
            id: 'member-page-cache-test',
            name: 'Nomvula',
            surname: 'Cachetestson',
            categoryIds: [],
            spotlight: false,
            date: '2026-01-01T00:00:00.000Z',
          },
        ],
      }),
    );
    resetPublishedMemory();
    const after = await page('/presenters');
    expect(after.state).toBe('miss');
    expect(after.html).toContain('Cachetestson');
    expect((await untilKept('/presenters')).html).toContain('Cachetestson');
    await kv.delete('published-presenters:v1');
    resetPublishedMemory();
    const removed = await page('/presenters');
    expect(removed.state).toBe('miss');
    expect(removed.html).not.toContain('Cachetestson');
  });
});

describe('simultaneous misses of one page (single flight, issue #23.10)', () => {
  afterEach(async () => {
    await control('reset', {});
  });

  it('renders a page once for many concurrent cold requests; every one gets the same page', async () => {
    // Cold: the articles are not at hand, and the content service takes a while to send them.
    await forgetContent('articles');
    await control('faults', { collection: 'articles', delayMs: 300, times: 1 });
    const before = pageRenders();
    const answers = await Promise.all(Array.from({ length: 40 }, () => page('/blog')));
    expect(pageRenders() - before).toBe(1);
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(answers.filter((answer) => answer.state === 'miss')).toHaveLength(1);
    // The same bytes for every one: a page has no nonce to set per answer.
    const bodies = new Set(answers.map((answer) => answer.html));
    expect(bodies.size).toBe(1);
    for (const answer of answers) expect(answer.headers.get('content-security-policy')).not.toContain('nonce');
  });

  it('waits for a render as long as it lasts (within the render limit): a slow one still renders once (issue #31)', async () => {
    // Slower than the old fixed 3 s wait, within the render's own limit (CONTENT_TIMEOUT_MS x 3).
    await forgetContent('articles');
    await control('faults', { collection: 'articles', delayMs: 3_500, times: 1 });
    const before = pageRenders();
    // In French: a page no earlier test kept (a kept copy would answer without a render).
    const answers = await Promise.all(Array.from({ length: 20 }, () => page('/blog', 'i18n_redirected=fr')));
    expect(pageRenders() - before).toBe(1);
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(answers.filter((answer) => answer.state === 'miss')).toHaveLength(1);
  });

  it('a failing render does not fail the requests that waited for it: they render the page themselves', async () => {
    // Nothing of the presenters in memory or in the edge cache: the first render loads them, and
    // that one load fails after a while (the content service answers 500 once).
    await forgetContent('presenters');
    await control('faults', { collection: 'presenters', status: 500, delayMs: 400, times: 1 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => page('/presenters?page=1')));
    for (const answer of answers) expect(answer.status).toBe(200);
    // The leader's render had no presenters: its visitor gets the page without its list (spec
    // §8), nobody else: the others rendered it again, with the presenters.
    const listed = answers.filter((answer) => answer.html.includes('href="/presenters/'));
    expect(listed).toHaveLength(answers.length - 1);
  });

  it('a waiting request gives up after a bound, and when the render it waits for keeps nothing', async () => {
    const lead = pageFlight('https://page-cache.internal/test/slow', 60_000);
    expect(lead.lead).toBeDefined();
    // A second request for the same key waits; a render that never ends lets it go after the bound.
    const slow = pageFlight('https://page-cache.internal/test/slow', 50);
    expect(slow.lead).toBeUndefined();
    // A bound the product promises (a waiter gives up, decision 0021): the lead never ends, so a
    // waiter without the bound never returns and the test times out.
    expect(await slow.wait).toBeNull();
    // One that ends without a copy lets its waiters go at once; one with a copy hands it over.
    const waiting = pageFlight('https://page-cache.internal/test/slow', 60_000);
    lead.lead?.(null);
    expect(await waiting.wait).toBeNull();
    const next = pageFlight('https://page-cache.internal/test/slow', 60_000);
    const joined = pageFlight('https://page-cache.internal/test/slow', 60_000);
    const copy: KeptPage = { bytes: new ArrayBuffer(1), headers: [], storedAt: 1, parts: [], version: 'v' };
    next.lead?.(copy);
    expect(await joined.wait).toBe(copy);
  });
});

describe('signed-in members and the shared copies', () => {
  let member: SignedInMember;
  beforeAll(async () => {
    member = await signedInMember('user', 'Zebedee Sharedcopy');
  }, 60_000);

  it('never serves a signed-in member a shared copy, nor keeps theirs; a visitor never sees theirs', async () => {
    for (const path of ['/events', '/video-presentations']) {
      // The member first: their page is their own, and not kept.
      const own = await page(path, `i18n_redirected=en; ${member.cookie}`);
      expect(own.status).toBe(200);
      expect(own.state, path).toBe('bypass');
      // Rendered for the member (the session script names whom the page was made for).
      expect(own.html).toContain(`data-session="${member.uid}"`);
      // The service worker keeps a member's pages apart and drops them at sign-out (decision 0024).
      expect(own.headers.get('x-site-audience')).toBe('member');
      await sleep(300);
      const visitor = await page(path);
      expect(visitor.state, path).toBe('miss');
      const kept = await untilKept(path);
      expect(visitor.headers.get('x-site-audience')).toBe('visitor');
      expect(kept.headers.get('x-site-audience')).toBe('visitor');
      for (const html of [visitor.html, kept.html]) {
        expect(html).not.toContain(member.email);
        expect(html).not.toContain('Sharedcopy');
        expect(html).not.toContain(member.uid);
      }
      // With a copy kept, the member still gets their own page.
      const again = await page(path, `i18n_redirected=en; ${member.cookie}`);
      expect(again.state).toBe('bypass');
      expect(again.html).toContain(`data-session="${member.uid}"`);
    }
  });

  it('serves no shared copy to any request with a session cookie, valid or not', async () => {
    await untilKept('/');
    const forged = await page('/', 'i18n_redirected=en; __session=not-a-token');
    expect(forged.state).toBe('bypass');
    expect(forged.status).toBe(200);
    // Kept apart by the service worker too, and dropped with the sign-out.
    expect(forged.headers.get('x-site-audience')).toBe('member');
  });

  it('tells the service worker how each page was made: lite pages are never kept on the device', async () => {
    const full = await page('/faq');
    expect(full.headers.get('x-site-mode')).toBe('full');
    const lite = await page('/faq', 'i18n_redirected=en; site_mode=lite');
    expect(lite.headers.get('x-site-mode')).toBe('lite');
    const hinted = await page('/faq', 'i18n_redirected=en', { 'save-data': 'on' });
    expect(hinted.headers.get('x-site-mode')).toBe('lite');
  });
});
