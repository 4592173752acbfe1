// Sign-out's overlay module on the page LogoutPage renders: the page's form shows the spec's overlay
// while it is sent, and a member who came from a link of this site is not asked again (the form
// goes at once); a page opened any other way (typed, another site's link) still asks.
import { describe, expect, it, vi } from 'vitest';
import { LogoutPage } from '../app/features/account/logout-page';
import { renderThenRun } from '../app/test/render-html';

/** The sign-out page as the server renders it, opened with `referrer`, then its module. */
async function mount(referrer: string) {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  const sent = vi.fn();
  const realSubmit = HTMLFormElement.prototype.requestSubmit;
  HTMLFormElement.prototype.requestSubmit = sent;
  try {
    await renderThenRun(<LogoutPage />, 'sign-out', { path: '/logout' });
  } finally {
    HTMLFormElement.prototype.requestSubmit = realSubmit;
  }
  const form = document.querySelector<HTMLFormElement>('[data-testid="logout-form"]')!;
  return { form, sent, overlay: document.querySelector<HTMLElement>('[data-testid="signing-out"]')! };
}

describe('the sign-out module', () => {
  it('sends the form at once for a member who came from a link of this site', async () => {
    const { sent } = await mount(`${location.origin}/profile`);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('asks a page opened from elsewhere, or typed, and shows the overlay once the form is sent', async () => {
    for (const referrer of ['https://elsewhere.example/page', '']) {
      const { form, sent, overlay } = await mount(referrer);
      expect(sent).not.toHaveBeenCalled();
      expect(overlay.hidden).toBe(true);
      form.dispatchEvent(new Event('submit', { cancelable: true }));
      expect(overlay.hidden).toBe(false);
    }
  });
});
