/**
 * Server rendering: runs the route tree's loaders through the static handler, then streams the
 * document with React's renderToReadableStream. The shell (head, navigation, layout) leaves at
 * once; slow parts follow in <Suspense>. Bots get the complete document in one piece.
 */
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../../shared/constants/spec';
import { serverI18n } from '../../shared/i18n/server-i18n';
import { routes } from './routes';
import { Document, type DocumentAssets } from './document';
import { markDeferred, scriptSafeJson, settleDeferred } from './lib/deferred';
import { serializeErrors, type HydrationPayload } from './lib/hydration';
import type { ServerLoadContext } from './lib/route-data';

export interface RenderOptions {
  request: Request;
  locale: Locale;
  loadContext: ServerLoadContext;
  assets: DocumentAssets;
  /** Wait for every streamed part before sending (crawlers, link previews, no JavaScript). */
  waitForAll: boolean;
  /** The address a browser without JavaScript should load instead (see Document). */
  noScriptUrl: string | null;
  onError: (error: unknown) => void;
  /** Extra response headers (cookies, cache policy). */
  headers?: HeadersInit;
}

const handler = createStaticHandler(routes);

/** Renders a page request to a streamed Response (or the redirect a loader asked for). */
export async function renderPage(options: RenderOptions): Promise<Response> {
  const { request, locale, loadContext, assets, waitForAll, onError } = options;
  const context = await handler.query(request, { requestContext: loadContext });
  if (context instanceof Response) return context;

  // Crawlers get every part resolved in place: their data is awaited before rendering, so no
  // Suspense fallback is ever sent (workerd starts pulling a stream at once, so waiting for
  // allReady alone would not keep fallbacks out).
  if (waitForAll) await settleDeferred(context.loaderData);
  for (const [routeId, data] of Object.entries(context.loaderData)) markDeferred(routeId, data);
  const payload: HydrationPayload = {
    locale,
    assets,
    noScriptUrl: waitForAll ? null : options.noScriptUrl,
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  };
  const hydrationJson = scriptSafeJson(payload);
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = serverI18n(locale);

  const app = (
    <Document locale={locale} assets={assets} hydrationJson={hydrationJson} noScriptUrl={payload.noScriptUrl}>
      <I18nextProvider i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nextProvider>
    </Document>
  );
  const stream = await renderToReadableStream(app, {
    signal: request.signal,
    // In one piece, every Suspense boundary goes inline: React otherwise outlines large ones into
    // hidden segments that only a script reveals.
    ...(waitForAll ? { progressiveChunkSize: Number.MAX_SAFE_INTEGER } : {}),
    onError: (error: unknown) => {
      if (!request.signal.aborted) onError(error);
    },
  });
  if (waitForAll) await stream.allReady;

  const headers = new Headers(options.headers);
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(stream, { status: context.statusCode, headers });
}
