/**
 * The head of a page before its data (issue #14, decision 0029). When a page's loaders keep it
 * waiting past `EARLY_HEAD_MS`, the Worker answers 200 at once with the document's start (the
 * `<html>` element, charset, viewport and a preload of every stylesheet the page needs: the route
 * facts' `earlyHead`, shared/lib/route-facts.ts) and sends React's document after it (head-first.ts),
 * without the part already sent. What the loaders decide afterwards is kept in the document: a
 * redirect becomes a refresh with a link, an error page keeps its text and is marked `noindex`.
 */
import type { Locale } from '#shared/constants/spec.ts';
import { serverT } from '#shared/i18n/server-i18n.ts';
import { escapeHtml } from '#shared/lib/html.ts';
import { LATE_STATUS_ATTRIBUTE } from '#shared/lib/offline.ts';

/** How far into React's document its early part is looked for; it is always in the first chunk. */
const SEARCH_LIMIT = 16 * 1024;
/** How far the end of its head is waited for when copies of inlined sheets are to be left out. */
const HEAD_LIMIT = 512 * 1024;

const encoder = new TextEncoder();

/**
 * React's document from just after `end` (the part the visitor already has), after `insert` (more
 * of the head), without the `<style data-href>` elements of the sheets in `inlined` (the early head
 * carried them). If `end` is not found, the document goes on after its own `<head>`: a duplicate
 * viewport is better than a lost page.
 */
export function documentAfter(
  body: ReadableStream<Uint8Array>,
  end: string,
  insert = '',
  inlined: readonly string[] = [],
): ReadableStream<Uint8Array> {
  const held: Uint8Array[] = [];
  let heldBytes = 0;
  let found = false;
  const cut = (controller: TransformStreamDefaultController<Uint8Array>, flushing: boolean) => {
    const bytes = new Uint8Array(heldBytes);
    let offset = 0;
    for (const chunk of held) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    // The document's start is ASCII up to the marker: a character index is a byte index there.
    const text = new TextDecoder().decode(bytes);
    let at = text.indexOf(end);
    if (at >= 0) at += end.length;
    else if (flushing || heldBytes >= SEARCH_LIMIT) {
      const head = text.indexOf('<head>');
      console.warn('early head: the document start was not found');
      at = head >= 0 ? head + '<head>'.length : 0;
    } else return;
    // The sheets to leave out are in the head: wait for all of it (the document is made whole
    // before it is sent, web/app/entry.server.tsx, so this holds nothing back for long).
    if (inlined.length > 0 && text.indexOf('</head>', at) < 0 && !flushing && heldBytes < HEAD_LIMIT) return;
    found = true;
    held.length = 0;
    if (insert) controller.enqueue(encoder.encode(insert));
    // The head's rest, when it is all here, without the sheets the early head carried.
    const headEnd = inlined.length > 0 ? text.indexOf('</head>', at) : -1;
    if (headEnd >= 0) {
      controller.enqueue(encoder.encode(withoutStyles(text.slice(at, headEnd), inlined)));
      at = headEnd;
    }
    controller.enqueue(bytes.subarray(encoder.encode(text.slice(0, at)).length));
  };
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (found) return controller.enqueue(chunk);
        held.push(chunk);
        heldBytes += chunk.length;
        cut(controller, false);
      },
      flush(controller) {
        if (!found && heldBytes > 0) cut(controller, true);
      },
    }),
  );
}

/** `html` without the `<style data-href="…">…</style>` elements of `hrefs`. */
function withoutStyles(html: string, hrefs: readonly string[]): string {
  let rest = html;
  for (const href of hrefs) {
    const start = rest.indexOf(`<style data-href="${href}">`);
    const close = start >= 0 ? rest.indexOf('</style>', start) : -1;
    if (close >= 0) rest = rest.slice(0, start) + rest.slice(close + '</style>'.length);
  }
  return rest;
}

/**
 * What a page sent head first says in its head when its data made it something else than a page
 * (an error page, a redirect): not for search engines, and not to be kept offline (the service
 * worker and "Save for offline" look for the attribute).
 */
export function lateStatus(status: number): string {
  return `<meta name="robots" content="noindex" ${LATE_STATUS_ATTRIBUTE}="${status}"/>`;
}

/** The rest of the document when the page turned out to be elsewhere: a refresh there, and a link. */
export function movedTail(location: string, status: number, locale: Locale): string {
  const t = serverT(locale, 'common');
  const target = escapeHtml(location);
  return (
    `<meta http-equiv="refresh" content="0; url=${target}"/>${lateStatus(status)}` +
    `<title>${escapeHtml(t('error.movedTitle'))} - ${escapeHtml(t('siteName'))}</title></head>` +
    `<body><main><h1>${escapeHtml(t('error.movedTitle'))}</h1><p><a href="${target}">${escapeHtml(t('error.movedLink'))}</a></p></main></body></html>`
  );
}

/**
 * The rest of the document when the page could not be made at all, with the page's stylesheets
 * (those the early head did not carry).
 */
export function failedTail(locale: Locale, styles: readonly string[], inlined: readonly string[] = []): string {
  const t = serverT(locale, 'common');
  return (
    `${lateStatus(500)}${styles
      .filter((href) => !inlined.includes(href))
      .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}"/>`)
      .join('')}` +
    `<title>${escapeHtml(t('error.errorTitle'))} - ${escapeHtml(t('siteName'))}</title></head>` +
    `<body><main><h1>${escapeHtml(t('error.errorTitle'))}</h1><p>${escapeHtml(t('error.errorText'))}</p>` +
    `<p><a href="/">${escapeHtml(t('error.homeLink'))}</a></p></main></body></html>`
  );
}
