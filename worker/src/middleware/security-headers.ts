/**
 * Security headers on every response (hono/secure-headers, with the site's policy from
 * shared/lib/security-policy.ts, which the static files' `_headers` is also written from).
 * Inline scripts run with this response's nonce (React Router's and React's streamed scripts
 * carry it; `c.get('secureHeadersNonce')`).
 *
 * The headers never change but for the nonce (issue #31: rebuilding the CSP on each request was a
 * sixth of a warm page's CPU): hono's middleware writes them once per isolate and policy onto a
 * stand-in response, with a marker in the nonce's place, and every answer gets those strings, the
 * CSP joined around its own nonce (or the one without a nonce, for a page without React).
 */
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { NONCE_SOURCE, securityPolicy } from '#shared/lib/security-policy.ts';
import { REACT_HEADER } from '#shared/lib/offline.ts';
import type { AppEnv } from '../context';

const CSP = 'content-security-policy';
const MARKER = "'nonce-@nonce@'";

interface Written {
  /** Every header but the CSP, as hono writes them. */
  headers: [string, string][];
  /** The CSP before and after the nonce, and the CSP without one. */
  before: string;
  after: string;
  plain: string;
}

async function write(local: boolean): Promise<Written> {
  const { contentSecurityPolicy, ...options } = securityPolicy(local, { nonce: true });
  const middleware = secureHeaders({
    ...options,
    contentSecurityPolicy: {
      ...contentSecurityPolicy,
      scriptSrc: (contentSecurityPolicy.scriptSrc ?? []).map((source) =>
        source === NONCE_SOURCE ? () => MARKER : source,
      ),
    },
  });
  const standIn = { res: new Response(null), get: () => undefined, set: () => undefined };
  await middleware(standIn as never, async () => undefined);
  const headers = [...standIn.res.headers].filter(([name]) => name !== CSP);
  const csp = standIn.res.headers.get(CSP) ?? '';
  const [before = '', after = ''] = csp.split(MARKER);
  return {
    headers,
    before: `${before}'nonce-`,
    after: `'${after}`,
    plain: withoutNonce(csp.replace(MARKER, "'nonce-x'")),
  };
}

const written = new Map<boolean, Promise<Written>>();

/** A fresh nonce: 16 random bytes in base64, as hono makes it. */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Emulator mode is the Auth or Firestore emulator setting (never set in production). Read from the
 * bindings, not the parsed settings, so every answer carries the headers: the health check and a
 * refusal for broken settings included.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const local = Boolean(c.env.FIREBASE_AUTH_EMULATOR_HOST || c.env.FIRESTORE_EMULATOR_HOST);
  let policy = written.get(local);
  if (!policy) {
    policy = write(local);
    written.set(local, policy);
  }
  const { headers, before, after, plain } = await policy;
  const nonce = newNonce();
  c.set('secureHeadersNonce', nonce);
  await next();
  const target = c.res.headers;
  for (const [name, value] of headers) target.set(name, value);
  // A page without React has no inline script (issue #25): its CSP names no nonce, so the same
  // bytes and headers serve every visitor (a kept copy is sent as it was kept).
  target.set(CSP, target.get(REACT_HEADER) === '0' ? plain : before + nonce + after);
  target.delete('x-powered-by');
});

/** A CSP without its script nonce. */
export function withoutNonce(csp: string): string {
  return csp.replace(/\s+'nonce-[^']*'/g, '');
}
