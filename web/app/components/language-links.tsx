/**
 * The language choice as plain links (`?lang=`): it works without JavaScript, and the Worker saves
 * the choice in the locale cookie. The header's language button opens the dialog instead when
 * scripts run, and leads here when they do not.
 */
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '#shared/constants/spec.ts';
import { useRootData } from '../lib/use-root-data';

export const LANGUAGE_LINKS_ID = 'site-language';

/** The current address in another language (the rest of the query kept). */
function addressIn(pathname: string, search: string, locale: Locale): string {
  const query = new URLSearchParams(search);
  query.set('lang', locale);
  return `${pathname}?${query}`;
}

export function LanguageLinks() {
  const { t } = useTranslation();
  const { locale: current } = useRootData();
  const { pathname, search } = useLocation();
  return (
    <nav aria-labelledby={`${LANGUAGE_LINKS_ID}-label`} id={LANGUAGE_LINKS_ID} className="language-links">
      <span id={`${LANGUAGE_LINKS_ID}-label`}>{t('language.choose')}</span>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            {/* A whole new document: every string of the page changes with the language. */}
            <a
              href={addressIn(pathname, search, locale)}
              hrefLang={locale === 'en' ? 'en' : 'fr'}
              lang={locale === 'en' ? 'en' : 'fr'}
              aria-current={locale === current ? 'true' : undefined}
            >
              {locale === 'combined' ? t('language.combinedShort') : t(`language.${locale}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
