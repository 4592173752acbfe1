// The listing controls as the server renders them: a plain GET form whose sort and filters make
// the address (so the loader reads them), starting from what the address says, with a visible
// Apply button (no script needed) and the small script that applies a choice at once.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ListingData } from '../../lib/view-models';
import { renderRoutes } from '../../test/render-route';
import { ListingControls } from './listing-controls';
import { Pager } from './pager';

const listing: ListingData = {
  query: { sort: 3, page: 1 },
  items: [],
  page: 1,
  pageCount: 1,
  total: 0,
  englishOnly: 0,
  filters: {
    categories: [
      { id: 'leadership', title: 'Leadership' },
      { id: 'earth-systems', title: 'Earth Systems' },
    ],
  },
};

/** The select element labelled `label`. */
function selectNamed(label: string): HTMLSelectElement {
  const element = screen.getByLabelText(label);
  if (!(element instanceof HTMLSelectElement)) throw new Error(`${label} is not a select`);
  return element;
}

function Listing() {
  return <ListingControls listing={listing} />;
}

describe('listing controls', () => {
  it('offer the four sort options and the id-0 placeholder of each filter given', () => {
    renderRoutes([{ path: '/video-presentations', Component: Listing }], '/video-presentations');
    const sort = selectNamed('Sort by');
    expect([...sort.options].map((option) => option.textContent)).toEqual([
      'Alphabetically (A-Z)',
      'Alphabetically (Z-A)',
      'Date (Newest First)',
      'Date (Oldest First)',
    ]);
    expect(sort.value).toBe('3');
    const category = selectNamed('Category');
    expect(category.options[0]?.textContent).toBe('All Categories');
    expect(category.options[0]?.value).toBe('0');
    // Only the filters the listing has are shown.
    expect(screen.queryByLabelText('Tag')).toBeNull();
  });

  it('are a GET form to the same address with a visible Apply button, and load their script', () => {
    const { container } = renderRoutes([{ path: '/video-presentations', Component: Listing }], '/video-presentations');
    const form = container.querySelector('form.listing-controls');
    expect(form?.getAttribute('method')).toBe('get');
    // No action: the form goes to this page's address, its fields the query.
    expect(form?.hasAttribute('action')).toBe(false);
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply.getAttribute('type')).toBe('submit');
    expect(apply.closest('noscript')).toBeNull();
    expect(form?.querySelector('script[type="text/x-page-module"]')?.getAttribute('data-src')).toMatch(
      /listing-controls/,
    );
  });

  it('are in French for a French reader', () => {
    renderRoutes([{ path: '/video-presentations', Component: Listing }], '/video-presentations', 'fr');
    const category = selectNamed('Catégorie');
    expect(category.options[0]?.textContent).toBe('Toutes les catégories');
  });
});

describe('a listing with a default sort of its own and a parameter to keep (the events)', () => {
  const events: ListingData = {
    query: { sort: 4, page: 2 },
    items: [],
    page: 2,
    pageCount: 3,
    total: 45,
    englishOnly: 0,
    defaultSort: 4,
    keep: { month: '2027-02' },
    filters: {},
  };

  it('pages with links that leave its default sort out and keep the parameter', () => {
    renderRoutes([{ path: '/events', Component: () => <Pager listing={events} /> }], '/events?page=2&month=2027-02');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/events?month=2027-02');
    expect(hrefs).toContain('/events?page=3&month=2027-02');
    expect(hrefs.some((href) => href?.includes('sort='))).toBe(false);
  });

  it("sends the kept parameter with the form, and starts on the listing's sort", () => {
    const { container } = renderRoutes(
      [{ path: '/events', Component: () => <ListingControls listing={events} id="events" /> }],
      '/events',
    );
    expect(selectNamed('Sort by').value).toBe('4');
    const hidden = container.querySelector<HTMLInputElement>('input[type="hidden"][name="month"]');
    expect(hidden?.value).toBe('2027-02');
  });
});
