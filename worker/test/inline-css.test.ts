// The page's CSS inlined on a first visit only (issue #31 item 6, decision 0022), through
// workerd's own HTMLRewriter: a page as the site makes and keeps it (its sheets written into its
// head) reaches a first visitor inlined, with a prefetch of its sheets and the cookie that says the
// browser has them; a visitor whose cookie names them gets them linked again. The Worker's tests
// build the pages from source, where nothing is inlined, so the page here is made as the build
// makes it (tests/e2e/css-first-visit.spec.ts checks the built site in Chromium).
import { describe, expect, it } from 'vitest';
import { PREFETCH_LATER_TYPE } from '#shared/lib/page-modules.ts';
import { CSS_COOKIE, cookieTags, deliverCss, sheetTag } from '../src/pages/inline-css';

/** A sheet's prefetch as pages carry it: a data block the modules' loader turns into a link after the load. */
const prefetchOf = (href: string) => `<script type="${PREFETCH_LATER_TYPE}" data-href="${href}"></script>`;

const ROOT = '/assets/root-Ab1_x9.css';
const ROUTE = '/assets/presentation-Zz8-q2.css';
const OLD_ROOT = '/assets/root-Old000.css';
const CSS = { [ROOT]: 'body{color:#123}', [ROUTE]: '.talk{margin:0}' };

/**
 * A page as entry.server.tsx makes it: its sheets in its head, a full page's prefetch of them at
 * the end of its body (web/app/lib/inline-css.ts), and the header naming them.
 */
function page(early = false, prefetched = true): Response {
  const styles = Object.entries(CSS)
    .map(([href, css]) => `<style data-href="${href}">${css}</style>`)
    .join('');
  const html =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
    styles +
    '<link rel="modulepreload" href="/assets/js/menu.js"/><title>A talk</title></head>' +
    '<body><main><h1>A talk</h1><p>What it says.</p></main><footer>Footer</footer>' +
    (prefetched ? `${prefetchOf(ROOT)}${prefetchOf(ROUTE)}` : '') +
    '</body></html>';
  // A page sent head first arrives in parts: the rewriter must not care.
  const parts = early ? [html.slice(0, 80), html.slice(80, 200), html.slice(200)] : [html];
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
  return new Response(body, {
    headers: { 'content-type': 'text/html; charset=utf-8', link: '</assets/js/menu.js>; rel=modulepreload' },
  });
}

const known = new Set([ROOT, ROUTE, '/assets/home-Q1.css']);
/** `prefetch`: the connection is cheap; `lite`: the page was made lite (no prefetch in it). */
const deliver = (cookie: string | undefined, early = false, prefetch = true, lite = false) =>
  deliverCss(page(early, !lite), { sheets: [ROOT, ROUTE], cookie, known, secure: true, prefetched: !lite, prefetch });

