// The head of a page before its data (issue #14, decision 0029): with a slow content service, the
// document's start and its preloads leave before the loaders finish, and the document that follows
// is React's own from the same point on. The project runs with early heads off (its other tests
// check exact statuses under load); these requests carry settings of their own.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import app from '../src/index';
import { contentClient, contentStats, control, forgetContent, heldAnswers, releaseHeld, untilHeld } from './helpers';
import { pageRenders } from '../src/services/page-cache/page-cache';
import { documentAfter, failedTail } from '../src/pages/early-head';
import type { Presentation } from '#shared/schemas/content.ts';
import { inlineScripts } from './inline-scripts';

const ORIGIN = 'http://127.0.0.1:8787';
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
/** Past this, a held answer is let go anyway: a page that waits for its data fails, not hangs. */
const PATIENCE_MS = 10_000;

interface Arrival {
  status: number;
  headers: Headers;
  /** What had arrived while the content service still held the data ('' when it was not held). */
  early: string;
  body: string;
}

/**
 * How a request meets the content service's held answers (issue #23, item 13: what came while
 * the data was held, not what came within some milliseconds):
 * - `late`: the page must answer while its data is held; its first chunk is read then, the data
 *   let go, and the rest read;
 * - `whole`: whatever the page asks for is let go as soon as it is held (data that comes in time);
 * - `untouched`: nothing is let go: a page that asks the service for anything fails the test.
 */
type Mode = 'late' | 'whole' | 'untouched';

/** Requests `path` with `settings` over the project's; see Mode. */
async function load(
  path: string,
  settings: Record<string, string>,
  headers: Record<string, string> = {},
  mode: Mode = 'whole',
): Promise<Arrival> {
  const ctx = createExecutionContext();
  let answered = false;
  const answer = Promise.resolve(
    app.fetch(
      new Request(`${ORIGIN}${path}`, {
        headers: { accept: 'text/html', 'user-agent': BROWSER, cookie: 'i18n_redirected=en', ...headers },
        redirect: 'manual',
      }),
      { ...env, PAGE_CACHE: 'off', CONTENT_CACHE_TTL_SECONDS: '1', ...settings },
      ctx,
    ),
  ).finally(() => {
    answered = true;
  });
  // A page waiting for held data gets it (whole), or after PATIENCE_MS only (late, untouched).
  const letGo =
    mode === 'whole'
      ? (async () => {
          while (!answered) {
            if ((await heldAnswers()) > 0) await releaseHeld();
            else await new Promise((resolve) => setTimeout(resolve, 10));
          }
        })()
      : undefined;
  let letGoAnyway = false;
  const safety =
    mode === 'whole'
      ? undefined
      : setTimeout(() => {
          letGoAnyway = true;
          void releaseHeld();
        }, PATIENCE_MS);
  try {
    const response = await answer;
    await letGo;
    const decoder = new TextDecoder();
    let early = '';
    let body = '';
    const reader = response.body?.getReader();
    if (reader && mode === 'late') {
      // The head is one write (routes/pages.ts, headFirst); nothing else can come before the data.
      const chunk = await reader.read();
      if (!chunk.done) early = body = decoder.decode(chunk.value, { stream: true });
      // It came while the page's data was held (asked for, and not let go).
      expect(letGoAnyway, 'the head came only once the held data was let go').toBe(false);
      await untilHeld(1, `the data of ${path}`, PATIENCE_MS);
      await releaseHeld();
    }
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      body += decoder.decode(chunk.value, { stream: true });
    }
    await waitOnExecutionContext(ctx);
    return { status: response.status, headers: response.headers, early, body };
  } finally {
    clearTimeout(safety);
    answered = true;
    await letGo;
    // Nothing held outlives the request (a held fetch of an ended test never completes).
    if (mode !== 'whole') await releaseHeld();
  }
}

/** The next reads of presentations (and `others`) are held by the service until let go. */
async function holdPresentations(...others: string[]) {
  await forgetContent('presentations', ...others);
  for (const collection of ['presentations', ...others]) await control('faults', { collection, hold: true });
}

