/**
 * Site header: logo, main navigation, language selector, sign in/up or the My account menu, and on
 * phones the Menu button of the drawer. Plain HTML: it works the same with or without scripts.
 */
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Flex } from '@radix-ui/themes';
import { useRootData } from '../lib/use-root-data';
import { accountLinks, mainLinks } from '../lib/navigation-links';
import { LanguageButton } from './language-button';
import { HamburgerMenuIcon } from './icons/hamburger-menu-icon';
import { DRAWER_ID, MobileDrawer } from './mobile-drawer';

export function SiteHeader() {
  const { t } = useTranslation();
  const { locale, user } = useRootData();

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Flex align="center" justify="between" gap="4" className="site-header-inner">
        <Link to="/" className="logo">
          <span aria-hidden="true" className="logo-mark">
            CTA
          </span>
          <span className="logo-text">{t('siteName')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="main-nav">
          <ul>
            {mainLinks(locale).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} prefetch="intent">
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Flex align="center" gap="2" className="header-actions">
          <LanguageButton />
          {user ? (
            <div className="account-menu">
              <Link to="/profile" className="account-menu-trigger" aria-haspopup="true">
                {t('nav.myAccount')}
              </Link>
              <ul className="account-menu-list" aria-label={t('account.menu')}>
                {accountLinks(user).map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{t(link.labelKey)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <Flex gap="2" className="auth-links">
              <Button asChild variant="soft">
                <Link to="/login">{t('nav.signIn')}</Link>
              </Button>
              <Button asChild>
                <Link to="/signup">{t('nav.signUp')}</Link>
              </Button>
            </Flex>
          )}
          {/* Opens the phone menu with no script (a popover). */}
          <Button variant="ghost" className="drawer-button" popoverTarget={DRAWER_ID}>
            <HamburgerMenuIcon aria-hidden="true" /> {t('nav.menu')}
          </Button>
        </Flex>
      </Flex>
      <MobileDrawer />
    </header>
  );
}
