/**
 * Who the member is, from the request. The verified session cookie arrives with the members
 * issue (#5); until then every request is a visitor's, which is what the route guard sees.
 */
import type { Context } from 'hono';
import type { AppEnv } from './context';
import type { SessionUser } from '../../web/src/lib/loader-types';

export async function readSessionUser(_c: Context<AppEnv>): Promise<SessionUser | null> {
  return null;
}
