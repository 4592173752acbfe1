/** The links of the main navigation, the account menu and the footer, as data. */
import type { Locale } from '#shared/constants/spec.ts';
import type { SessionUser } from '#shared/schemas/member.ts';

export interface NavLinkItem {
  to: string;
  labelKey: string;
}

/** Main navigation; the projects link appears only in English (spec §2). */
export function mainLinks(locale: Locale): NavLinkItem[] {
  return [
    { to: '/video-presentations', labelKey: 'nav.videoPresentations' },
    { to: '/collections', labelKey: 'nav.collections' },
    { to: '/presenters', labelKey: 'nav.presenters' },
    { to: '/events', labelKey: 'nav.events' },
    { to: '/blog', labelKey: 'nav.blog' },
    ...(locale === 'en' ? [{ to: '/projects', labelKey: 'nav.projects' }] : []),
    { to: '/about', labelKey: 'nav.about' },
    { to: '/search', labelKey: 'nav.search' },
  ];
}

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
