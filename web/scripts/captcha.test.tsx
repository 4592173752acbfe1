// The captcha's script (web/scripts/captcha.ts): Google's script only once the visitor starts
// filling the form (or at once when the form came back with an answer), in the page's language,
// then the widget rendered in the form's box; the page's own texts for loading and failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Captcha } from '../app/components/captcha';
import { renderThenRun } from '../app/test/render-html';

type Loaded = Window & { grecaptcha?: unknown; __ctaRecaptchaLoaded?: () => void };

const googleScripts = () =>
  [...document.head.querySelectorAll('script')].filter((script) => script.src.includes('recaptcha/api.js'));

/** A French form with the captcha as the component renders it (with the server's answer: `now`). */
async function load(now = false) {
  await renderThenRun(
    <form>
      <input name="name" />
      <Captcha siteKey="site-key" id="captcha-error" error={now ? 'Veuillez répondre au captcha.' : undefined} />
    </form>,
    'captcha',
    { locale: 'fr' },
  );
}

declare const happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } };

afterEach(() => {
  // As the web project sets it (vitest.config.ts).
  happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (window as Loaded).grecaptcha;
});

describe('the captcha script', () => {
  it('fetches nothing until the visitor starts filling the form, then renders the widget in French', async () => {
    // happy-dom fetches no script: here its "load" stands for Google's answering.
    await load();
    expect(googleScripts()).toHaveLength(0);
    document.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    const [script] = googleScripts();
    expect(script?.src).toContain('render=explicit');
    expect(script?.src).toContain('hl=fr');
    const box = document.querySelector<HTMLElement>('[data-module="captcha"]')!;
    expect(box.querySelector<HTMLElement>('.captcha-loading')?.hidden).toBe(false);
    expect(box.querySelector<HTMLElement>('.captcha-loading')?.textContent).toMatch(/captcha/i);

    const render = vi.fn(() => 7);
    (window as Loaded).grecaptcha = { render };
    (window as Loaded).__ctaRecaptchaLoaded?.();
    await vi.waitFor(() => expect(box.dataset.captchaState).toBe('ready'));
    expect(render).toHaveBeenCalledWith(
      box.querySelector('.captcha-widget'),
      expect.objectContaining({ sitekey: 'site-key', size: 'normal' }),
    );
    expect(box.dataset.widgetId).toBe('7');
    expect(box.querySelector<HTMLElement>('.captcha-loading')?.hidden).toBe(true);
    // Once is enough.
    document.querySelector('input')?.dispatchEvent(new Event('input', { bubbles: true }));
    expect(googleScripts()).toHaveLength(1);
  });

  it('loads at once when the form came back with an answer, and says so when Google cannot be reached', async () => {
    happyDOM.settings.handleDisabledFileLoadingAsSuccess = false;
    await load(true);
    const [script] = googleScripts();
    expect(script).toBeDefined();
    script?.dispatchEvent(new Event('error'));
    const box = document.querySelector<HTMLElement>('[data-module="captcha"]')!;
    await vi.waitFor(() => expect(box.querySelector<HTMLElement>('.captcha-failed')?.hidden).toBe(false));
    expect(box.querySelector<HTMLElement>('.captcha-loading')?.hidden).toBe(true);
  });
});
