/**
 * Where the reader is in an article (decision 0025, components/progress/reading-progress.tsx): the
 * share of its text read, kept on the device as they scroll (lib/progress.ts) and sent to the
 * member's account when the page is hidden or left (`PUT /api/progress`). Opened at
 * `#read-<percent>` (the dashboard's Continue row), the article scrolls back to that place.
 */
import { recordProgress, syncProgress } from '../app/lib/progress.ts';
import { PartError, startModule } from './_module.ts';

const RESUME_HASH = /^#read-(\d{1,3})$/;

/** Root: the article's hidden marker (components/progress/reading-progress.tsx), beside its text. */
export function init(marker: HTMLElement): void {
  const body = document.querySelector<HTMLElement>('.article-body');
  if (!body) throw new PartError('reading-progress: no `.article-body` on the page');
  const id = marker.dataset.id ?? '';
  const title = marker.dataset.title ?? '';
  const path = marker.dataset.path ?? location.pathname;
  const signedIn = marker.dataset.signedIn === 'true';
  // How far down the text the bottom of the screen is, from 0 to 1.
  const shareRead = () => {
    const rect = body.getBoundingClientRect();
    return rect.height > 0 ? Math.min(1, Math.max(0, (window.innerHeight - rect.top) / rect.height)) : 0;
  };
  const resume = RESUME_HASH.exec(location.hash);
  if (resume) {
    const share = Math.min(100, Number(resume[1])) / 100;
    const rect = body.getBoundingClientRect();
    window.scrollTo({ top: Math.max(0, window.scrollY + rect.top + rect.height * share - window.innerHeight) });
  }
  let timer = 0;
  let last = -1;
  const measure = () => {
    timer = 0;
    const at = Math.round(shareRead() * 100) / 100;
    if (at === last) return;
    last = at;
    recordProgress({ kind: 'article', id, at, title, path });
  };
  const leave = () => {
    if (timer) {
      window.clearTimeout(timer);
      measure();
    }
    if (signedIn) void syncProgress({ keepalive: true });
  };
  window.addEventListener('scroll', () => (timer ||= window.setTimeout(measure, 800)), { passive: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
  window.addEventListener('pagehide', leave);
}

startModule('reading-progress', init);
