/**
 * Security headers on every response (hono/secure-headers, with the site's policy from
 * shared/lib/security-policy.ts, which the static files' `_headers` is also written from).
 * Inline scripts run with this response's nonce (React Router's and React's streamed scripts
 * carry it; `c.get('secureHeadersNonce')`).
 */
import { createMiddleware } from 'hono/factory';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { NONCE_SOURCE, securityPolicy } from '#shared/lib/security-policy.ts';
import type { AppEnv } from '../context';

function policy(local: boolean) {
  const { contentSecurityPolicy, ...headers } = securityPolicy(local, { nonce: true });
  return secureHeaders({
    ...headers,
    contentSecurityPolicy: {
      ...contentSecurityPolicy,
      scriptSrc: (contentSecurityPolicy.scriptSrc ?? []).map((source) => (source === NONCE_SOURCE ? NONCE : source)),
    },
  });
}

const productionPolicy = policy(false);
const emulatorPolicy = policy(true);

/**
 * Emulator mode is the Auth or Firestore emulator setting (never set in production). Read from the
 * bindings, not the parsed settings, so every answer carries the headers: the health check and a
 * refusal for broken settings included.
 */
export const securityHeaders = createMiddleware<AppEnv>((c, next) => {
  const local = Boolean(c.env.FIREBASE_AUTH_EMULATOR_HOST || c.env.FIRESTORE_EMULATOR_HOST);
  return (local ? emulatorPolicy : productionPolicy)(c, next);
});
