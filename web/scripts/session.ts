/**
 * Keeps a page without React in step with the member's session across tabs (issue #25): when
 * another tab signs in or out, this page was rendered for someone else, so it loads again (its
 * header, and the guard of a page that needs a member, then show who is signed in now).
 *
 * Every page says whom it was rendered for (its script, the module's root, carries `data-session`:
 * the member's id, empty for a visitor) and keeps it in local storage; another tab's page for
 * someone else changes it, and the browser tells this tab (the `storage` event). It also listens on
 * the `session` BroadcastChannel, which the pages that signed in with Firebase in the browser posted
 * to (web/app/lib/session-channel.ts, removed in issue #25); nothing of ours posts there now.
 */
import { local, readStorage, session, writeStorage } from './_storage';
import { PartError, startModule } from './_module.ts';

const KEY = 'session-member';
/** Set before a reload this module asked for: the page that comes then must not answer back. */
const RELOADED_KEY = 'session-member-reloaded';

function reload(value: string | null) {
  writeStorage(session, RELOADED_KEY, value ?? '');
  location.reload();
}

export function init(root: HTMLElement): void {
  const rendered = root.dataset.session;
  if (rendered === undefined) throw new PartError('session: no data-session on its root');
  const afterReload = readStorage(session, RELOADED_KEY) !== null;
  writeStorage(session, RELOADED_KEY, null);
  // A page reloaded for another tab's change keeps quiet even if it disagrees (a page kept
  // offline): two tabs never reload each other in turn.
  if (!afterReload && readStorage(local, KEY) !== rendered) writeStorage(local, KEY, rendered);
  window.addEventListener('storage', (event) => {
    if (event.key === KEY && event.newValue !== null && event.newValue !== rendered) reload(event.newValue);
  });
  // Back from the back-forward cache after the session changed.
  window.addEventListener('pageshow', (event) => {
    const now = readStorage(local, KEY);
    if (event.persisted && now !== null && now !== rendered) reload(now);
  });
  if (typeof BroadcastChannel !== 'undefined') {
    new BroadcastChannel('session').addEventListener('message', (event: MessageEvent) => {
      if (event.data === 'session-changed') reload(null);
    });
  }
}

startModule('session', init);
