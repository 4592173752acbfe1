/**
 * The Firebase SDK for an auth screen: the configuration comes from the guard loader of the auth
 * layout, the code loads on demand (and starts loading as soon as the screen is shown, so a
 * submit rarely waits for it).
 */
import { useCallback, useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { GuardData } from '#shared/schemas/firebase-config.ts';
import type * as FirebaseClientModule from '../../lib/firebase-client';

export type FirebaseClient = typeof FirebaseClientModule;

const loadClient = () => import('../../lib/firebase-client');

/** Returns `load()`: resolves to the SDK wrappers and the page's Auth instance. */
export function useFirebase(layout: 'guest' | 'protected' = 'guest') {
  const guard = useRouteLoaderData<GuardData>(layout);
  useEffect(() => {
    void loadClient().catch(() => undefined);
  }, []);
  return useCallback(async () => {
    if (!guard) throw Object.assign(new Error('Firebase is not configured'), { code: 'auth/operation-not-allowed' });
    const client = await loadClient();
    return { client, auth: client.firebaseAuth(guard.firebase) };
  }, [guard]);
}

/** The address e-mail links come back to (the sign-in page of this site). */
export function continueUrl(path = '/login'): { url: string } {
  return { url: new URL(path, window.location.origin).toString() };
}

/**
 * Runs an e-mail sending call with a "continue" link back to the site, and again without it when
 * Firebase refuses that address (a domain not yet authorised in the Firebase console): the person
 * still gets the e-mail.
 */
export async function withContinueUrl<T>(send: (settings: { url: string } | undefined) => Promise<T>): Promise<T> {
  try {
    return await send(continueUrl());
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
    if (code === 'auth/unauthorized-continue-uri' || code === 'auth/invalid-continue-uri') return send(undefined);
    throw error;
  }
}
