/** Auth layout (spec §2): skip link, logo, back-to-home link, centred form and a welcome side image. */
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Heading, Text } from '@radix-ui/themes';
import { LanguageButton } from '../components/language-button';
import { ArrowLeftIcon } from '../components/icons/arrow-left-icon';

export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="auth-layout">
      {/* The same skip link as the site header's (issue #25.6): the first thing a Tab reaches. */}
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <main id="main" className="auth-main">
        <div className="auth-top">
          <Link to="/" className="logo">
            <span aria-hidden="true" className="logo-mark">
              CTA
            </span>
            <span className="logo-text">{t('siteName')}</span>
          </Link>
          <LanguageButton />
        </div>
        <Link to="/" className="back-home">
          <ArrowLeftIcon aria-hidden="true" /> {t('auth.backHome')}
        </Link>
        <div className="auth-form">
          <Outlet />
        </div>
      </main>
      <aside className="auth-welcome" aria-label={t('auth.welcome')}>
        {/* A savanna at dusk: decoration, so no text alternative. */}
        <img src="/images/welcome.svg" alt="" width={480} height={320} className="auth-welcome-image" />
        <Heading as="h2" size="6">
          {t('auth.welcome')}
        </Heading>
        <Text as="p">{t('auth.welcomeText')}</Text>
      </aside>
    </div>
  );
}
