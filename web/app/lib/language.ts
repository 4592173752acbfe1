/** Applying a language choice in the browser (spec §4). */
import {
  CONTROLLED_LANGUAGE_SWITCH_KEY,
  LANGUAGE_RELOAD_DELAY_MS,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  type Locale,
} from '#shared/constants/spec.ts';
import { serializeCookie } from '#shared/lib/cookies.ts';

/** How long the page takes to leave (the out half of the page transition, spec §9). */
export const LEAVING_TRANSITION_MS = 120;

/**
 * The leaving half of the page transition before a full reload: the page fades out, and the
 * promise resolves when it has (at once for reduced motion or without the Web Animations API).
 */
export function leavingTransition(): Promise<void> {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  const main = document.body;
  if (reduced || typeof main.animate !== 'function') return Promise.resolve();
  const animation = main.animate([{ opacity: 1 }, { opacity: 0 }], {
    duration: LEAVING_TRANSITION_MS,
    easing: 'ease-in',
    fill: 'forwards',
  });
  return animation.finished.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Saves the locale cookie (the pending change), flags the controlled switch and, after the delay
 * and the leaving transition, finalises it: reloads without any `lang` parameter.
 */
export function applyLanguage(locale: Locale): void {
  document.cookie = serializeCookie(LOCALE_COOKIE, locale, {
    maxAge: LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 3600,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
  try {
    window.localStorage.setItem(CONTROLLED_LANGUAGE_SWITCH_KEY, JSON.stringify({ locale, at: Date.now() }));
  } catch {
    // Without storage the chat dialog may show once after the reload; nothing else depends on it.
  }
  setTimeout(() => {
    void leavingTransition().then(() => {
      const url = new URL(window.location.href);
      url.searchParams.delete('lang');
      window.location.replace(url.toString());
    });
  }, LANGUAGE_RELOAD_DELAY_MS);
}

/** Reads and clears the controlled-switch flag: true once after a language switch. */
export function takeControlledLanguageSwitch(): boolean {
  try {
    const flagged = window.localStorage.getItem(CONTROLLED_LANGUAGE_SWITCH_KEY) !== null;
    window.localStorage.removeItem(CONTROLLED_LANGUAGE_SWITCH_KEY);
    return flagged;
  } catch {
    return false;
  }
}