/** The tags of the `css` cookie a response sets, or null when it sets none. */
function setTags(response: Response): string[] | null {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${CSS_COOKIE}=`));
  return cookie ? cookieTags(cookie.slice(CSS_COOKIE.length + 1).split(';')[0]) : null;
}

describe('the CSS inlined on a first visit only', () => {
  it('inlines a first visit’s CSS, prefetches its sheets after the page and sets the cookie', async () => {
    for (const early of [false, true]) {
      const response = deliver(undefined, early);
      const html = await response.text();
      expect(html).toContain(`<style data-href="${ROOT}">${CSS[ROOT]}</style>`);
      expect(html).toContain(`<style data-href="${ROUTE}">${CSS[ROUTE]}</style>`);
      expect(html).not.toContain('rel="stylesheet"');
      // At the end of the body, after all it shows.
      expect(html).toContain(`<footer>Footer</footer>${prefetchOf(ROOT)}${prefetchOf(ROUTE)}</body>`);
      // The inlined sheets are not preloaded: they would be fetched for nothing, before the page.
      expect(response.headers.get('link')).toBe('</assets/js/menu.js>; rel=modulepreload');
      expect(setTags(response)).toEqual([sheetTag(ROOT), sheetTag(ROUTE)]);
      const cookie = response.headers.getSetCookie()[0] ?? '';
      expect(cookie).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
    }
  });

  it('sends a full page’s first visit as it was made, its bytes unparsed (a cache hit stays cheap)', () => {
    const made = page();
    const response = deliverCss(made, {
      sheets: [ROOT, ROUTE],
      cookie: undefined,
      known,
      secure: true,
      prefetched: true,
      prefetch: true,
    });
    // The same stream: no HTMLRewriter between the kept copy and the visitor.
    expect(response.body).toBe(made.body);
  });

  it('takes the prefetch out of a full page on a costly connection (Save-Data, 3g), inlining all', async () => {
    const response = deliver(undefined, true, false);
    const html = await response.text();
    expect(html).toContain(`<style data-href="${ROOT}">`);
    expect(html).not.toContain(PREFETCH_LATER_TYPE);
    expect(html).toContain('<footer>Footer</footer></body>');
    expect(setTags(response)).toEqual([sheetTag(ROOT), sheetTag(ROUTE)]);
  });

  it('links the sheets for a visitor whose cookie names them, inlining nothing, setting nothing', async () => {
    for (const early of [false, true]) {
      const response = deliver(`${sheetTag(ROOT)}.${sheetTag(ROUTE)}`, early);
      const html = await response.text();
      expect(html).not.toContain('<style');
      expect(html).not.toContain(CSS[ROOT]);
      expect(html).not.toContain(PREFETCH_LATER_TYPE);
      expect(html).toContain(
        `<meta charSet="utf-8"/><link rel="stylesheet" href="${ROOT}"/><link rel="stylesheet" href="${ROUTE}"/>` +
          '<link rel="modulepreload"',
      );
      expect(response.headers.get('link')).toBe(
        `<${ROOT}>; rel=preload; as=style, <${ROUTE}>; rel=preload; as=style, </assets/js/menu.js>; rel=modulepreload`,
      );
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('inlines only the sheet the browser has not fetched yet, and adds it to the cookie', async () => {
    const response = deliver(sheetTag(ROOT));
    const html = await response.text();
    expect(html).toContain(`<link rel="stylesheet" href="${ROOT}"/><style data-href="${ROUTE}">`);
    expect(html).toContain(`${prefetchOf(ROUTE)}</body>`);
    expect(html).not.toContain(prefetchOf(ROOT));
    expect(setTags(response)).toEqual([sheetTag(ROUTE), sheetTag(ROOT)]);
  });

  it('on a lite page, inlines and sets the cookie without a prefetch (one page read pays its CSS once)', async () => {
    const response = deliver(undefined, false, false, true);
    const html = await response.text();
    expect(html).toContain(`<style data-href="${ROOT}">`);
    expect(html).not.toContain(PREFETCH_LATER_TYPE);
    expect(setTags(response)).toEqual([sheetTag(ROOT), sheetTag(ROUTE)]);
  });

  it('inlines for a stale cookie (another build’s sheets) and drops its names from the new one', async () => {
    const response = deliver(`${sheetTag(OLD_ROOT)}.garbage.${sheetTag('/assets/home-Q1.css')}`);
    const html = await response.text();
    expect(html).toContain(`<style data-href="${ROOT}">`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(setTags(response)).toEqual([sheetTag(ROOT), sheetTag(ROUTE), sheetTag('/assets/home-Q1.css')]);
  });

  it('answers a HEAD (no body) with the same headers', () => {
    const response = deliverCss(new Response(null, { headers: { 'content-type': 'text/html' } }), {
      sheets: [ROOT],
      cookie: undefined,
      known,
      secure: false,
      prefetched: true,
      prefetch: true,
    });
    expect(response.body).toBeNull();
    expect(setTags(response)).toEqual([sheetTag(ROOT)]);
    expect(response.headers.getSetCookie()[0]).not.toContain('Secure');
  });
});
