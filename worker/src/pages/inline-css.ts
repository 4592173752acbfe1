/**
 * The page's CSS inlined on a first visit only (issue #31 item 6, decision 0022). Every page is
 * made (and kept by the page cache) with its stylesheets written into its head (`<style
 * data-href>`, web/app/lib/inline-css.ts), which spares a first visit the stylesheet round trip on
 * 3G. On the way out, per visitor:
 * - a sheet the `css` cookie names (the visitor's browser fetched it after an earlier page) is
 *   linked again (`<link rel="stylesheet">`, preloaded in the `Link` header): it comes from the
 *   HTTP cache (`/assets/*` is immutable for a year) instead of with every page;
 * - any other sheet stays inlined, the page asks the browser to fetch it into its cache once it
 *   has loaded (`<link rel="prefetch">` at the end of the body, idle priority, no script; not on
 *   lite pages, with Save-Data or on 3g and slower, where a one-page visit would pay for the CSS
 *   twice), and the cookie now names it too.
 * The cookie holds a short hash per sheet address (hashed by content in its name), so a new build
 * inlines exactly its changed sheets once; names of sheets that no longer exist are dropped.
 */
import { escapeHtml } from '#shared/lib/html.ts';

/** The cookie naming the stylesheets the visitor's browser has fetched. */
export const CSS_COOKIE = 'css';
/** A year, like the sheets' own cache lifetime. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** Enough for every sheet of a build (about 20) and the cookie stays under 300 bytes. */
const MAX_ENTRIES = 30;

/** A sheet's entry in the cookie: FNV-1a of its address, 8 hex digits. */
export function sheetTag(href: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < href.length; i++) {
    hash ^= href.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The tags of a build's sheets, worked out once per build (the set is the isolate's own). */
const buildTags = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();
function tagsOf(sheets: ReadonlySet<string>): ReadonlySet<string> {
  let tags = buildTags.get(sheets);
  if (!tags) {
    tags = new Set([...sheets].map(sheetTag));
    buildTags.set(sheets, tags);
  }
  return tags;
}

/** The tags a cookie value names (anything else in it is ignored). */
export function cookieTags(value: string | undefined): string[] {
  return (value ?? '').split('.').filter((tag) => /^[0-9a-f]{8}$/.test(tag));
}

export interface CssDelivery {
  /** The page's inlined sheets (its INLINED_CSS_HEADER), in order. */
  sheets: readonly string[];
  /** The visitor's `css` cookie. */
  cookie: string | undefined;
  /** Every sheet address of the current build (a cookie's other tags are dropped). */
  known: ReadonlySet<string>;
  /** Whether the cookie may be marked Secure (the page is served over HTTPS). */
  secure: boolean;
  /**
   * Whether the page asks for its sheets once loaded (full pages). A lite page (Save-Data, 2g)
   * does not: a visitor who reads one page would pay its CSS twice; the next page fetches the
   * sheets it links, once, and the cookie still spares every later page the inlined copy.
   */
  prefetch: boolean;
}

/**
 * `response` (a page with `sheets` written into it) as this visitor gets it: cached sheets linked,
 * the others inlined and prefetched, and the cookie that says so.
 */
export function deliverCss(response: Response, delivery: CssDelivery): Response {
  const { sheets, known } = delivery;
  const had = cookieTags(delivery.cookie);
  const cached = new Set(had);
  const link = sheets.filter((href) => cached.has(sheetTag(href)));
  const fetchLater = sheets.filter((href) => !cached.has(sheetTag(href)));
  const headers = new Headers(response.headers);
  if (link.length > 0) {
    const preloads = link.map((href) => `<${href}>; rel=preload; as=style`);
    const rest = headers.get('link');
    headers.set('link', [...preloads, ...(rest ? [rest] : [])].join(', '));
  }
  if (fetchLater.length > 0) {
    const knownTags = tagsOf(known);
    const tags = [...new Set([...fetchLater.map(sheetTag), ...had.filter((tag) => knownTags.has(tag))])];
    headers.append(
      'set-cookie',
      `${CSS_COOKIE}=${tags.slice(0, MAX_ENTRIES).join('.')}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax` +
        (delivery.secure ? '; Secure' : ''),
    );
  }
  const init = { status: response.status, statusText: response.statusText, headers };
  const prefetch = delivery.prefetch && fetchLater.length > 0;
  // Nothing to rewrite (a lite page, every sheet inlined): the bytes pass as they are.
  if (!response.body || (link.length === 0 && !prefetch)) return new Response(response.body, init);
  const linked = new Set(link);
  const rewriter = new HTMLRewriter();
  if (linked.size > 0)
    rewriter.on('style[data-href]', {
      element(element) {
        const href = element.getAttribute('data-href');
        if (href !== null && linked.has(href))
          element.replace(`<link rel="stylesheet" href="${escapeHtml(href)}"/>`, { html: true });
      },
    });
  if (prefetch) {
    let added = false;
    rewriter.on('body', {
      element(element) {
        if (added) return;
        added = true;
        // After everything the page shows: the browser fetches these once it has loaded, idle.
        element.append(fetchLater.map((href) => `<link rel="prefetch" href="${escapeHtml(href)}"/>`).join(''), {
          html: true,
        });
      },
    });
  }
  return rewriter.transform(new Response(response.body, init));
}