const count = (text: string, part: string) => text.split(part).length - 1;
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
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
    // The server build's modules loaded once.
    await load(`/video-presentations/${presentations[0]!.id}`, { EARLY_HEAD_MS: 'off' });
    // The first page imports the whole server build into the isolate: 30 s on a loaded 2-core machine.
  }, 90_000);

  afterEach(async () => {
    await control('reset', {});
  });

  it.each(['en', 'fr', 'combined'])(
    'sends the head and its preloads before the loaders finish, then the page React renders (%s)',
    async (locale) => {
      const item = presentations[0]!;
      await holdPresentations();
      const cookie = { cookie: `i18n_redirected=${locale}` };
      const page = await load(`/video-presentations/${item.id}`, { EARLY_HEAD_MS: '50' }, cookie, 'late');
      expect(page.status).toBe(200);
      expect(page.headers.get('x-early-head')).toBe('1');
      // What arrived before the data: the document's start (with the page's stylesheets in a build;
      // no module and no string file: no page loads React, issue #25).
      expect(page.early).toMatch(
        new RegExp(
          `^<!DOCTYPE html><html lang="${locale === 'en' ? 'en' : 'fr'}" dir="ltr" data-locale="${locale}"><head>`,
        ),
      );
      expect(page.early).toContain('<meta charSet="utf-8"/>');
      // (This project serves modules from source, so its manifest names no stylesheet: the browser
      // test of the built site checks those.)
      expect(page.early).not.toContain('modulepreload');
      expect(page.early).not.toContain('as="fetch"');
      expect(page.early).not.toContain('<title>');
      expect(page.headers.get('link') ?? '').not.toContain('modulepreload');
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
      await forgetContent('presentations');
      const whole = await load(`/video-presentations/${item.id}`, { EARLY_HEAD_MS: 'off' }, cookie);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('x-early-head')).toBeNull();
      expect(headOf(withoutEarlyParts(page))).toBe(headOf(whole.body));
    },
  );

  it('sends a page whole, with its status, when its data comes in time', async () => {
    await holdPresentations();
    // Let go as soon as the loader asks: in time for a deadline of 5 s.
    const missing = await load('/video-presentations/no-such-presentation', { EARLY_HEAD_MS: '5000' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-early-head')).toBeNull();
    expect(missing.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it('keeps the error page of a late answer, marked as one for search engines and offline copies', async () => {
    await holdPresentations();
    const missing = await load('/video-presentations/no-such-presentation', { EARLY_HEAD_MS: '50' }, {}, 'late');
    expect(missing.status).toBe(200);
    expect(missing.early).toMatch(/^<!DOCTYPE html>/);
    expect(missing.body).toContain('<meta name="robots" content="noindex" data-late-status="404"/>');
    expect(missing.body).toContain('Page not found');
    expect(count(missing.body, '<meta charSet')).toBe(1);
    // The same head as the 404 sent whole (the <html> element's attributes included).
    await forgetContent('presentations');
    const whole = await load('/video-presentations/no-such-presentation', { EARLY_HEAD_MS: 'off' });
    expect(whole.status).toBe(404);
    expect(headOf(withoutEarlyParts(missing))).toBe(headOf(whole.body));
  });

  /**
   * Requests `path` while its data is held, beside a late page that goes head first (the
   * control): once the control's head has come, past the same deadline, `path` has still not
   * answered; then the data is let go and its answer read.
   */
  async function waitsForItsData(path: string, headers: Record<string, string> = {}): Promise<Arrival> {
    let answered = false;
    const waiting = load(path, { EARLY_HEAD_MS: '0' }, headers, 'untouched').finally(() => {
      answered = true;
    });
    try {
      await untilHeld(1, path, PATIENCE_MS);
      const ctx = createExecutionContext();
      const control = await app.fetch(
        new Request(`${ORIGIN}/video-presentations/no-such-presentation`, {
          headers: { accept: 'text/html', 'user-agent': BROWSER },
        }),
        { ...env, PAGE_CACHE: 'off', CONTENT_CACHE_TTL_SECONDS: '1', EARLY_HEAD_MS: '0' },
        ctx,
      );
      expect(control.headers.get('x-early-head'), 'the control went head first').toBe('1');
      expect(answered, `${path} answered before its data`).toBe(false);
      await releaseHeld();
      await control.text();
      await waitOnExecutionContext(ctx);
      return await waiting;
    } finally {
      await releaseHeld();
      await waiting.catch(() => undefined);
    }
  }

  it('waits for the loaders of the not-found route, resource routes, frames and other than HTML', async () => {
    // An address no page has (a lite page waits for the footer's contact details, held too) is
    // sent whole with its 404 ...
    await holdPresentations('contact');
    const nowhere = await waitsForItsData('/no-such-page', { 'save-data': 'on' });
    expect(nowhere.status).toBe(404);
    expect(nowhere.headers.get('x-early-head')).toBeNull();
    // ... where a late page goes head first ...
    await holdPresentations();
    const late = await load('/video-presentations/no-such-presentation', { EARLY_HEAD_MS: '0' }, {}, 'late');
    expect(late.status).toBe(200);
    expect(late.headers.get('x-early-head')).toBe('1');
    // ... and so are a resource route (it reads no content), a page in a frame and a request that
    // does not ask for HTML.
    const resource = await load('/account/actions', { EARLY_HEAD_MS: '0' }, {}, 'untouched');
    expect(resource.status).toBe(302);
    expect(resource.headers.get('location')).toBe('/account');
    await holdPresentations();
    const framed = await waitsForItsData('/video-presentations/no-such-presentation', { 'sec-fetch-dest': 'iframe' });
    expect(framed.status).toBe(404);
    await holdPresentations();
    const notHtml = await waitsForItsData('/video-presentations/no-such-presentation', { accept: '*/*' });
    expect(notHtml.status).toBe(404);
  });

  it('turns a late redirect into a refresh with a link, in the reader’s language', async () => {
    const item = presentations.find((entry) => entry.slug && entry.slug !== entry.id)!;
    await holdPresentations();
    const moved = await load(
      `/video-presentations/${item.slug}`,
      { EARLY_HEAD_MS: '50' },
      { cookie: 'i18n_redirected=fr' },
      'late',
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
    await holdPresentations();
    const missing = await waitsForItsData('/video-presentations/no-such-presentation', {
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    });
    expect(missing.status).toBe(404);
  });

  it('preloads no script on lite pages', async () => {
    await holdPresentations();
    const lite = await load('/video-presentations', { EARLY_HEAD_MS: '50' }, { 'save-data': 'on' }, 'late');
    expect(lite.status).toBe(200);
    // The head went before the data, with nothing to preload.
    expect(lite.early).toMatch(/^<!DOCTYPE html>/);
    expect(lite.early.endsWith(VIEWPORT)).toBe(true);
    expect(lite.headers.get('x-early-head')).toBe('1');
    expect(lite.early).not.toContain('modulepreload');
    expect(lite.early).not.toContain('as="fetch"');
    // No inline script but the modules' loader: only the page's small modules, by address (issue #25).
    expect(inlineScripts(lite.body)).toEqual(['loader']);
    expect(count(lite.body, '<meta charSet')).toBe(1);
  });

  it('keeps a late page for the next signed-out visitor', async () => {
    const item = presentations[1]!;
    await holdPresentations();
    const first = await load(`/video-presentations/${item.id}`, { EARLY_HEAD_MS: '50', PAGE_CACHE: 'on' }, {}, 'late');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(first.early).toMatch(/^<!DOCTYPE html>/);
    // The next visitor gets the kept copy: no render, and nothing asked of the content service
    // (whose presentations are still held: nothing is let go). The copy's parts are checked
    // against the versions the first load stored, fresh for this one (a TTL of a minute).
    const asked = await contentStats();
    const renders = pageRenders();
    const second = await load(
      `/video-presentations/${item.id}`,
      { EARLY_HEAD_MS: '50', PAGE_CACHE: 'on', CONTENT_CACHE_TTL_SECONDS: '60' },
      {},
      'untouched',
    );
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('x-early-head')).toBeNull();
    expect(pageRenders(), 'pages rendered for the kept copy').toBe(renders);
    expect((await contentStats()).requests, 'content requests for the kept copy').toEqual(asked.requests);
    // The kept copy is React's document, whole.
    expect(count(second.body, '<meta charSet')).toBe(1);
    expect(second.body).toContain('<h1');
    expect(second.body.trimEnd().endsWith('</html>')).toBe(true);
  });
});

describe('an early head that carries the page’s CSS (decision 0022)', () => {
  const END = '<meta name="viewport" content="width=device-width, initial-scale=1"/>';
  const streamOf = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });

  it('leaves out React’s copies of the sheets it carried, and only those', async () => {
    const document =
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${END}<title>Été</title>` +
      '<style data-href="/assets/root-a.css">.a{}</style><style data-href="/assets/page-b.css">.b{}</style>' +
      '<link rel="stylesheet" href="/assets/other-c.css"/></head><body><p>Déjà</p></body></html>';
    // In small chunks, as the Worker may receive the document: the head's end comes later.
    const chunks = document.match(/[\s\S]{1,40}/g) ?? [];
    const rest = await new Response(documentAfter(streamOf(...chunks), END, '', ['/assets/root-a.css'])).text();
    expect(rest).toBe(
      '<title>Été</title><style data-href="/assets/page-b.css">.b{}</style>' +
        '<link rel="stylesheet" href="/assets/other-c.css"/></head><body><p>Déjà</p></body></html>',
    );
  });

  it('links on an error page only the sheets it did not carry', () => {
    const tail = failedTail('en', ['/assets/root-a.css', '/assets/page-b.css'], ['/assets/root-a.css']);
    expect(tail).not.toContain('root-a.css');
    expect(tail).toContain('<link rel="stylesheet" href="/assets/page-b.css"/>');
  });
});
