/**
 * Builds an i18next instance for one locale from bundled resources, synchronously, for the
 * server's render. `combined` uses the French UI.
 */
import i18next, { type i18n, type Resource } from 'i18next';
import type { Locale } from '../constants/spec';
import { elisionPostProcessor } from './elision';

export const NAMESPACES = [
  'common',
  'content',
  'presentations',
  'people',
  'events',
  'blog',
  'pages',
  'forms',
  'search',
  'member',
  'presenter',
  'account',
  'auth',
  'admin',
  'console',
  'offline',
  'mail',
  'answers',
] as const;
export type UiLanguage = 'en' | 'fr';

/** The UI language of a locale: combined reads French. */
export const uiLanguage = (locale: Locale): UiLanguage => (locale === 'en' ? 'en' : 'fr');

/** A ready i18next instance for `locale`, with English as the fallback language. */
export function createI18n(locale: Locale, resources: Resource): i18n {
  const instance = i18next.createInstance().use(elisionPostProcessor);
  void instance.init({
    lng: uiLanguage(locale),
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // French elision before a name (« la demande d’Amina »).
    postProcess: ['elision'],
  });
  return instance;
}
