/**
 * The route guard of the spec (§2): paths containing account or profile need a signed-in user
 * (visitors go to /login); paths containing login, signup or forgot send a signed-in user to
 * /profile. Run on the server and, through the same loaders, on client navigations.
 */

import { safeRedirect } from '../schemas/auth-forms';

const PROTECTED = /account|profile/;
const GUEST_ONLY = /login|signup|forgot/;

/**
 * Where to send this request instead, or null to let it through. Any such path, known or not
 * (an unknown one is a 404 once signed in); the return address only when it is a path of this site.
 */
export function guardRedirect(pathname: string, signedIn: boolean): string | null {
  if (!signedIn && PROTECTED.test(pathname)) {
    const back = safeRedirect(pathname, '');
    return back ? `/login?redirect=${encodeURIComponent(back)}` : '/login';
  }
  if (signedIn && GUEST_ONLY.test(pathname)) return '/profile';
  return null;
}

/**
 * Whether a path is a member's own page or a sign-in screen (either side of the guard): such
 * pages are never kept in the shared page cache (decision 0021).
 */
export function isMemberPath(pathname: string): boolean {
  return PROTECTED.test(pathname) || GUEST_ONLY.test(pathname);
}
