/**
 * The console's i18next instance, from its own strings only (namespace `console`, both languages
 * bundled: they are small). The site's resources module would pull every namespace into this bundle.
 * `combined` reads French with English as the fallback, as on the site.
 */
import i18next, { type i18n } from 'i18next';
import type { Locale } from '#shared/constants/spec.ts';
import en from '#shared/i18n/locales/en/console.json';
import fr from '#shared/i18n/locales/fr/console.json';
import { elisionPostProcessor } from '#shared/i18n/elision.ts';

export type UiLanguage = 'en' | 'fr';

export const uiLanguageOf = (locale: Locale): UiLanguage => (locale === 'en' ? 'en' : 'fr');

export function createConsoleI18n(language: UiLanguage): i18n {
  const instance = i18next.createInstance().use(elisionPostProcessor);
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    ns: ['console'],
    defaultNS: 'console',
    resources: { en: { console: en }, fr: { console: fr } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    postProcess: ['elision'],
  });
  return instance;
}
