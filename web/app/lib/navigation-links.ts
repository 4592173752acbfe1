/** The links of the main navigation, the account menu and the footer, as data. */
import type { SessionUser } from '#shared/schemas/member.ts';
import type { NavLinkItem } from '#shared/lib/main-sections.ts';

export { mainLinks, type NavLinkItem } from '#shared/lib/main-sections.ts';

/** The account menu (hover menu and drawer); "All Connections" is the admin's label. */
export function accountLinks(user: SessionUser): NavLinkItem[] {
  return [
    { to: '/account/profile', labelKey: 'account.general' },
    {
      to: '/account/connections',
      labelKey: user.role === 'admin' ? 'account.allConnections' : 'account.myConnections',
    },
    { to: '/account/watchlist', labelKey: 'account.watchlist' },
    { to: '/account/readlist', labelKey: 'account.readlist' },
    { to: '/account/logout', labelKey: 'account.logout' },
  ];
}

/** The profile layout's side menu (spec §2). */
export function profileMenu(user: SessionUser | null): NavLinkItem[] {
  const admin = user?.role === 'admin';
  return [
    { to: '/profile', labelKey: 'account.dashboard' },
    { to: '/account/profile', labelKey: 'account.general' },
    { to: '/account/connections', labelKey: admin ? 'account.allConnections' : 'account.myConnections' },
    ...(admin ? [{ to: '/account/connections?view=pending', labelKey: 'account.allPendingConnections' }] : []),
    // A presenter answers the requests the team sends them here (decision 0028).
    ...(user?.role === 'presenter' ? [{ to: '/account/introductions', labelKey: 'account.introductions' }] : []),
    { to: '/account/watchlist', labelKey: 'account.watchlist' },
    { to: '/account/readlist', labelKey: 'account.readlist' },
    { to: '/account/logout', labelKey: 'account.logout' },
  ];
}
