/**
 * Keeps the session cookie in step with Firebase while an account page is shown (token refresh,
 * claims change, sign-out in another tab): the SDK loads after the page, never before it.
 */
import { useEffect, useRef } from 'react';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import type { GuardData } from '#shared/schemas/firebase-config.ts';
import { useRootData } from '../../lib/use-root-data';

export function useAccountSession(): void {
  const guard = useRouteLoaderData<GuardData>('protected');
  const { user } = useRootData();
  const revalidator = useRevalidator();
  const latest = useRef({ user, revalidator });
  useEffect(() => {
    latest.current = { user, revalidator };
  });

  const config = guard?.firebase;
  useEffect(() => {
    if (!config) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('../../lib/session-sync')
      .then(({ startSessionSync }) => {
        if (cancelled) return;
        stop = startSessionSync(config, {
          currentUser: () => latest.current.user,
          onChange: () => void latest.current.revalidator.revalidate(),
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [config]);
}
