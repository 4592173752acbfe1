// The idle prefetch (web/scripts/prefetch.ts, spec §9) on the chrome's HTML: nothing is marked for
// the speculation rules before the page has been loaded PREFETCH_IDLE_TIMEOUT_MS; then the links in
// view are (the rules prefetch them); on a Save-Data or 2g connection, none ever is.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_IDLE_TIMEOUT_MS } from '#shared/constants/spec.ts';
import { ChromeScripts } from '../app/components/chrome-scripts';
import { renderThenRun } from '../app/test/render-html';

/** The browser's viewport, as IntersectionObserver tells it: links with `data-in-view` are in it. */
class ViewportObserver {
  constructor(private readonly report: (entries: { target: Element; isIntersecting: boolean }[]) => void) {}
  observe(target: Element) {
    this.report([{ target, isIntersecting: target.hasAttribute('data-in-view') }]);
  }
  unobserve() {}
  disconnect() {}
}

async function load(connection?: { saveData?: boolean; effectiveType?: string }) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  await renderThenRun(
    <>
      <a href="/about" data-in-view="">
        About
      </a>
      <a href="/legal">Legal</a>
      <ChromeScripts member={null} lite={false} />
    </>,
    'prefetch',
  );
  window.dispatchEvent(new Event('load'));
}

const marked = () => [...document.querySelectorAll('a[data-prefetch]')].map((link) => link.getAttribute('href'));
const said = () => document.querySelector<HTMLElement>('script[data-module="prefetch"]')?.dataset.prefetch;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', ViewportObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the idle prefetch', () => {
  it('marks the links in view once the page has been idle the spec’s time, and not before', async () => {
    await load({ effectiveType: '4g' });
    vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS - 1);
    expect(marked()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(marked()).toEqual(['/about']);
    expect(said()).toBe('links');
  });

  it('marks nothing with Save-Data or on 2g', async () => {
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
      await load(connection);
      vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS * 3);
      expect(marked(), JSON.stringify(connection)).toEqual([]);
      expect(said()).toBe('skipped');
    }
  });
});
