/**
 * Who is using the console: signed out (the sign-in screen), signed in without the admin role
 * (the no-access page) or an admin (the console). It starts from the bootstrap's member and
 * follows sign-in, sign-out and the admin API's 401 (session ended) and 403 (no access) answers.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AdminFirebaseConfig } from '#shared/schemas/admin.ts';
import { listenForSessionProblems, type ApiProblem } from './api-client';
import type { SessionUser } from './answer-schemas';
import { closeSession } from './session-api';

export type SessionState =
  | { kind: 'signed-out'; notice?: 'ended' | undefined }
  | { kind: 'no-access'; user: SessionUser | null }
  | { kind: 'admin'; user: SessionUser };

interface SessionContextValue {
  state: SessionState;
  firebase: AdminFirebaseConfig;
  /** After `POST /api/session`: the console or the no-access page, by role. */
  signedIn: (user: SessionUser) => void;
  /** Closes the session and forgets the Firebase user; answers the problem if it failed. */
  signOut: () => Promise<ApiProblem | null>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export const stateForUser = (user: SessionUser | null): SessionState =>
  user === null
    ? { kind: 'signed-out' }
    : user.role === 'admin'
      ? { kind: 'admin', user }
      : { kind: 'no-access', user };

/** Forgets the Firebase user too; a failure there costs nothing once the cookie is gone. */
async function forgetFirebaseUser(config: AdminFirebaseConfig): Promise<void> {
  try {
    const { signOutOfFirebase } = await import('./firebase-auth');
    await signOutOfFirebase(config);
  } catch {
    // The SDK could not load or sign out: the next sign-in replaces the user anyway.
  }
}

export function SessionProvider({
  initialUser,
  firebase,
  children,
}: {
  initialUser: SessionUser | null;
  firebase: AdminFirebaseConfig;
  children: ReactNode;
}) {
  const [state, setState] = useState<SessionState>(() => stateForUser(initialUser));

  useEffect(
    () =>
      listenForSessionProblems((status) =>
        setState((current) =>
          status === 401
            ? { kind: 'signed-out', notice: 'ended' }
            : { kind: 'no-access', user: current.kind === 'signed-out' ? null : current.user },
        ),
      ),
    [],
  );

  const signedIn = useCallback((user: SessionUser) => setState(stateForUser(user)), []);

  const signOut = useCallback(async () => {
    const result = await closeSession();
    if (!result.ok) return result.problem;
    await forgetFirebaseUser(firebase);
    setState({ kind: 'signed-out' });
    return null;
  }, [firebase]);

  const value = useMemo(() => ({ state, firebase, signedIn, signOut }), [state, firebase, signedIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
