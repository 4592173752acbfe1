/**
 * Registers the service worker (web/sw, decision 0024) once the page has loaded, and tells the
 * page when a new version is waiting: it takes over only when the visitor asks (`apply`), and the
 * page then reloads once. While the browser says it is offline, a link inside the site loads as a
 * document, which the service worker can answer from the device, instead of fetching route data
 * that is not there. Imported lazily: none of this is in the page's first script.
 */
import { SERVICE_WORKER_PATH, type ToServiceWorker } from '#shared/lib/offline.ts';

/** Called with a function that installs the waiting version and reloads the page. */
export type UpdateListener = (apply: () => void) => void;

const tell = (worker: ServiceWorker, message: ToServiceWorker) => worker.postMessage(message);

export async function registerServiceWorker(onUpdate: UpdateListener): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  let asked = false;
  const announce = (worker: ServiceWorker) =>
    onUpdate(() => {
      asked = true;
      tell(worker, { type: 'skip-waiting' });
    });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first version taking the page over changes nothing on it; a new one asked for reloads.
    if (asked) window.location.reload();
  });
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_PATH, {
    scope: '/',
    updateViaCache: 'none',
  });
  if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) announce(installing);
    });
  });
}

/** Offline, an in-site link loads its page as a document (the service worker may have it). */
function documentLinksWhileOffline(event: MouseEvent): void {
  if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return;
  if (anchor.origin !== window.location.origin) return;
  event.preventDefault();
  window.location.assign(anchor.href);
}

export function watchOfflineLinks(): void {
  // Capture: before the router's own handler on the document.
  window.addEventListener('click', documentLinksWhileOffline, true);
}
