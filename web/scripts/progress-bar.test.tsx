// The progress bar of pages without React (web/scripts/progress-bar.ts, spec §9) on the bar the
// chrome renders (components/chrome-scripts.tsx): shown once a navigation (a followed link, a posted
// form) has outlasted the 200 ms throttle, never for a quick one, a link to another site or tab, a
// jump within the page; hidden again when the page comes back, once it has shown its 200 ms minimum.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR } from '#shared/constants/spec.ts';
import { ChromeScripts } from '../app/components/chrome-scripts';
import { renderThenRun } from '../app/test/render-html';

const bar = () => document.querySelector<HTMLElement>('.progress-bar')!;
const shown = () => bar().dataset.visible === 'true';

/** Clicks `element` as a visitor does; the test's window never leaves (the listener keeps it). */
function click(element: Element, init: MouseEventInit = {}) {
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
}

function stayHere(event: Event) {
  event.preventDefault();
}

beforeAll(async () => {
  vi.useFakeTimers();
  // After the module's own listeners (on the document): the test's window never navigates.
  window.addEventListener('click', stayHere);
  window.addEventListener('submit', stayHere);
  await renderThenRun(
    <>
      <a id="inside" href="/about">
        About
      </a>
      <a id="jump" href="#part">
        Part
      </a>
      <a id="outside" href="https://example.org/">
        Elsewhere
      </a>
      <a id="tab" href="/blog" target="_blank">
        Blog
      </a>
      <a id="file" href="/guide.pdf" download>
        Guide
      </a>
      <form id="form" method="post" action="/?index">
        <button>Send</button>
      </form>
      <ChromeScripts member={null} lite={false} />
    </>,
    'progress-bar',
  );
});

afterAll(() => {
  vi.useRealTimers();
  window.removeEventListener('click', stayHere);
  window.removeEventListener('submit', stayHere);
});

beforeEach(() => {
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  // Past any minimum display left from the test before.
  vi.advanceTimersByTime(PROGRESS_BAR.minDisplayMs);
});

describe('the progress bar of pages without React', () => {
  it('shows for a link to another page of the site once the throttle has passed', () => {
    click(document.querySelector('#inside')!);
    vi.advanceTimersByTime(PROGRESS_BAR.throttleMs - 1);
    expect(shown()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shown()).toBe(true);
    expect(bar().getAttribute('aria-hidden')).toBe('false');
    expect(bar().style.transitionDuration).toBe(`${PROGRESS_BAR.durationMs}ms`);
  });

  it('hides again when the page is shown anew (back from the cache, or a navigation given up)', () => {
    click(document.querySelector('#inside')!);
    vi.advanceTimersByTime(PROGRESS_BAR.throttleMs + PROGRESS_BAR.minDisplayMs);
    expect(shown()).toBe(true);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(shown()).toBe(false);
    expect(bar().style.transitionDuration).toBe('0ms');
  });

  it('once shown, stays for its minimum display even when the navigation ends at once', () => {
    click(document.querySelector('#inside')!);
    vi.advanceTimersByTime(PROGRESS_BAR.throttleMs);
    expect(shown()).toBe(true);
    vi.advanceTimersByTime(PROGRESS_BAR.minDisplayMs / 4);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(shown()).toBe(true);
    vi.advanceTimersByTime((PROGRESS_BAR.minDisplayMs * 3) / 4 - 1);
    expect(shown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shown()).toBe(false);
  });

  it('stays shown through a second navigation started during its minimum display', () => {
    click(document.querySelector('#inside')!);
    vi.advanceTimersByTime(PROGRESS_BAR.throttleMs);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    click(document.querySelector('#inside')!);
    vi.advanceTimersByTime(PROGRESS_BAR.minDisplayMs * 2);
    expect(shown()).toBe(true);
  });

  it('never flashes for a navigation quicker than the throttle', () => {
    click(document.querySelector('#inside')!);
    vi.advanceTimersByTime(PROGRESS_BAR.throttleMs / 2);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    vi.advanceTimersByTime(PROGRESS_BAR.throttleMs * 2);
    expect(shown()).toBe(false);
  });

  it('shows for a posted form', () => {
    document
      .querySelector<HTMLFormElement>('#form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    vi.advanceTimersByTime(PROGRESS_BAR.throttleMs);
    expect(shown()).toBe(true);
  });

  it('stays hidden for a jump within the page, another site, another tab, a download or a modified click', () => {
    for (const id of ['#jump', '#outside', '#tab', '#file']) click(document.querySelector(id)!);
    click(document.querySelector('#inside')!, { ctrlKey: true });
    click(document.querySelector('#inside')!, { button: 1 });
    vi.advanceTimersByTime(PROGRESS_BAR.throttleMs * 2);
    expect(shown()).toBe(false);
  });

  it('stays hidden for a click a script has taken over', () => {
    const link = document.querySelector('#inside')!;
    const takeOver = (event: Event) => event.preventDefault();
    link.addEventListener('click', takeOver);
    click(link);
    link.removeEventListener('click', takeOver);
    vi.advanceTimersByTime(PROGRESS_BAR.throttleMs * 2);
    expect(shown()).toBe(false);
  });
});
