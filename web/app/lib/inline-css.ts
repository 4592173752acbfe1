/**
 * A page's stylesheets written into its head (issue #31, decision 0022): on 3G each linked sheet
 * costs round trips before the first paint, so the server writes the CSS of the build's sheets
 * where React's `<Links>` put their links. The `Link` header and the early head then preload only
 * what stays linked; when the early head leaves before the data it carries the CSS itself
 * (worker/src/pages/early-head.ts drops React's copy). In `vite dev` and the tests built from source nothing is inlined.
 */
import sheets from 'virtual:cta/inline-css';
import { PREFETCH_LATER_TYPE } from '#shared/lib/page-modules.ts';

/** Whether the build inlines any sheet (not in `vite dev`). */
export const inlineSheets = Object.keys(sheets).length > 0;

/** Whether `href` is written into the page rather than linked. */
export const inlined = (href: string): boolean => Object.hasOwn(sheets, href);

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)"\/>/g;

/** The `<style>` element of an inlined sheet (`data-href` names it: the early head's copy is matched by it). */
export const styleElement = (href: string): string => `<style data-href="${href}">${sheets[href]}</style>`;

/**
 * What asks the browser to fetch an inlined sheet into its cache once the page has loaded: a data
 * block the modules' loader turns into `<link rel="prefetch">` after the load (shared/lib/
 * page-modules.ts, decision 0041; a link in the page was fetched while the page's largest image
 * still loaded).
 */
export const prefetchElement = (href: string): string =>
  `<script type="${PREFETCH_LATER_TYPE}" data-href="${href}"></script>`;

/**
 * `html` with the head's stylesheet links of inlined sheets replaced by their CSS and, when
 * `prefetch` (full pages), a prefetch of each at the end of the body: a first visit's page is then
 * sent as it is kept, with no rewriting (worker/src/pages/inline-css.ts takes them out where the
 * visitor's browser has the sheets or its connection is costly).
 */
export function inlineStylesheets(html: string, prefetch: boolean): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const written: string[] = [];
  const head = html.slice(0, end).replace(STYLESHEET_LINK, (link, href: string) => {
    if (!inlined(href)) return link;
    written.push(href);
    return styleElement(href);
  });
  const rest = html.slice(end);
  const bodyEnd = rest.lastIndexOf('</body>');
  if (!prefetch || written.length === 0 || bodyEnd < 0) return head + rest;
  // After everything the page shows: the loader has the browser fetch these once it has loaded.
  return head + rest.slice(0, bodyEnd) + written.map(prefetchElement).join('') + rest.slice(bodyEnd);
}
