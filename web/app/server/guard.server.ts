/** The route guard (spec §2) of the account and auth layouts, and the public Firebase settings. */
import { redirect } from 'react-router';
import { guardRedirect } from '#shared/lib/route-guard.ts';
import type { GuardData } from '#shared/schemas/firebase-config.ts';
import type { LoaderServices } from './types.server';

/** Redirects as the guard says, otherwise gives the auth and account pages their Firebase settings. */
export function guard(request: Request, { user, firebase }: LoaderServices): GuardData {
  const location = guardRedirect(new URL(request.url).pathname, user !== null);
  if (location) throw redirect(location);
  return { firebase };
}
