/**
 * The phone menu (spec §2): a side drawer with the same links as the header. It is a popover
 * (`popover` attribute) opened by the header's Menu button (`popovertarget`), so it opens, closes
 * on Escape or outside, and gives the focus back with no script at all (issue #25). It takes the
 * focus when it opens (its close button is `autofocus`), and the Tab key goes through its links.
 * Hidden from 1264 px, where the header shows the whole navigation.
 */
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Cross2Icon } from './icons/cross2-icon';
import { useRootData } from '../lib/use-root-data';
import { accountLinks, mainLinks } from '../lib/navigation-links';

export const DRAWER_ID = 'site-menu';

export function MobileDrawer() {
  const { t } = useTranslation();
  const { locale, user } = useRootData();
  const links = [
    { to: '/', labelKey: 'nav.home' },
    ...mainLinks(locale),
    { to: '/faq', labelKey: 'nav.faq' },
    { to: '/contact', labelKey: 'nav.contact' },
  ];
  const account = user
    ? accountLinks(user)
    : [
        { to: '/login', labelKey: 'nav.signIn' },
        { to: '/signup', labelKey: 'nav.signUp' },
      ];
  return (
    <div id={DRAWER_ID} popover="auto" className="drawer" role="dialog" aria-labelledby={`${DRAWER_ID}-title`}>
      <div className="drawer-top">
        <h2 id={`${DRAWER_ID}-title`} className="drawer-title">
          {t('nav.menu')}
        </h2>
        <button
          type="button"
          popoverTarget={DRAWER_ID}
          popoverTargetAction="hide"
          aria-label={t('nav.closeMenu')}
          className="drawer-close icon-button"
          // The focus goes here when the popover opens (HTML's popover focusing steps).
          autoFocus
        >
          <Cross2Icon aria-hidden="true" width="20" height="20" />
        </button>
      </div>
      <nav aria-label={t('nav.main')}>
        {[links, account].map((list, index) => (
          <Fragment key={index}>
            {index > 0 && <hr className="drawer-separator" />}
            <ul className="drawer-list">
              {list.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="drawer-link">
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </Fragment>
        ))}
      </nav>
    </div>
  );
}
