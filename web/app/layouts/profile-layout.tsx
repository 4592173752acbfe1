/** Profile layout (spec §2): "My Account" header and the account side menu. */
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import { useRootData } from '../lib/use-root-data';
import { profileMenu } from '../lib/navigation-links';

export function ProfileLayout() {
  const { t } = useTranslation();
  const { user } = useRootData();
  return (
    <div className="profile-layout">
      <Text as="p" size="7" weight="bold" className="profile-heading">
        {t('account.heading')}
      </Text>
      <div className="profile-body">
        <nav aria-label={t('account.menu')} className="profile-menu">
          <ul>
            {profileMenu(user).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="profile-content">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
