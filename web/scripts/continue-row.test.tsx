// The dashboard's Continue row on this device: the module adds what only the device knows (its
// local progress) to the row the server rendered, from the row's templates in the page's words,
// newest first; an item the account knows keeps its server card unless the device is newer.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContinueRow } from '../app/features/account/continue-row';
import type { ContinueItem } from '../app/features/account/types';
import { runPageScript, serverHtml } from '../app/test/render-html';

/** The row as ContinueRow renders it in French: one article the account knows, or none (hidden). */
async function mountRow(hidden = false) {
  document.documentElement.dataset.locale = 'fr';
  const known: ContinueItem = {
    kind: 'article',
    id: 'article-1',
    at: 0.5,
    updatedAt: '2026-11-01T10:00:00.000Z',
    title: 'A',
    path: '/blog/a',
  };
  document.body.innerHTML = serverHtml(<ContinueRow items={hidden ? [] : [known]} />, { locale: 'fr' });
}

function device(entries: { kind: string; id: string; at: number; updatedAt: string; title: string; path: string }[]) {
  const stored = Object.fromEntries(
    entries.map(({ kind, id, at, updatedAt, title, path }) => [
      `${kind}:${id}`,
      { entry: { kind, id, at, updatedAt }, title, path, unsynced: true },
    ]),
  );
  localStorage.setItem('cta-progress', JSON.stringify(stored));
}

const run = () => runPageScript('continue-row');

/** French spaces (no-break, narrow no-break) read as spaces: the words are what is checked here. */
const spaced = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

const items = () =>
  [...document.querySelectorAll<HTMLElement>('.continue-items > li')].map((item) => ({
    href: item.querySelector('a')?.getAttribute('href'),
    label: spaced(item.querySelector('a')?.getAttribute('aria-label')),
    status: spaced(item.querySelector('[data-slot="status"]')?.textContent),
  }));

describe('the Continue row module', () => {
  beforeEach(() => {
    localStorage.clear();
    // Offline: the account hears of nothing, the row still shows the device's progress.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
  });

  it('adds a presentation only this device has started, newest first, in the page’s words', async () => {
    await mountRow();
    device([
      {
        kind: 'presentation',
        id: 'presentation-1',
        at: 125,
        updatedAt: '2026-11-02T10:00:00.000Z',
        title: 'Rhinocéros',
        path: '/video-presentations/presentation-1',
      },
    ]);
    await run();
    expect(items()).toEqual([
      {
        href: '/video-presentations/presentation-1?t=125',
        label: 'Reprendre « Rhinocéros »',
        status: 'Arrêté à 2:05',
      },
      { href: '/blog/a#read-50', label: 'Reprendre « A »', status: '50 % lu' },
    ]);
  });

  it('shows a row the server rendered hidden once the device has something, and keeps newer account entries', async () => {
    await mountRow(true);
    device([
      {
        kind: 'article',
        id: 'article-2',
        at: 0.3,
        updatedAt: '2026-11-03T10:00:00.000Z',
        title: 'Vautours',
        path: '/blog/vautours',
      },
    ]);
    await run();
    expect(document.querySelector<HTMLElement>('[data-module="continue-row"]')?.hidden).toBe(false);
    expect(items()).toEqual([
      { href: '/blog/vautours#read-30', label: 'Reprendre « Vautours »', status: expect.stringMatching(/^30\s%\slu$/) },
    ]);
  });

  it('leaves the server’s row as it is when the device knows nothing newer', async () => {
    await mountRow();
    device([
      {
        kind: 'article',
        id: 'article-1',
        at: 0.2,
        updatedAt: '2026-10-01T10:00:00.000Z',
        title: 'A',
        path: '/blog/a',
      },
    ]);
    await run();
    expect(items()).toEqual([{ href: '/blog/a#read-50', label: 'Reprendre « A »', status: '50 % lu' }]);
  });
});
