/** Mobile side drawer with the same links as the header (loaded only when opened). */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dialog, Flex, Separator } from '@radix-ui/themes';
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
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content className="drawer" aria-describedby={undefined}>
        <Dialog.Title>{t('nav.menu')}</Dialog.Title>
        <nav aria-label={t('nav.main')}>
          <Flex direction="column" gap="3" asChild>
            <ul className="drawer-list">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={onClose}>
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </Flex>
          <Separator my="3" size="4" />
          <Flex direction="column" gap="3" asChild>
            <ul className="drawer-list">
              {account.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={onClose}>
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </Flex>
        </nav>
        <Dialog.Close>
          <button type="button" className="drawer-close">
            {t('nav.closeMenu')}
          </button>
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Root>
  );
}
