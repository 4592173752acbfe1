/**
 * Tells the site's other tabs that the member signed in or out, so they load their data again
 * (header, route guard). Tiny on purpose: every page listens (components/member/session-listener),
 * while only the auth and account screens, which load Firebase, announce. One channel object per
 * tab: a BroadcastChannel never delivers a message to the object that sent it, so a tab does not
 * react to its own announcement.
 */

export const SESSION_CHANNEL = 'session';
export const SESSION_CHANGED = 'session-changed';

let channel: BroadcastChannel | null = null;

function sessionChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(SESSION_CHANNEL);
  return channel;
}

/** Tells the other tabs that the session changed. */
export function announceSessionChange(): void {
  sessionChannel()?.postMessage(SESSION_CHANGED);
}

/** Calls `listener` whenever another tab announces a change; returns the unsubscribe function. */
export function onSessionChange(listener: () => void): () => void {
  const current = sessionChannel();
  if (!current) return () => undefined;
  const handle = (event: MessageEvent) => {
    if (event.data === SESSION_CHANGED) listener();
  };
  current.addEventListener('message', handle);
  return () => current.removeEventListener('message', handle);
}
