/** The services of a page request (React Router's load context), built from the Hono context. */
import type { Context } from 'hono';
import type { AppEnv } from './context';
import { createContentClient } from './services/content/factory';
import type { Settings } from './env';
import type { FirebasePublicConfig } from '../../shared/schemas/firebase-config';
import type { PageServices } from './page-context';

export function pageServices(c: Context<AppEnv>): PageServices {
  const onError = (error: unknown) =>
    console.warn('contained failure:', error instanceof Error ? error.message : error);
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  const settings = c.get('settings');
  return {
    settings,
    env: c.env,
    firebase: firebasePublicConfig(settings),
    locale: c.get('locale'),
    user: c.get('user'),
    content: createContentClient(settings, c.env, onError, waitUntil),
    origin: settings.SITE_URL,
    onError,
    // Derived data (the search index) is kept in the edge cache for new isolates.
    cache: caches.default,
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
