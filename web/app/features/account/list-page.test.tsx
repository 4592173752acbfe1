// The watchlist and readlist table as the server renders it: numbered rows with their links, the
// spec's empty state, a remove that is a plain form to the member action route and asks first
// (a popover opened with no script; the route asks in the row where popovers are missing), and
// that button apart from the row's "Remove offline copy" in what it shows and what it is called.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../../test/render-route';
import { ListPage } from './list-page';
import type { ListPageData } from './types';

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
    // The count line (getByText fails the test when it is missing).
    screen.getByText('2 videos');
  });

  it('says "You have no history" when the list is empty, in English and French', () => {
    const view = renderList({ ...base, total: 0, rows: [] });
    expect(screen.getByTestId('list-empty').textContent).toBe('You have no history');
    view.unmount();
    renderList({ ...base, total: 0, rows: [] }, 'fr');
    expect(screen.getByTestId('list-empty').textContent).toBe('Vous n’avez pas d’historique');
  });

  it('removes with a plain form that asks first, in the page or by the route', () => {
    const rows = [
      { number: 1, id: 'presentation-1', title: 'Rhino horn forensics', url: '/video-presentations/presentation-1' },
    ];
    const view = renderList({ ...base, total: 1, rows });
    const form = screen.getByTestId('list-row').querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/account/actions');
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({
      intent: 'remove',
      list: 'watchlist',
      id: 'presentation-1',
      back: '/account/watchlist',
    });
    // The popover's question, opened by the row's button with no script; its confirm sends the form.
    const remove = screen.getByTestId('list-remove');
    const question = document.getElementById(remove.getAttribute('popovertarget') ?? '');
    expect(question?.getAttribute('popover')).toBe('auto');
    expect(question?.textContent).toContain('“Rhino horn forensics” will be removed from your watchlist.');
    const confirm = within(question as HTMLElement).getByTestId('confirm-action');
    expect([confirm.getAttribute('type'), confirm.getAttribute('name'), confirm.getAttribute('value')]).toEqual([
      'submit',
      'confirmed',
      '1',
    ]);
    expect(confirm.closest('form')).toBe(form);
    view.unmount();

    // Where popovers are missing, the route's answer asks in the row.
    renderRoutes(
      [{ path: '/account/watchlist', Component: () => <ListPage data={{ ...base, total: 1, rows }} /> }],
      '/account/watchlist?done=confirm&of=watchlist&id=presentation-1',
    );
    const asked = screen.getByRole('group', { name: 'Remove from your watchlist?' });
    expect(within(asked).getByRole('link', { name: 'Keep it' }).getAttribute('href')).toBe('/account/watchlist');
  });

  for (const [locale, list, offline] of [
    ['en', 'Remove from watchlist', 'Remove offline copy'],
    ['fr', 'Retirer de la liste de visionnage', 'Supprimer la copie hors ligne'],
  ] as const) {
    it(`tells the row's two remove buttons apart, by their text and their names (${locale})`, () => {
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
      // The offline copy's control is rendered hidden (its module shows it where pages can be kept).
      const copy = within(row).getByRole('button', { name: `${offline}${colon} Rhino horn forensics`, hidden: true });
      const fromList = within(row).getByTestId('list-remove');
      expect(fromList.getAttribute('aria-label')).toBe(`${list}${colon} Rhino horn forensics`);
      expect(copy.textContent).toBe(offline);
      expect(fromList.textContent).toBe(list);
    });
  }
});
