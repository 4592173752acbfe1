/**
 * Security headers on every response (hono/secure-headers, with the site's policy from
 * shared/lib/security-policy.ts, which the static files' `_headers` is also written from).
 * Inline scripts run with this response's nonce (React Router's and React's streamed scripts
 * carry it; `c.get('secureHeadersNonce')`).
 */
import { createMiddleware } from 'hono/factory';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { NONCE_SOURCE, securityPolicy } from '#shared/lib/security-policy.ts';
import { REACT_HEADER } from '#shared/lib/offline.ts';
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
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const local = Boolean(c.env.FIREBASE_AUTH_EMULATOR_HOST || c.env.FIRESTORE_EMULATOR_HOST);
  await (local ? emulatorPolicy : productionPolicy)(c, next);
  // A page without React has no inline script (issue #25): its CSP names no nonce, so the same
  // bytes and headers serve every visitor (a kept copy is sent as it was kept).
  const csp = c.res.headers.get('content-security-policy');
  if (csp && c.res.headers.get(REACT_HEADER) === '0') c.res.headers.set('content-security-policy', withoutNonce(csp));
});

/** A CSP without its script nonce. */
export function withoutNonce(csp: string): string {
  return csp.replace(/\s+'nonce-[^']*'/g, '');
}
