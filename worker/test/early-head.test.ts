// The head of a page before its data (issue #14, decision 0029): with a slow content service, the
// document's start and its preloads leave before the loaders finish, and the document that follows
// is React's own from the same point on. The project runs with early heads off (its other tests
// check exact statuses under load); these requests carry settings of their own.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import app from '../src/index';
import { contentClient, control } from './helpers';
import { resetContentMemory } from '../src/services/content/client';
import type { Presentation } from '#shared/schemas/content.ts';

const ORIGIN = 'http://127.0.0.1:8787';
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const SLOW_MS = 900;

interface Arrival {
  status: number;
  headers: Headers;
  /** The text that had arrived before the content service answered. */
  early: string;
  body: string;
}

/** Requests `path` with `settings` over the project's, noting what arrived before SLOW_MS. */
async function load(path: string, settings: Record<string, string>, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const started = Date.now();
  const response = await app.fetch(
    new Request(`${ORIGIN}${path}`, {
      headers: { accept: 'text/html', 'user-agent': BROWSER, cookie: 'i18n_redirected=en', ...headers },
      redirect: 'manual',
    }),
    { ...env, PAGE_CACHE: 'off', CONTENT_CACHE_TTL_SECONDS: '1', ...settings },
    ctx,
  );
  const decoder = new TextDecoder();
  let early = '';
  let body = '';
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      const text = decoder.decode(chunk.value, { stream: true });
      if (Date.now() - started < SLOW_MS - 200) early += text;
      body += text;
    }
  }
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, early, body } satisfies Arrival;
}

/** The next read of presentations waits for the service (the copies kept by earlier tests are stale). */
async function slowPresentations() {
  resetContentMemory();
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await control('faults', { collection: 'presentations', delayMs: SLOW_MS });
}

const count = (text: string, part: string) => text.split(part).length - 1;
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, '');
const headOf = (html: string) => withoutNonces(html.slice(0, html.indexOf('</head>')));
const VIEWPORT = 'initial-scale=1"/>';
/** The preloads the early head adds after the viewport. */
const preloadsOf = (page: Arrival) => page.early.slice(page.early.indexOf(VIEWPORT) + VIEWPORT.length);
/** The document without what the early head adds: its preloads and the mark of a late error. */
const withoutEarlyParts = (page: Arrival) =>
  page.body
    .replace(preloadsOf(page), '')
    .replace(/<meta name="robots" content="noindex" data-late-status="\d+"\/>/, '');

