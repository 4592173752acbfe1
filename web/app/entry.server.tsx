/**
 * Server rendering (React Router's server entry): the whole document, every loader's data in place
 * (issue #25: no page needs a script to be complete). The Worker sends the head before it when the
 * data is late (decision 0029). No page loads React in the browser (decision 0033): the document
 * has no inline script and needs no CSP nonce.
 */
import { renderToReadableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { serverI18n } from '#shared/i18n/server-i18n.ts';
import { setI18nSource } from './lib/i18n-source';
import { INLINED_CSS_HEADER } from '#shared/lib/offline.ts';
import { linkHeader, pageStyles } from './lib/early-head';
import { inlined, inlineStylesheets, inlineSheets } from './lib/inline-css';

// For the Worker (worker/src/server-build.ts): what it knows of the pages, the head of a page
// before its data included (shared/lib/route-facts.ts).
export { routeFacts } from './lib/route-facts';

// Route `meta` functions translate with the cached instance of the page's locale.
setI18nSource(serverI18n);

/** How long a visitor is asked to wait when the content service cannot be reached. */
const RETRY_AFTER_SECONDS = 30;

/**
 * Every error of a loader or action, before React Router hides its detail from the page: logged.
 * (A content-service failure arrives as a 503 response, logged where it was made.)
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A refusal React Router answers itself (405 for a method a route does not take, 404, ...) is
  // the caller's mistake, not ours: no log.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error('page error:', error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { services, render } = loadContext;
  const routeIds = routerContext.staticHandlerContext.matches.map((match) => match.route.id);
  // Every page is whole as HTML (issue #25): the loaders hand values, never promises
  // (server/types.server.ts `whole`). The head still leaves before the data when the data is late
  // (the Worker's early head, decision 0029).
  let status = responseStatusCode;
  // The content service could not answer (page-services.ts): unavailable for a while, not broken.
  if (status === 503) responseHeaders.set('retry-after', String(RETRY_AFTER_SECONDS));
  const stream = await renderToReadableStream(
    <I18nextProvider i18n={serverI18n(services.locale)}>
      <ServerRouter context={routerContext} url={request.url} />
    </I18nextProvider>,
    {
      signal: request.signal,
      // In one piece, every Suspense boundary goes inline: React otherwise outlines large ones
      // into hidden segments that only a script reveals.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error: unknown) {
        status = 500;
        if (!request.signal.aborted) console.error('render error:', error);
      },
    },
  );
  await stream.allReady;
  responseHeaders.set('content-type', 'text/html; charset=utf-8');
  const links = linkHeader(routerContext.manifest, routeIds);
  if (links) responseHeaders.set('link', links);
  // The page's CSS goes in its head (lib/inline-css.ts): the whole document is ready already.
  const body = inlineSheets ? inlineStylesheets(await new Response(stream).text(), !render.lite) : stream;
  // Which, for the Worker: a visitor whose browser has them cached gets them linked again.
  const written = inlineSheets ? pageStyles(routerContext.manifest, routeIds).filter(inlined) : [];
  if (written.length > 0) responseHeaders.set(INLINED_CSS_HEADER, written.join(' '));
  return new Response(body, { headers: responseHeaders, status });
}
