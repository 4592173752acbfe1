/**
 * The console's page frame: skip link, header (site name, the views, language, who is signed
 * in and sign-out), then the view in <main>. A thin bar shows while a view's chunk loads.
 */
import { useState } from 'react';
import { NavLink, Outlet, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Spinner, Text } from '@radix-ui/themes';
import { useSession } from '../lib/session';
import type { ApiProblem } from '../lib/api-client';
import { LanguageToggle } from './language-toggle';
import { ProblemCallout } from './problem-callout';

const NAV_LINKS = [
  { to: '/connections', key: 'nav.connections' },
  { to: '/pending', key: 'nav.pending' },
  { to: '/mine', key: 'nav.mine' },
  { to: '/report', key: 'nav.report' },
  { to: '/mail', key: 'nav.mail' },
  { to: '/messages', key: 'nav.messages' },
  { to: '/profiles', key: 'nav.profiles' },
  { to: '/answers', key: 'nav.answers' },
  { to: '/page-views', key: 'nav.pageViews' },
] as const;

function AccountMenu() {
  const { t } = useTranslation();
  const { state, signOut } = useSession();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const onSignOut = async () => {
    setBusy(true);
    setProblem(null);
    const failure = await signOut();
    // On success this component is gone (the sign-in screen replaces the console).
    if (failure) {
      setBusy(false);
      setProblem(failure);
    }
  };
  return (
    <Flex align="center" gap="3" wrap="wrap">
      {state.kind === 'admin' && (
        <Text size="2" color="gray">
          {t('account.signedInAs', { name: state.user.name || state.user.email })}
        </Text>
      )}
      <Button size="1" variant="soft" color="gray" disabled={busy} onClick={() => void onSignOut()}>
        {busy ? t('account.signingOut') : t('account.signOut')}
      </Button>
      {problem && <ProblemCallout problem={problem} />}
    </Flex>
  );
}

export function ConsoleLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <div className="console">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      <header className="console-header">
        <Flex align="center" justify="between" gap="4" wrap="wrap" className="console-header-inner">
          <Flex align="center" gap="5" wrap="wrap">
            <Text weight="bold" className="console-brand">
              {t('title')}
            </Text>
            <nav aria-label={t('nav.label')}>
              <ul className="console-nav">
                {NAV_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end>
                      {t(link.key)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </Flex>
          <Flex align="center" gap="4" wrap="wrap">
            <LanguageToggle />
            <AccountMenu />
          </Flex>
        </Flex>
      </header>
      <main id="main" tabIndex={-1} className="console-main">
        <Outlet />
      </main>
    </div>
  );
}

/** Shown while the first view's chunk loads. */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" gap="2" p="6" role="status">
      <Spinner />
      <Text>{t('loading')}</Text>
    </Flex>
  );
}
