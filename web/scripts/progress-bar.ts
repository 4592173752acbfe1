/**
 * The navigation progress bar on pages without React (spec §9, issue #25): green #9AB27C, 2 px,
 * creeping towards the end over 5000 ms, shown only once a navigation has outlasted the 200 ms
 * throttle, and once shown, shown for at least the spec's 200 ms minimum display (a navigation the
 * browser gives up just after the bar appeared does not make it flash). A navigation is a document
 * load here: a followed link or a posted form. Root: the chrome's `.progress-bar` element
 * (components/chrome-scripts.tsx), which the server renders hidden.
 */
import { PROGRESS_BAR } from '#shared/constants/spec.ts';
import { plainClick } from './_plain-click.ts';
import { startModule } from './_module.ts';

/** Whether a click on this link loads another document in this tab. */
function leavesByLink(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || !plainClick(event)) return false;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return false;
  // A jump within this page loads nothing.
  return !(url.pathname === location.pathname && url.search === location.search && url.hash !== '');
}

export function init(bar: HTMLElement): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shownAt: number | undefined;
  const show = (visible: boolean) => {
    shownAt = visible ? Date.now() : undefined;
    bar.style.transitionDuration = visible ? `${PROGRESS_BAR.durationMs}ms` : '0ms';
    bar.dataset.visible = String(visible);
    bar.setAttribute('aria-hidden', String(!visible));
  };
  /** The navigation is over (or given up): the bar goes, once it has been seen its minimum time. */
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    const left = shownAt === undefined ? 0 : PROGRESS_BAR.minDisplayMs - (Date.now() - shownAt);
    if (left > 0) timer = setTimeout(() => show(false), left);
    else show(false);
  };
  /** A navigation has started: the bar shows if it is still going after the throttle. */
  const start = () => {
    clearTimeout(timer);
    if (shownAt === undefined) timer = setTimeout(() => show(true), PROGRESS_BAR.throttleMs);
  };

  // Bubbling, so a handler that takes the click over (preventDefault) is seen first.
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (link && leavesByLink(event, link)) start();
  });
  document.addEventListener('submit', (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!event.defaultPrevented && form && !(form.target && form.target !== '_self')) start();
  });
  // Back from the bfcache, or a navigation the browser gave up (a download, a 204): no bar.
  window.addEventListener('pageshow', stop);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') stop();
  });
  window.addEventListener('pageswap', settleTransition);
  window.addEventListener('pagereveal', settleTransition);
}

/**
 * Set up with the bar, which every page has. A cross-document view transition (the
 * `@view-transition` opt-in in the head) into a document that has no opt-in (a media file, an
 * image, a PDF, the transcript's file) is aborted there, and Chromium reports it as an uncaught error ("Transition was aborted because of invalid state.
 * ViewTransition opt-in disabled") that no script can catch: the new document runs none. So the
 * leaving page skips the transition itself when it leaves for a file (issue #31): an address
 * whose last segment has an extension (the site's pages have none). The rejections a skipped or
 * aborted transition leaves on this side are handled, here and on arrival (pagereveal).
 */
interface SettledTransition {
  ready: Promise<unknown>;
  finished: Promise<unknown>;
  updateCallbackDone: Promise<unknown>;
  skipTransition(): void;
}
type TransitionEvent = Event & {
  viewTransition?: SettledTransition | null;
  activation?: { entry?: { url?: string } | null } | null;
};

/** Whether `address` is a file rather than one of the site's pages (or another site's). */
function leavesForFile(address: string | undefined): boolean {
  if (!address) return false;
  const url = new URL(address, location.href);
  return url.origin !== location.origin || /\.[a-z0-9]+$/i.test(url.pathname);
}

function settleTransition(event: Event) {
  const { viewTransition: transition, activation } = event as TransitionEvent;
  if (!transition) return;
  for (const promise of [transition.ready, transition.finished, transition.updateCallbackDone])
    promise?.catch(() => undefined);
  if (event.type === 'pageswap' && leavesForFile(activation?.entry?.url)) transition.skipTransition();
}

startModule('progress-bar', init);
