/** The services a server loader may use, built from the request's Hono context. */
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { createContentClient } from '../services/content/factory';
import type { LoaderServices } from './types';
import type { ActionServices } from './actions';

export function loaderServices(c: Context<AppEnv>): LoaderServices {
  const onError = (error: unknown) =>
    console.warn('contained failure:', error instanceof Error ? error.message : error);
  const settings = c.get('settings');
  return {
    settings,
    env: c.env,
    firebase: {
      apiKey: settings.FIREBASE_API_KEY,
      projectId: settings.FIREBASE_PROJECT_ID,
      authDomain: `${settings.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      ...(settings.FIREBASE_AUTH_EMULATOR_HOST ? { authEmulatorHost: settings.FIREBASE_AUTH_EMULATOR_HOST } : {}),
    },
    locale: c.get('locale'),
    user: c.get('user'),
    content: createContentClient(c.get('settings'), c.env, onError, (promise) => c.executionCtx.waitUntil(promise)),
    origin: c.get('settings').SITE_URL,
    onError,
  };
}

export function actionServices(c: Context<AppEnv>): ActionServices {
  return {
    ...loaderServices(c),
    env: c.env,
    settings: c.get('settings'),
    clientIp: c.req.header('cf-connecting-ip') ?? '127.0.0.1',
  };
}
