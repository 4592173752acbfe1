// The language dialog's module (web/scripts/language.ts, spec §4): Continue saves the choice in
// the locale cookie, flags a controlled switch and reloads the page without its `lang` parameter
// after about 50 ms; without the module, the form itself asks for ?lang= (not tested here).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTROLLED_LANGUAGE_SWITCH_KEY, LANGUAGE_RELOAD_DELAY_MS } from '#shared/constants/spec.ts';
import { LanguageDialog } from '../app/components/language-dialog';
import { renderThenRun } from '../app/test/render-html';

const replace = vi.fn();

beforeAll(async () => {
  vi.useFakeTimers();
  // No leaving fade here (reduced motion): the reload follows the delay at once.
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce') })) as typeof window.matchMedia;
  vi.spyOn(window.location, 'replace').mockImplementation(replace);
  await renderThenRun(
    <>
      <LanguageDialog current="en" />
      <form id="other" method="get" action="/search">
        <input name="lang" defaultValue="fr" />
      </form>
    </>,
    'language',
    { path: '/about?sort=1' },
  );
});

afterAll(() => {
  vi.useRealTimers();
});

const submit = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

describe('the language module', () => {
  it('applies the choice: cookie, controlled-switch flag, reload without lang after the delay', () => {
    const dialog = document.querySelector<HTMLElement>('#language-dialog')!;
    dialog.querySelector<HTMLInputElement>('input[name="lang"][value="fr"]')!.checked = true;
    const event = submit(dialog.querySelector<HTMLFormElement>('form[data-module="language"]')!);
    expect(event.defaultPrevented).toBe(true);
    expect(document.cookie).toContain('i18n_redirected=fr');
    expect(JSON.parse(localStorage.getItem(CONTROLLED_LANGUAGE_SWITCH_KEY)!)).toMatchObject({ locale: 'fr' });
    vi.advanceTimersByTime(LANGUAGE_RELOAD_DELAY_MS - 1);
    expect(replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    return vi.waitFor(() => {
      expect(replace).toHaveBeenCalledTimes(1);
      expect(new URL(replace.mock.calls[0]![0] as string).searchParams.has('lang')).toBe(false);
    });
  });

  it('leaves other forms alone', () => {
    const event = submit(document.querySelector<HTMLFormElement>('#other')!);
    expect(event.defaultPrevented).toBe(false);
  });
});
