/**
 * Security headers on every response (hono/secure-headers, with the site's policy from
 * shared/lib/security-policy.ts, which the static files' `_headers` is also written from).
 * No response has an inline script (decision 0033: pages load only the small modules of
 * web/scripts), so the policy needs no nonce and the headers never change: hono's middleware
 * writes them once per isolate and policy onto a stand-in response (issue #31: rebuilding the CSP
 * on each request was a sixth of a warm page's CPU), and every answer gets those strings.
 */
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { securityPolicy } from '#shared/lib/security-policy.ts';
import type { AppEnv } from '../context';

async function write(local: boolean): Promise<[string, string][]> {
  const middleware = secureHeaders(securityPolicy(local));
  const standIn = { res: new Response(null), get: () => undefined, set: () => undefined };
  await middleware(standIn as never, async () => undefined);
  return [...standIn.res.headers];
}

const written = new Map<boolean, Promise<[string, string][]>>();

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
  const headers = await policy;
  await next();
  const target = c.res.headers;
  for (const [name, value] of headers) target.set(name, value);
  target.delete('x-powered-by');
});
