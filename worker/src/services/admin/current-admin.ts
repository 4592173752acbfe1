/**
 * Whether a member is still an admin in Firebase, not only in their session cookie: a session
 * carries the role it was signed with for up to five days, so the admin API asks Firebase
 * (`accounts:lookup`) at most once per `ttlMs` per member and isolate. A revoked role or a disabled
 * account loses the console within that time.
 */
import type { IdentityAdmin } from '../auth/identity-admin';

const checked = new Map<string, { admin: boolean; until: number }>();
/** Enough entries for any facilitation team; the map never grows past it. */
const MAX_ENTRIES = 500;

/** True when `uid` exists, is enabled and has the `admin` role claim now. */
export async function isCurrentAdmin(
  identity: Pick<IdentityAdmin, 'lookupByUid'>,
  uid: string,
  ttlMs: number,
  now: number = Date.now(),
): Promise<boolean> {
  const known = checked.get(uid);
  if (known && known.until > now) return known.admin;
  const user = await identity.lookupByUid(uid);
  const admin = user !== null && !user.disabled && user.customClaims.role === 'admin';
  if (checked.size >= MAX_ENTRIES) checked.clear();
  checked.set(uid, { admin, until: now + ttlMs });
  return admin;
}
