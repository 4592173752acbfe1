/** What every server loader receives, and the helpers they share. */
import type { Locale } from '../../../shared/constants/spec';
import type { RouteLoadArgs } from '../../../web/src/lib/route-data';
import type { SessionUser } from '../../../web/src/lib/loader-types';
import type { FirebasePublicConfig } from '../../../web/src/lib/firebase-config';
import type { ContentClient, EdgeCache } from '../services/content/client';
import type { Bindings, Settings } from '../env';

export interface LoaderServices {
  locale: Locale;
  user: SessionUser | null;
  content: ContentClient;
  /** The Worker's settings (e.g. whether a captcha is configured). */
  settings: Settings;
  /** The Worker's bindings (KV, R2, assets). */
  env: Bindings;
  /** Public Firebase web configuration (for the auth and account pages). */
  firebase: FirebasePublicConfig;
  /** The site's public origin (SITE_URL), for share links and absolute addresses. */
  origin: string;
  /** Logs a failure that the page survives. */
  onError: (error: unknown) => void;
  /** The edge cache (for derived data such as the search index). */
  cache?: EdgeCache;
  /** Keeps work going after the response (ctx.waitUntil). */
  waitUntil?: (promise: Promise<unknown>) => void;
}

export type ServerLoader = (args: RouteLoadArgs, services: LoaderServices) => Promise<unknown>;

/** A slow part: resolves to null instead of failing the page. */
export function contained<T>(promise: Promise<T>, services: LoaderServices): Promise<T | null> {
  return promise.catch((error: unknown) => {
    services.onError(error);
    return null;
  });
}

/** The 404 a loader throws for an unknown id (the page's error boundary shows it). */
export function notFound(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}
