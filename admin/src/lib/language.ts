/**
 * Switching the console's language: the site's locale cookie (so the Worker's messages follow on
 * the next request, and the site itself), the i18next language and `<html lang>`.
 */
import type { i18n } from 'i18next';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS } from '#shared/constants/spec.ts';
import type { UiLanguage } from './i18n';

/** The cookie as the site writes it; Secure except on plain-http local development. */
export function localeCookieText(language: UiLanguage, secure: boolean): string {
  const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  return `${LOCALE_COOKIE}=${language}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function switchLanguage(instance: i18n, language: UiLanguage): void {
  document.cookie = localeCookieText(language, window.location.protocol === 'https:');
  document.documentElement.lang = language;
  void instance.changeLanguage(language);
}

/** The UI language of an i18next instance (always en or fr here). */
export const currentLanguage = (instance: i18n): UiLanguage => (instance.language === 'en' ? 'en' : 'fr');
