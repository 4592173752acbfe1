/** Mobile side drawer with the same links as the header (loaded only when opened). */
import { Fragment } from 'react';
import { Link } from './link';
import { useTranslation } from 'react-i18next';
// eslint-disable-next-line no-restricted-imports -- its root is wrapped in SiteThemeContext
import { Dialog, Flex, IconButton, Separator } from '@radix-ui/themes';
import { SiteThemeContext } from './site-theme-context';
import { Cross2Icon } from './icons/cross2-icon';
import { useRootData } from '../lib/use-root-data';
import { accountLinks, mainLinks } from '../lib/navigation-links';

export default function MobileDrawer({ onClose }: { onClose: () => void }) {
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
    <SiteThemeContext>
      <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
        <Dialog.Content className="drawer" aria-describedby={undefined}>
          <Flex justify="between" align="center" mb="3" className="drawer-top">
            <Dialog.Title mb="0">{t('nav.menu')}</Dialog.Title>
            <Dialog.Close>
              <IconButton
                variant="ghost"
                color="gray"
                size="3"
                aria-label={t('nav.closeMenu')}
                className="drawer-close"
              >
                <Cross2Icon aria-hidden="true" width="20" height="20" />
              </IconButton>
            </Dialog.Close>
          </Flex>
          <nav aria-label={t('nav.main')}>
            {[links, account].map((list, index) => (
              <Fragment key={index}>
                {index > 0 && <Separator my="3" size="4" />}
                <Flex direction="column" gap="3" asChild>
                  <ul className="drawer-list">
                    {list.map((link) => (
                      <li key={link.to}>
                        <Link to={link.to} onClick={onClose} className="drawer-link">
                          {t(link.labelKey)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Flex>
              </Fragment>
            ))}
          </nav>
        </Dialog.Content>
      </Dialog.Root>
    </SiteThemeContext>
  );
}
