// The watchlist and readlist table as a member sees it: numbered rows with their links, the
// spec's empty state, a remove button that asks first and gives focus back when cancelled, and
// that button apart from the row's "Remove offline copy" in what it shows and what it is called.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../test/render-route';
import { ListPage } from './list-page';
import type { ListPageData } from './types';
import type * as Saved from '../../lib/offline/saved';

// The first row's page is kept on this device: its "Save for offline" shows the remove button.
vi.mock('../../lib/offline/saved', async (importOriginal) => ({
  ...(await importOriginal<typeof Saved>()),
  canSaveOffline: () => true,
  savedItem: async (path: string) =>
    path === '/video-presentations/presentation-1'
      ? { path, kind: 'presentation', title: 'Rhino horn forensics', bytes: 2048, savedAt: 0 }
      : undefined,
}));

const base: Omit<ListPageData, 'rows' | 'total'> = {
  seo: { title: 'Watchlist' },
  kind: 'watchlist',
  sort: 3,
  page: 1,
  pageCount: 1,
};

function renderList(data: ListPageData, locale: 'en' | 'fr' = 'en') {
  return renderRoutes(
    [{ path: '/account/watchlist', Component: () => <ListPage data={data} /> }],
    '/account/watchlist',
    locale,
  );
}

describe('the watchlist page', () => {
  it('lists the saved presentations, numbered, each linking to its page', () => {
    renderList({
      ...base,
      total: 2,
      rows: [
        {
          number: 1,
          id: 'presentation-1',
          title: 'Rhino horn forensics',
          url: '/video-presentations/presentation-1',
          date: '2026-03-01',
        },
        {
          number: 2,
          id: 'presentation-2',
          title: 'Elephant corridors',
          url: '/video-presentations/presentation-2',
          date: '2026-02-01',
        },
      ],
    });
    const rows = screen.getAllByTestId('list-row');
    expect(rows.map((row) => row.getAttribute('data-item-id'))).toEqual(['presentation-1', 'presentation-2']);
    expect(screen.getByRole('link', { name: 'Rhino horn forensics' }).getAttribute('href')).toBe(
      '/video-presentations/presentation-1',
    );
    expect(screen.getByText('2 videos')).toBeTruthy();
  });

  it('says "You have no history" when the list is empty, in English and French', () => {
    const view = renderList({ ...base, total: 0, rows: [] });
    expect(screen.getByTestId('list-empty').textContent).toBe('You have no history');
    view.unmount();
    renderList({ ...base, total: 0, rows: [] }, 'fr');
    expect(screen.getByTestId('list-empty').textContent).toBe('Vous n’avez pas d’historique');
  });

  it('asks before removing, and gives focus back to the button when cancelled', async () => {
    renderList({
      ...base,
      total: 1,
      rows: [
        { number: 1, id: 'presentation-1', title: 'Rhino horn forensics', url: '/video-presentations/presentation-1' },
      ],
    });
    // The dialog's module loads on first render (lazy-confirm-dialog.tsx): its trigger says it opens one.
    const remove = await screen.findByRole('button', {
      name: 'Remove from watchlist: Rhino horn forensics',
      expanded: false,
    });
    remove.focus();
    fireEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('“Rhino horn forensics” will be removed from your watchlist.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(remove));
  });

  for (const [locale, list, offline] of [
    ['en', 'Remove from watchlist', 'Remove offline copy'],
    ['fr', 'Retirer de la liste de visionnage', 'Supprimer la copie hors ligne'],
  ] as const) {
    it(`tells the row's two remove buttons apart, by their text and their names (${locale})`, async () => {
      renderList(
        {
          ...base,
          total: 1,
          rows: [
            {
              number: 1,
              id: 'presentation-1',
              title: 'Rhino horn forensics',
              url: '/video-presentations/presentation-1',
            },
          ],
        },
        locale,
      );
      const colon = locale === 'fr' ? '\u00a0:' : ':';
      const row = screen.getByTestId('list-row');
      const copy = await within(row).findByRole('button', { name: `${offline}${colon} Rhino horn forensics` });
      const fromList = within(row).getByRole('button', { name: `${list}${colon} Rhino horn forensics` });
      expect(copy.textContent).toBe(offline);
      expect(fromList.textContent).toBe(list);
      expect(fromList).toBe(within(row).getByTestId('list-remove'));
      const buttons = within(row).getAllByRole('button');
      expect(new Set(buttons.map((button) => button.textContent)).size).toBe(buttons.length);
    });
  }
});
