// Sign-out's overlay module: the page's form shows the spec's overlay while it is sent, and a
// member who came from a link of this site is not asked again (the form goes at once); a page
// opened any other way (typed, another site's link) still asks.
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The sign-out page as features/account/logout-page.tsx renders it, with the given referrer. */
async function mount(referrer: string) {
  document.body.innerHTML = `
    <form method="post" data-sign-out><p>Sign out?</p><button type="submit">Sign out</button></form>
    <div class="signing-out-overlay" hidden role="status">Signing out, please wait ...</div>`;
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  const form = document.querySelector('form') as HTMLFormElement;
  const sent = vi.fn();
  form.requestSubmit = sent;
  vi.resetModules();
  await import('./sign-out.ts');
  return { form, sent, overlay: document.querySelector<HTMLElement>('.signing-out-overlay') as HTMLElement };
}

describe('the sign-out module', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

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
