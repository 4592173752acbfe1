/**
 * The head of a page before its data (decision 0029): a page whose loaders keep it waiting past
 * EARLY_HEAD_MS answers 200 with its head at once (the route facts' early head), then React's
 * document from where the head stopped (early-head.ts). A redirect the loaders decide becomes a
 * refresh with a link, a page that could not be made a short error page. Never for a crawler (it
 * gets the exact status), route data, a HEAD, a frame, or a page that waits for its loaders.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { isbot } from 'isbot';
import type { EarlyHead } from '#shared/lib/route-facts.ts';
import { EARLY_HEAD_HEADER, INLINED_CSS_HEADER } from '#shared/lib/offline.ts';
import { routeFacts } from '../server-build';
import { documentAfter, failedTail, lateStatus, movedTail } from './early-head';
import type { PageEnv } from './page-env';
import { warn, type Rendered } from './render';

/** What a request for a page may be for: a document, or (Chromium) one its service worker fetches. */
const PAGE_DESTINATIONS = new Set(['document', 'empty']);

type Early = EarlyHead & { end: string; ms: number };

/** The head this request may send before its data, or null when it is sent whole. Never throws. */
async function earlyHeadOf(c: Context<PageEnv>): Promise<Early | null> {
  const ms = c.get('settings').EARLY_HEAD_MS;
  const { url, render } = c.get('page');
  if (ms === null || c.req.method !== 'GET' || url.pathname.endsWith('.data')) return null;
  if (!(c.req.header('accept') ?? '').includes('text/html')) return null;
  if (!PAGE_DESTINATIONS.has(c.req.header('sec-fetch-dest') ?? 'document')) return null;
  if (isbot(c.req.header('user-agent') ?? '')) return null;
  try {
    const facts = await routeFacts();
    const head = facts.earlyHead(url.pathname, { locale: c.get('locale'), lite: render.lite });
    return head ? { ...head, end: facts.earlyHeadEnd, ms } : null;
  } catch (error) {
    warn('no early head')(error);
    return null;
  }
}

const encoder = new TextEncoder();

/** 200 with the head now, and the rest of the document once `rendering` has made it. */
function sendHeadFirst(c: Context<PageEnv>, early: Early, rendering: Promise<Rendered>): Response {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const locale = c.get('locale');
  const { pathname } = c.get('page').url;
  const end = async (tail: string) => {
    const writer = writable.getWriter();
    await writer.write(encoder.encode(tail));
    await writer.close();
  };
  const send = async () => {
    const writer = writable.getWriter();
    try {
      await writer.write(encoder.encode(early.html));
    } catch {
      // The visitor left before the head: the render is stopped too.
      await rendering.then(({ response }) => response.body?.cancel()).catch(() => undefined);
      return;
    }
    writer.releaseLock();
    let response: Response;
    try {
      ({ response } = await rendering);
    } catch (error) {
      console.error('page error:', error);
      return end(failedTail(locale, early.styles, early.inlined));
    }
    // Headers a route decides cannot follow a head already sent (earlyHead leaves out the routes
    // that export some): a loader that starts setting them must be seen.
    for (const name of ['set-cookie', 'cache-control']) {
      if (response.headers.has(name)) console.error(`early head: ${pathname} lost its ${name} header`);
    }
    const location = response.headers.get('location');
    if (location && response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      return end(movedTail(location, response.status, locale));
    }
    if (!(response.headers.get('content-type') ?? '').startsWith('text/html') || !response.body) {
      await response.body?.cancel();
      return end(failedTail(locale, early.styles, early.inlined));
    }
    // An error page says so in its head (the offline copies keep no such page).
    const insert = response.status === 200 ? '' : lateStatus(response.status);
    await documentAfter(response.body, early.end, insert, early.inlined).pipeTo(writable);
  };
  c.executionCtx.waitUntil(send().catch(warn('page not sent')));
  return new Response(readable, {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      [EARLY_HEAD_HEADER]: '1',
      ...(early.link ? { link: early.link } : {}),
      ...(early.inlined?.length ? { [INLINED_CSS_HEADER]: early.inlined.join(' ') } : {}),
    },
  });
}

export const headFirst: MiddlewareHandler<PageEnv> = async (c, next) => {
  const early = await earlyHeadOf(c);
  if (!early) return next();
  const rendering = c.get('renderPage')(c.req.raw);
  // The data has until the deadline; past it, the head leaves now and the page after it.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, early.ms, null);
  });
  const ready = await Promise.race([rendering, deadline]);
  clearTimeout(timer);
  return ready ? ready.response : sendHeadFirst(c, early, rendering);
};
