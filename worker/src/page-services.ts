/** The services of a page request (React Router's load context), built from the Hono context. */
import type { Context } from 'hono';
import type { AppEnv } from './context';
import { createContentClient } from './services/content/factory';
import type { ContentReader } from './services/content/client';
import { ContentError } from './services/content/errors';
import type { CollectionItem, CollectionName } from '#shared/schemas/content.ts';
import type { Locale } from '#shared/constants/spec.ts';
import { readableItems } from './services/content/readable';
import type { Settings } from './env';
import type { FirebasePublicConfig } from '#shared/schemas/firebase-config.ts';
import type { PageServices } from './page-context';
import { trackedContent } from './services/page-cache/page-cache';

/**
 * What the page cache (decision 0021) learns of a render: every failure the page survives (a page
 * with a part missing is not kept) and every part of the content it read, with its version.
 */
export interface RenderObserver {
  failed(): void;
  read(part: string, version: string): void;
}

export function pageServices<E extends AppEnv>(c: Context<E>, observer?: RenderObserver): PageServices {
  const onError = (error: unknown) => {
    console.warn('contained failure:', error instanceof Error ? error.message : error);
    observer?.failed();
  };
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  const settings = c.get('settings');
  const locale = c.get('locale');
  const client = createContentClient(settings, c.env, onError, waitUntil);
  const allContent = pageContent(observer ? trackedContent(client, observer.read) : client, onError);
  return {
    settings,
    env: c.env,
    firebase: firebasePublicConfig(settings),
    locale,
    country: c.get('country'),
    user: c.get('user'),
    session: c.get('session'),
    content: inLanguage(allContent, locale),
    allContent,
    origin: settings.SITE_URL,
    onError,
    waitUntil,
    clientIp: c.req.header('cf-connecting-ip') ?? '127.0.0.1',
  };
}

/** The public Firebase web configuration the sign-in screens need (nothing secret). */
export function firebasePublicConfig(settings: Settings): FirebasePublicConfig {
  return {
    apiKey: settings.FIREBASE_API_KEY,
    projectId: settings.FIREBASE_PROJECT_ID,
    authDomain: `${settings.FIREBASE_PROJECT_ID}.firebaseapp.com`,
    ...(settings.FIREBASE_AUTH_EMULATOR_HOST ? { authEmulatorHost: settings.FIREBASE_AUTH_EMULATOR_HOST } : {}),
  };
}

/** The 503 a page answers when the content it cannot do without is unavailable. */
const UNAVAILABLE = () => new Response(null, { status: 503, statusText: 'Service Unavailable' });

/**
 * The content client of a page request: a failure of the content service (logged here) reaches
 * the route as a 503 response, so its error page knows
 * the status (React Router hides the detail of other errors in production). A loader that
 * contains a slow part (`contained`) still gets null for it.
 */
function pageContent(client: ContentReader, onError: (error: unknown) => void): ContentReader {
  const unavailable = (error: unknown): never => {
    if (!(error instanceof ContentError)) throw error;
    onError(error);
    throw UNAVAILABLE();
  };
  return {
    list: <N extends CollectionName>(name: N): Promise<CollectionItem<N>[]> => client.list(name).catch(unavailable),
    listVersioned: <N extends CollectionName>(name: N) => client.listVersioned(name).catch(unavailable),
    version: (name: CollectionName) => client.version(name).catch(unavailable),
    contact: () => client.contact().catch(unavailable),
  };
}

/** The content a reader of `locale` is shown: in fr, what has a French version (readable.ts). */
function inLanguage(content: ContentReader, locale: Locale): ContentReader {
  if (locale !== 'fr') return content;
  return {
    list: async <N extends CollectionName>(name: N) => readableItems(name, await content.list(name), locale),
    listVersioned: async <N extends CollectionName>(name: N) => {
      const { items, version } = await content.listVersioned(name);
      return { items: readableItems(name, items, locale), version };
    },
    version: (name: CollectionName) => content.version(name),
    contact: () => content.contact(),
  };
}
