/**
 * Keeps the Worker's session cookie in step with Firebase Auth (docs/dev/member-api.md): a fresh
 * ID token goes to `POST /api/session` on sign-in, refresh and claims change; sign-out (or a user
 * whose e-mail is explicitly unverified, spec §4) ends it with `DELETE /api/session`. Other tabs
 * hear of every change on the session channel. Loads Firebase: import it dynamically, and only
 * from the auth and account screens.
 */
import { onIdTokenChanged, type User } from 'firebase/auth';
import type { FirebasePublicConfig } from '#shared/schemas/firebase-config.ts';
import type { SessionUser } from '#shared/schemas/member.ts';
import { firebaseAuth } from './firebase-client';
import { announceSessionChange } from './session-channel';

/** What establishing a session gave: the member, or why not. */
export type SessionOutcome =
  { ok: true; user: SessionUser } | { ok: false; reason: 'unverified' | 'refused' | 'network'; status: number };

// The last token this tab handed to the Worker ("uid:issued-at"), so a page load that finds the
// same token in Firebase's storage does not post it again.
const POSTED_KEY = 'session-sync:posted';

function remembered(): string | null {
  try {
    return window.sessionStorage.getItem(POSTED_KEY);
  } catch {
    return null;
  }
}

function remember(value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(POSTED_KEY);
    else window.sessionStorage.setItem(POSTED_KEY, value);
  } catch {
    // Storage refused (private mode): the token is simply posted again next time.
  }
}

const isSessionUser = (value: unknown): value is SessionUser =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SessionUser).uid === 'string' &&
  typeof (value as SessionUser).role === 'string';

/** Hands an ID token to the Worker, which sets the session cookie. */
export async function postSession(idToken: string): Promise<SessionOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ idToken }),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, reason: 'network', status: 0 };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const user = (body as { user?: unknown } | null)?.user;
    if (isSessionUser(user)) return { ok: true, user };
    return { ok: false, reason: 'refused', status: response.status };
  }
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return { ok: false, reason: code === 'email_unverified' ? 'unverified' : 'refused', status: response.status };
}

/** Ends the Worker's session (idempotent); false when the Worker could not be reached. */
export async function deleteSession(): Promise<boolean> {
  remember(null);
  try {
    const response = await fetch('/api/session', { method: 'DELETE', credentials: 'same-origin' });
    return response.ok;
  } catch {
    return false;
  }
}

/** Posts the signed-in user's current ID token (sign-in, or a token Firebase refreshed). */
export async function establishSession(user: User): Promise<SessionOutcome> {
  const token = await user.getIdTokenResult();
  const key = `${user.uid}:${token.issuedAtTime}`;
  const outcome = await postSession(token.token);
  remember(outcome.ok ? key : null);
  return outcome;
}

export interface SessionSyncOptions {
  /** The member the page was rendered for (root data), to tell whether anything changed. */
  currentUser: () => SessionUser | null;
  /** The session changed under the page: reload route data (the guard may send the member away). */
  onChange: () => void;
}

const sameMember = (a: SessionUser | null, b: SessionUser | null) =>
  a?.uid === b?.uid && a?.role === b?.role && a?.name === b?.name && a?.email === b?.email;

/**
 * Follows Firebase's ID token for as long as the page stays (account area): returns the function
 * that stops following it. The first call reports the persisted state, then every change.
 */
export function startSessionSync(config: FirebasePublicConfig, options: SessionSyncOptions): () => void {
  const auth = firebaseAuth(config);
  let queue = Promise.resolve();
  // Whether Firebase had a user earlier in this page's life: only a user who then goes (sign-out
  // here or in another tab) ends the session. Finding no user at first says nothing about the
  // session: it may have been opened where Firebase keeps its state elsewhere (another app).
  let hadUser = false;

  const sync = async (user: User | null) => {
    const known = options.currentUser();
    const signedOut = !user && hadUser;
    hadUser = user !== null;
    // Signed out, or a user whose e-mail is explicitly unverified: a visitor (spec §4).
    if (signedOut || user?.emailVerified === false) {
      if (known) {
        await deleteSession();
        announceSessionChange();
        options.onChange();
      }
      return;
    }
    if (!user) return;
    const token = await user.getIdTokenResult();
    if (known && remembered() === `${user.uid}:${token.issuedAtTime}`) return;
    const outcome = await postSession(token.token);
    if (outcome.ok) {
      remember(`${user.uid}:${token.issuedAtTime}`);
      if (!sameMember(known, outcome.user)) {
        announceSessionChange();
        options.onChange();
      }
    } else if (outcome.reason !== 'network' && known) {
      // Refused: the Worker cleared the cookie; the page must stop showing a member.
      remember(null);
      announceSessionChange();
      options.onChange();
    }
  };

  // One change at a time, in order (a refresh may follow a sign-in quickly).
  return onIdTokenChanged(auth, (user) => {
    queue = queue.then(() => sync(user)).catch(() => undefined);
  });
}
