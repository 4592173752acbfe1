/**
 * Sign-out's overlay (spec §4, §9: "Signing out, please wait ..."), on the sign-out page
 * (features/account/logout-page.tsx, its root the page's section). The page works without this:
 * its form asks, posts, and the server ends the session and sends the browser home. Here the
 * overlay the server rendered hidden shows while the form is sent; and a member who came from a
 * link of this site (the menu's Logout) is not asked again: the form is sent at once. A page opened
 * any other way (typed, another site's link, a prerender the browser has not shown) still asks.
 */
import { requirePart, startModule } from './_module.ts';

function cameFromThisSite(): boolean {
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

export function init(root: HTMLElement): void {
  const form = requirePart<HTMLFormElement>(root, 'form');
  const overlay = requirePart(root, '.signing-out-overlay');
  form.addEventListener('submit', () => {
    overlay.hidden = false;
  });
  // Back to this page from the history (bfcache): the overlay of the last visit is gone.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) overlay.hidden = true;
  });
  const signOut = () => {
    if (cameFromThisSite()) form.requestSubmit();
  };
  const pending = document as Document & { prerendering?: boolean };
  if (pending.prerendering) document.addEventListener('prerenderingchange', signOut, { once: true });
  else signOut();
}

startModule('sign-out', init);
