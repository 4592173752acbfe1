/** What every page's loader and action receives from the Worker, and the helpers they share. */
import { data } from 'react-router';
import type { PageServices } from '#worker/src/page-context.ts';
import type { CollectionItem, CollectionName } from '#shared/schemas/content.ts';

/** The Worker's services for a page request (React Router's load context: `context.services`). */
export type LoaderServices = PageServices;
export type ActionServices = PageServices;

/** The request as the server half of a loader sees it: the address and the route's parameters. */
export interface RouteLoadArgs {
  url: URL;
  params: Readonly<Record<string, string | undefined>>;
}

/** The server half of a page's loader. */
export type ServerLoader = (args: RouteLoadArgs, services: LoaderServices) => Promise<unknown>;

/**
 * `data` with every part awaited side by side: a page is rendered whole (decision 0033), so a
 * loader starts its slow parts together and hands React values, never promises.
 */
export async function whole<T extends object>(data: T): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = await Promise.all(Object.entries(data).map(async ([key, value]) => [key, await value] as const));
  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> };
}

/** A slow part: resolves to null instead of failing the page. */
export function contained<T>(promise: Promise<T>, services: LoaderServices): Promise<T | null> {
  return promise.catch((error: unknown) => {
    // A content failure was logged where it became the page's 503 (page-services.ts).
    if (!(error instanceof Response)) services.onError(error);
    return null;
  });
}

/** The 404 a loader throws for an unknown id (the page's error boundary shows it). */
export function notFound(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

/** What the 404 of an item that exists only in English carries (its error page says so). */
export interface EnglishOnlyError {
  englishOnly: true;
}

/**
 * The answer for an item of `name` the reader is not shown: in fr, one that exists only in
 * English answers 404 with `{ englishOnly: true }` (its error page says so in French and offers
 * the combined reading); anything else is an ordinary 404.
 */
export async function missing<N extends CollectionName>(
  services: LoaderServices,
  name: N,
  match: (item: CollectionItem<N>) => boolean,
): Promise<never> {
  if (services.locale === 'fr' && (await services.allContent.list(name)).some(match)) {
    throw data({ englishOnly: true } satisfies EnglishOnlyError, { status: 404, statusText: 'Not Found' });
  }
  notFound();
}
