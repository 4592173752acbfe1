/**
 * The page's CSS inlined on a first visit only (issue #31 item 6, decision 0022). Every page is
 * made (and kept by the page cache) with its stylesheets written into its head (`<style
 * data-href>`, web/app/lib/inline-css.ts), which spares a first visit the stylesheet round trip on
 * 3G. On the way out, per visitor:
 * - a sheet the `css` cookie names (the visitor's browser fetched it after an earlier page) is
 *   linked again (`<link rel="stylesheet">`, preloaded in the `Link` header): it comes from the
 *   HTTP cache (`/assets/*` is immutable for a year) instead of with every page;
 * - any other sheet stays inlined, the page asks the browser to fetch it into its cache once it
 *   has loaded (a data block at the end of the body that the modules' loader turns into `<link
 *   rel="prefetch">` after the load, decision 0041: without script, no prefetch; not on
 *   lite pages, with Save-Data or on 3g and slower, where a one-page visit would pay for the CSS
 *   twice), and the cookie now names it too.
 * The cookie holds a short hash per sheet address (hashed by content in its name), so a new build
 * inlines exactly its changed sheets once; names of sheets that no longer exist are dropped.
 */
import { escapeHtml } from '#shared/lib/html.ts';
import { PREFETCH_LATER_TYPE } from '#shared/lib/page-modules.ts';

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
   * Whether the page was made with a prefetch of each inlined sheet at the end of its body (full
   * pages, web/app/lib/inline-css.ts; lite pages have none).
   */
  prefetched: boolean;
  /**
   * Whether the page asks for its sheets once loaded. Not with Save-Data or on 3g and slower: a
   * visitor who reads one page would pay its CSS twice; the next page fetches the sheets it links,
   * once, and the cookie still spares every later page the inlined copy.
   */
  prefetch: boolean;
}

/**
 * `response` (a page with `sheets` written into it) as this visitor gets it: cached sheets linked,
 * the others inlined and prefetched, and the cookie that says so. A first visit on a full page
 * gets the page as it was made: its bytes pass unparsed, as on any cache hit (issue #31 item 5).
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
  // The prefetches the page keeps: those of sheets still inlined, where the connection is cheap.
  const keep = new Set(delivery.prefetched && delivery.prefetch ? fetchLater : []);
  const dropPrefetch = delivery.prefetched && keep.size < sheets.length;
  // Nothing to rewrite (a first visit, or a lite page with every sheet inlined): bytes as they are.
  if (!response.body || (link.length === 0 && !dropPrefetch)) return new Response(response.body, init);
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
  if (dropPrefetch) {
    const made = new Set(sheets);
    rewriter.on(`body > script[type="${PREFETCH_LATER_TYPE}"]`, {
      element(element) {
        const href = element.getAttribute('data-href');
        if (href !== null && made.has(href) && !keep.has(href)) element.remove();
      },
    });
  }
  return rewriter.transform(new Response(response.body, init));
}