describe('the head before the data', () => {
  let presentations: Presentation[];

  beforeAll(async () => {
    await control('reset', {});
    presentations = await contentClient().list('presentations');
    // The server build's modules loaded once, so the first test measures the data wait only.
    await load(`/video-presentations/${presentations[0]!.id}`, { EARLY_HEAD_MS: 'off' });
  });

  afterEach(async () => {
    await control('reset', {});
  });

  it.each(['en', 'fr', 'combined'])(
    'sends the head and its preloads before the loaders finish, then the page React renders (%s)',
    async (locale) => {
      const item = presentations[0]!;
      await slowPresentations();
      const cookie = { cookie: `i18n_redirected=${locale}` };
      const page = await load(`/video-presentations/${item.id}`, { EARLY_HEAD_MS: '50' }, cookie);
      expect(page.status).toBe(200);
      expect(page.headers.get('x-early-head')).toBe('1');
      // What arrived before the data: the document's start with every module and string file.
      expect(page.early).toMatch(
        new RegExp(
          `^<!DOCTYPE html><html lang="${locale === 'en' ? 'en' : 'fr'}" dir="ltr" data-locale="${locale}" data-namespaces="[^"]*presentations`,
        ),
      );
      expect(page.early).toContain('<meta charSet="utf-8"/>');
      // (This project serves modules from source, so its manifest names no stylesheet: the browser
      // test of the built site checks those.)
      expect(page.early).toMatch(/<link rel="modulepreload" href="[^"]*entry\.client[^"]*"\/>/);
      expect(page.early).toMatch(/<link rel="modulepreload" href="[^"]*routes\/presentation[^"]*"\/>/);
      expect(page.early).toMatch(
        /<link rel="preload" as="fetch" crossorigin="anonymous" href="[^"]*common[^"]*\.json"\/>/,
      );
      expect(page.early).not.toContain('<title>');
      expect(page.headers.get('link')).toMatch(/entry\.client[^>]*>; rel=modulepreload/);
      // Then the page, once: one document, one charset, one head, the title in it.
      const { body } = page;
      expect(body.startsWith(page.early)).toBe(true);
      for (const part of ['<!DOCTYPE html>', '<html', '<head>', '</head>', '<meta charSet', 'name="viewport"', '<body'])
        expect(count(body, part), part).toBe(1);
      expect(body.indexOf('<title>')).toBeLessThan(body.indexOf('</head>'));
      expect(body).toContain(`<h1`);
      expect(body).not.toContain('data-late-status');
      expect(body.trimEnd().endsWith('</html>')).toBe(true);

      // The same page sent whole has the same head (the <html> element included), less the early
      // preloads (the body's streamed parts come in the order the data does).
      resetContentMemory();
      const whole = await load(`/video-presentations/${item.id}`, { EARLY_HEAD_MS: 'off' }, cookie);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('x-early-head')).toBeNull();
      expect(preloadsOf(page)).toContain('<link rel="modulepreload"');
      expect(headOf(withoutEarlyParts(page))).toBe(headOf(whole.body));
    },
  );

  it('sends a page whole, with its status, when its data comes in time', async () => {
    await slowPresentations();
    const missing = await load('/video-presentations/no-such-presentation', { EARLY_HEAD_MS: '5000' });
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it('keeps the error page of a late answer, marked as one for search engines and offline copies', async () => {
    await slowPresentations();
    const missing = await load('/video-presentations/no-such-presentation', { EARLY_HEAD_MS: '50' });
    expect(missing.status).toBe(200);
    expect(missing.early).toContain('<link rel="modulepreload"');
    expect(missing.body).toContain('<meta name="robots" content="noindex" data-late-status="404"/>');
    expect(missing.body).toContain('Page not found');
    expect(count(missing.body, '<meta charSet')).toBe(1);
    // The same head as the 404 sent whole (the <html> element's attributes included).
    resetContentMemory();
    const whole = await load('/video-presentations/no-such-presentation', { EARLY_HEAD_MS: 'off' });
    expect(whole.status).toBe(404);
    expect(headOf(withoutEarlyParts(missing))).toBe(headOf(whole.body));
  });

  it('waits for the loaders of the not-found route, resource routes, frames and other than HTML', async () => {
    await slowPresentations();
    // An address no page has, made late (a lite page waits for the footer's contact details, read
    // late too), is sent whole with its 404 ...
    await control('faults', { collection: 'contact', delayMs: SLOW_MS });
    const nowhere = await load('/no-such-page', { EARLY_HEAD_MS: '0' }, { 'save-data': 'on' });
    expect(nowhere.status).toBe(404);
    expect(nowhere.early).toBe('');
    // ... where a late page goes head first (the control) ...
    const late = await load('/video-presentations/no-such-presentation', { EARLY_HEAD_MS: '0' });
    expect(late.status).toBe(200);
    expect(late.headers.get('x-early-head')).toBe('1');
    // ... and so are a resource route, a page in a frame and a request that does not ask for HTML.
    const resource = await load('/account/actions', { EARLY_HEAD_MS: '0' });
    expect(resource.status).toBe(302);
    expect(resource.headers.get('location')).toBe('/account');
    const fetched = await load(
      '/video-presentations/no-such-presentation',
      { EARLY_HEAD_MS: '0' },
      { 'sec-fetch-dest': 'iframe' },
    );
    expect(fetched.status).toBe(404);
    const notHtml = await load('/video-presentations/no-such-presentation', { EARLY_HEAD_MS: '0' }, { accept: '*/*' });
    expect(notHtml.status).toBe(404);
  });

  it('turns a late redirect into a refresh with a link, in the reader’s language', async () => {
    const item = presentations.find((entry) => entry.slug && entry.slug !== entry.id)!;
    await slowPresentations();
    const moved = await load(
      `/video-presentations/${item.slug}`,
      { EARLY_HEAD_MS: '50' },
      { cookie: 'i18n_redirected=fr' },
    );
    expect(moved.status).toBe(200);
    expect(moved.early).toMatch(/^<!DOCTYPE html><html lang="fr"/);
    const target = `/video-presentations/${item.id}`;
    expect(moved.body).toContain(`<meta http-equiv="refresh" content="0; url=${target}"/>`);
    expect(moved.body).toContain(`<a href="${target}">Aller à la page</a>`);
    expect(moved.body).toContain('<meta name="robots" content="noindex" data-late-status="301"/>');
    expect(moved.body).toContain('<title>Cette page a changé d’adresse');
  });

  it('gives crawlers the exact status however slow the data', async () => {
    await slowPresentations();
    const missing = await load(
      '/video-presentations/no-such-presentation',
      { EARLY_HEAD_MS: '50' },
      {
        'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
      },
    );
    expect(missing.status).toBe(404);
  });

  it('preloads no script on lite pages', async () => {
    await slowPresentations();
    const lite = await load('/video-presentations', { EARLY_HEAD_MS: '50' }, { 'save-data': 'on' });
    expect(lite.status).toBe(200);
    // The head went before the data, with nothing to preload.
    expect(lite.early).toMatch(/^<!DOCTYPE html>/);
    expect(lite.early.endsWith(VIEWPORT)).toBe(true);
    expect(lite.headers.get('x-early-head')).toBe('1');
    expect(lite.early).not.toContain('modulepreload');
    expect(lite.early).not.toContain('as="fetch"');
    expect(lite.body).not.toMatch(/<script(?! type="application\/ld\+json")/);
    expect(count(lite.body, '<meta charSet')).toBe(1);
  });

  it('keeps a late page for the next signed-out visitor', async () => {
    const item = presentations[1]!;
    await slowPresentations();
    const first = await load(`/video-presentations/${item.id}`, { EARLY_HEAD_MS: '50', PAGE_CACHE: 'on' });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(first.early).toContain('<link rel="modulepreload"');
    const second = await load(`/video-presentations/${item.id}`, { EARLY_HEAD_MS: '50', PAGE_CACHE: 'on' });
    expect(second.headers.get('x-page-cache')).toBe('hit');
    // The kept copy is React's document, whole: the next visitor has it at once.
    expect(second.early).toBe(second.body);
    expect(count(second.body, '<meta charSet')).toBe(1);
    expect(second.body).toContain('<h1');
  });
});
