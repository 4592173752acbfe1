// The listings' script (web/scripts/listing-controls.ts): choosing in a select of a listing's
// form submits it, as Apply does; other forms' selects are left alone; back from the bfcache, the
// selects show what the page was rendered with.
import { describe, expect, it, vi } from 'vitest';

document.body.innerHTML = `
  <form method="get" data-listing-controls="">
    <select name="sort"><option value="4" selected>Newest</option><option value="2">Z-A</option></select>
    <button type="submit">Apply</button>
  </form>
  <form method="get" id="other"><select name="x"><option>a</option><option>b</option></select></form>`;
await import('./listing-controls');

const [listing, other] = [...document.forms];

describe('the listing controls script', () => {
  it('submits the listing form when a select changes, through its submit event', () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    listing!.addEventListener('submit', submitted);
    other!.addEventListener('submit', submitted);
    const sort = listing!.querySelector('select')!;
    sort.value = '2';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submitted).toHaveBeenCalledTimes(1);
    other!.querySelector('select')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('resets the selects when the page comes back from the bfcache', () => {
    const sort = listing!.querySelector('select')!;
    sort.value = '2';
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(sort.value).toBe('4');
  });
});
