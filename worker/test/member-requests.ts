// Requests to the real Worker app as a given member: a session cookie signed the way
// `POST /api/session` signs it (with the test settings' SESSION_SECRET), so every request goes
// through the real middleware (settings, same-site check, locale, session cookie verification).
// Settings may be changed per request (`envOverrides`), e.g. to make a service unreachable.
// The member gets a real account in the Auth emulator (the session registry asks Firebase whether
// it still exists); signing in through the emulator is covered by auth.test.ts and accounts.ts.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { createApp } from '../src/app';
import { readSettings } from '../src/env';
import { SESSION_COOKIE, signSessionToken } from '../src/services/auth/session-cookie';
import type { SessionUser } from '#shared/schemas/member.ts';
import { identity, PROJECT } from './accounts';

const app = createApp();
const accounts = new Map<string, Promise<unknown>>();

/** Creates the member's account in the Auth emulator once (same uid and e-mail, verified). */
function ensureAccount(user: SessionUser): Promise<unknown> {
  let created = accounts.get(user.uid);
  if (!created) {
    const body = { localId: user.uid, email: user.email, emailVerified: true };
    created = identity(`projects/${PROJECT}/accounts`, body, true);
    accounts.set(user.uid, created);
  }
  return created;
}

export interface MemberRequestInit extends RequestInit {
  /** The signed-in member; none: a visitor. */
  user?: SessionUser;
  /** Settings to change for this request (e.g. a service that cannot be reached). */
  envOverrides?: Record<string, string>;
}

/** Sends `path` to the Worker app as `init.user` (a same-origin request unless headers say otherwise). */
export async function callAs(path: string, init: MemberRequestInit = {}): Promise<Response> {
  const { user, envOverrides, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (!headers.has('sec-fetch-site') && !headers.has('origin')) headers.set('sec-fetch-site', 'same-origin');
  if (user) {
    await ensureAccount(user);
    const token = await signSessionToken(user, readSettings(env).SESSION_SECRET);
    const cookies = headers.get('cookie');
    headers.set('cookie', `${cookies ? `${cookies}; ` : ''}${SESSION_COOKIE}=${token}`);
  }
  const ctx = createExecutionContext();
  const bindings = envOverrides ? { ...env, ...envOverrides } : env;
  const response = await app.fetch(new Request(`http://127.0.0.1:8787${path}`, { ...rest, headers }), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}
