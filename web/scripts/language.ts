/**
 * The language dialog's Continue where scripts run (spec §4, issue #25): saves the choice in the
 * locale cookie, flags a controlled language switch (the chat keeps quiet after the reload), and
 * after about 50 ms and the page's leaving transition reloads the page without any `lang`
 * parameter. Without this module the dialog's form asks for the page with `?lang=`, which the
 * Worker answers in that language and remembers (components/language-dialog.tsx).
 */
import {
  CONTROLLED_LANGUAGE_SWITCH_KEY,
  LANGUAGE_RELOAD_DELAY_MS,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  LOCALES,
  type Locale,
} from '#shared/constants/spec.ts';
import { serializeCookie } from '#shared/lib/cookies.ts';
import { local, writeStorage } from './_storage';
import { startModule } from './_module.ts';

/** How long the page takes to leave (the out half of the page transition, spec §9). */
const LEAVING_MS = 120;

function leave(): Promise<void> {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  if (reduced || typeof document.body.animate !== 'function') return Promise.resolve();
  const animation = document.body.animate([{ opacity: 1 }, { opacity: 0 }], {
    duration: LEAVING_MS,
    easing: 'ease-in',
    fill: 'forwards',
  });
  return animation.finished.then(
    () => undefined,
    () => undefined,
  );
}

export function applyLanguage(locale: Locale): void {
  document.cookie = serializeCookie(LOCALE_COOKIE, locale, {
    maxAge: LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 3600,
    path: '/',
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
  });
  writeStorage(local, CONTROLLED_LANGUAGE_SWITCH_KEY, JSON.stringify({ locale, at: Date.now() }));
  setTimeout(() => {
    void leave().then(() => {
      const url = new URL(location.href);
      url.searchParams.delete('lang');
      location.replace(url.toString());
    });
  }, LANGUAGE_RELOAD_DELAY_MS);
}

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** Root: the language dialog's form (components/language-dialog.tsx). */
export function init(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) throw new TypeError('language: its root is not a form');
  form.addEventListener('submit', (event) => {
    if (event.defaultPrevented) return;
    const choice = new FormData(form).get('lang');
    if (!isLocale(choice)) return;
    event.preventDefault();
    applyLanguage(choice);
    // Closed while the page leaves (a browser without popovers has nothing to close).
    form.closest<HTMLElement>('[popover]')?.hidePopover?.();
  });
}

startModule('language', init);
