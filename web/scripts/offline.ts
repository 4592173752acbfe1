/**
 * Offline support on pages without React (decision 0024, issue #25), lite pages included: once the
 * page has loaded, registers the service worker (on a lite page or a costly connection, only once
 * the visitor has saved something, issue #31), and when a new version of the site is waiting
 * shows the notice the server rendered hidden (`.update-notice`, in the reader's language): its
 * Reload button lets the new version take over, and the page reloads once. Never a forced reload.
 * Root: that notice (components/chrome-scripts.tsx).
 */
import { liteConnection, type BrowserConnection } from '#shared/lib/render-mode.ts';
import { requirePart, startModule } from './_module.ts';
const WORKER = '/sw.js';

function announce(notice: HTMLElement, worker: ServiceWorker, onAsk: () => void) {
  notice.hidden = false;
  requirePart(notice, 'button').addEventListener(
    'click',
    () => {
      onAsk();
      worker.postMessage({ type: 'skip-waiting' });
    },
    { once: true },
  );
}

async function register(notice: HTMLElement) {
  let asked = false;
  const ask = () => (asked = true);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first version taking the page over changes nothing on it; a new one asked for reloads.
    if (asked) location.reload();
  });
  const registration = await navigator.serviceWorker.register(WORKER, { scope: '/', updateViaCache: 'none' });
  if (registration.waiting && navigator.serviceWorker.controller) announce(notice, registration.waiting, ask);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) announce(notice, installing, ask);
    });
  });
}

/**
 * A lite page, or a connection whose visitor pays for every byte (Save-Data, 2g): the worker costs
 * them its offline page, so it starts only when they save something (save-offline.ts), or is
 * there already (then this page checks for a new version as any other).
 */
async function waits(): Promise<boolean> {
  const connection = (navigator as Navigator & { connection?: BrowserConnection }).connection;
  const costly = document.documentElement.dataset.mode === 'lite' || liteConnection(connection);
  return costly && !(await navigator.serviceWorker.getRegistration('/'));
}

export function init(notice: HTMLElement): void {
  requirePart(notice, 'button');
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const start = () =>
    void (async () => {
      if (!(await waits())) await register(notice);
      // Said on the page (tests): this visit starts no worker until a save.
      else document.documentElement.dataset.serviceWorker = 'waits';
    })().catch((error: unknown) =>
      console.warn('offline support not started:', error instanceof Error ? error.message : error),
    );
  // After the page's own work: the worker's install fetches the offline pages.
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

startModule('offline', init);
