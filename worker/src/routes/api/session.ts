/**
 * API routes: the session (see docs/dev/member-api.md).
 * - `POST /api/session` `{ idToken }`: verifies the Firebase ID token and sets the `__session`
 *   cookie (services/members/open-session.ts, shared with the sign-in page posted without
 *   JavaScript); an explicitly unverified e-mail is refused (403) and the cookie cleared.
 * - `DELETE /api/session`: ends the session on the server and clears the cookie (204).
 * Also `noStore`: personal answers are never cached.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../context';
import { createSessionBody, MEMBER_BODY_MAX_BYTES } from '#shared/schemas/member.ts';
import { clearSessionSetCookie } from '../../services/auth/session-cookie';
import { ApiError } from '../../services/api-error';
import { jsonBody } from '../../middleware/validate';
import { openSession } from '../../services/members/open-session';
import { sessionRegistryFor } from '../../services/members/from-settings';

/** Member answers are personal: never stored by a cache. */
export const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header('cache-control', 'no-store');
  await next();
};

export const sessionApi = new Hono<AppEnv>()
  .use('*', noStore)
  .post('/', ...jsonBody(createSessionBody, MEMBER_BODY_MAX_BYTES), async (c) => {
    const opened = await openSession(c.req.valid('json').idToken, c.get('settings'), c.env);
    c.header('set-cookie', opened.setCookie);
    if (!opened.ok) throw new ApiError(403, 'email_unverified');
    return c.json({ user: opened.user }, 200);
  })
  // Ends the session on the server too: its cookie is refused from now on, wherever it is kept.
  .delete('/', async (c) => {
    const session = c.get('session');
    if (session) await sessionRegistryFor(c.get('settings'), c.env).end(session);
    c.header('set-cookie', clearSessionSetCookie());
    return c.body(null, 204);
  });
