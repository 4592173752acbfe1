/**
 * /profile (and /account): the account dashboard — a greeting, how many items the member keeps
 * in the watchlist and the readlist, how many connection requests are open, and the way to each.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, Heading, Text } from '@radix-ui/themes';
import { useRootData } from '../../lib/use-root-data';
import type { DashboardData } from './types';
import { ContinueRow } from './continue-row';

export function DashboardPage({ data }: { data: DashboardData }) {
  const { t } = useTranslation('account');
  const { user } = useRootData();
  const counts = data.counts;
  const tiles = [
    {
      key: 'watchlist',
      to: '/account/watchlist',
      count: counts?.watchlist,
      label: t('dashboard.watchlistCount', { count: counts?.watchlist ?? 0 }),
      link: t('dashboard.watchlistLink'),
    },
    {
      key: 'readlist',
      to: '/account/readlist',
      count: counts?.readlist,
      label: t('dashboard.readlistCount', { count: counts?.readlist ?? 0 }),
      link: t('dashboard.readlistLink'),
    },
    {
      key: 'connections',
      to: '/account/connections',
      count: counts?.openConnections,
      label: t('dashboard.connectionsCount', { count: counts?.openConnections ?? 0 }),
      link: t(user?.role === 'admin' ? 'dashboard.allConnectionsLink' : 'dashboard.connectionsLink'),
    },
    ...(counts?.introductionsWaiting !== undefined
      ? [
          {
            key: 'introductions',
            to: '/account/introductions',
            count: counts.introductionsWaiting,
            label: t('dashboard.introductionsCount', { count: counts.introductionsWaiting }),
            link: t('dashboard.introductionsLink'),
          },
        ]
      : []),
  ];
  return (
    <section className="account-page" aria-labelledby="dashboard-title">
      <Heading as="h1" size="7" id="dashboard-title">
        {data.firstName ? t('dashboard.greeting', { name: data.firstName }) : t('dashboard.title')}
      </Heading>
      {user && (
        <Text as="p" color="gray">
          {t('dashboard.signedInAs', { email: user.email, role: t(`roles.${user.role}`) })}
        </Text>
      )}
      {!counts && (
        <Text as="p" color="red" role="status">
          {t('dashboard.countsFailed')}
        </Text>
      )}
      <ContinueRow items={data.continue} />
      <ul className="dashboard-tiles" data-testid="dashboard-tiles">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Card size="2" className="dashboard-tile">
              {tile.count !== undefined && (
                <Text as="p" size="7" weight="bold" data-testid={`count-${tile.key}`}>
                  {tile.count}
                </Text>
              )}
              <Text as="p">{tile.label}</Text>
              <Link to={tile.to}>{tile.link}</Link>
            </Card>
          </li>
        ))}
      </ul>
      <ul className="dashboard-links">
        <li>
          <Link to="/account/profile">
            {user?.role === 'presenter' ? t('dashboard.presenterProfileLink') : t('dashboard.generalLink')}
          </Link>
        </li>
        <li>
          <Link to="/video-presentations">{t('dashboard.browsePresentations')}</Link>
        </li>
        <li>
          <Link to="/blog">{t('dashboard.browseArticles')}</Link>
        </li>
      </ul>
    </section>
  );
}
