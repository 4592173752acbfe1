/**
 * A page's stylesheets written into its head (issue #31, decision 0022): on 3G each linked sheet
 * costs round trips before the first paint, so the server writes the CSS of the build's sheets
 * where React's `<Links>` put their links. The `Link` header and the early head then preload only
 * what stays linked; when the early head leaves before the data it carries the CSS itself
 * (worker/src/routes/early-head.ts drops React's copy). In `vite dev` and the tests built from source nothing is inlined.
 */
import sheets from 'virtual:cta/inline-css';

/** Whether the build inlines any sheet (not in `vite dev`). */
export const inlineSheets = Object.keys(sheets).length > 0;

/** Whether `href` is written into the page rather than linked. */
export const inlined = (href: string): boolean => Object.hasOwn(sheets, href);

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)"\/>/g;

/** The `<style>` element of an inlined sheet (`data-href` names it: the early head's copy is matched by it). */
export const styleElement = (href: string): string => `<style data-href="${href}">${sheets[href]}</style>`;

/** `html` with the head's stylesheet links of inlined sheets replaced by their CSS. */
export function inlineStylesheets(html: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const head = html
    .slice(0, end)
    .replace(STYLESHEET_LINK, (link, href: string) => (inlined(href) ? styleElement(href) : link));
  return head + html.slice(end);
}
