/**
 * Remembers where the reader is in an article (decision 0025): the share of its text read, on the
 * device as they scroll, and in the member's account when the page is hidden. Opened from the
 * dashboard's Continue row (`#read-<percent>`), the article scrolls back to that place. Renders
 * nothing.
 */
import { useEffect } from 'react';
import { recordProgress, syncProgress } from '../../lib/progress';

const RESUME_HASH = /^#read-(\d{1,3})$/;

export function ReadingProgress({
  id,
  title,
  path,
  signedIn,
}: {
  id: string;
  title: string;
  path: string;
  signedIn: boolean;
}) {
  useEffect(() => {
    const body = document.querySelector<HTMLElement>('.article-body');
    if (!body) return;
    // How far down the text the bottom of the screen is, from 0 to 1.
    const shareRead = () => {
      const rect = body.getBoundingClientRect();
      return rect.height > 0 ? Math.min(1, Math.max(0, (window.innerHeight - rect.top) / rect.height)) : 0;
    };
    const resume = RESUME_HASH.exec(window.location.hash);
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
    const onScroll = () => {
      if (!timer) timer = window.setTimeout(measure, 800);
    };
    const onHide = () => {
      if (document.visibilityState !== 'hidden') return;
      if (timer) {
        window.clearTimeout(timer);
        measure();
      }
      if (signedIn) void syncProgress({ keepalive: true });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onHide);
      if (timer) {
        window.clearTimeout(timer);
        measure();
      }
      if (signedIn) void syncProgress({ keepalive: true });
    };
  }, [id, title, path, signedIn]);
  return null;
}
