// The listing controls as a visitor uses them: the sort and filters drive the address (so the
// loader reads them), starting from what the address says.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
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
  const { search } = useLocation();
  return (
    <>
      <ListingControls listing={listing} />
      <output data-testid="address">{search}</output>
    </>
  );
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

  it('navigate to the address of the chosen sort and category', async () => {
    renderRoutes([{ path: '/video-presentations', Component: Listing }], '/video-presentations');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: '1' } });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toContain('sort=1'));
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'leadership' } });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toContain('category=leadership'));
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
