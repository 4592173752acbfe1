// The listings' script (web/scripts/listing-controls.ts) on the form ListingControls renders:
// choosing in a select of a listing's form submits it, as Apply does; other forms' selects are left
// alone; back from the bfcache, the selects show what the page was rendered with.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ListingControls } from '../app/components/listing/listing-controls';
import type { ListingData } from '../app/lib/view-models';
import { renderThenRun } from '../app/test/render-html';

const listing: ListingData = {
  query: { sort: 4, page: 1 },
  items: [],
  page: 1,
  pageCount: 1,
  total: 0,
  englishOnly: 0,
  filters: {},
};

beforeAll(async () => {
  await renderThenRun(
    <>
      <ListingControls listing={listing} />
      <form method="get" id="other">
        <select name="x">
          <option>a</option>
          <option>b</option>
        </select>
      </form>
    </>,
    'listing-controls',
    { path: '/video-presentations' },
  );
});

const forms = () => [...document.forms];

describe('the listing controls script', () => {
  it('sets up the listing form rendered by ListingControls', () => {
    expect(forms()[0]!.hasAttribute('data-listing-controls-init')).toBe(true);
    expect(forms()[0]!.getAttribute('data-listing-controls-init')).toBe('');
  });

  it('submits the listing form when a select changes, through its submit event', () => {
    const [listingForm, other] = forms();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    listingForm!.addEventListener('submit', submitted);
    other!.addEventListener('submit', submitted);
    const sort = listingForm!.querySelector('select')!;
    sort.value = '2';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submitted).toHaveBeenCalledTimes(1);
    other!.querySelector('select')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('resets the selects when the page comes back from the bfcache', () => {
    const sort = forms()[0]!.querySelector('select')!;
    sort.value = '2';
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(sort.value).toBe('4');
  });
});
