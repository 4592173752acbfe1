/**
 * /account/logout (spec §4): shows "Signing out, please wait ...", signs out of Firebase, ends the
 * Worker's session, tells the other tabs, and goes to the home page as a fresh document (which
 * removes the overlay and leaves no member data, nor the Firebase SDK, in memory).
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../components/link';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useFirebase } from '../../components/member/use-firebase';
import { announceSessionChange } from '../../lib/session-channel';
import { useRootData } from '../../lib/use-root-data';
import '../../styles/radix/spinner.css';

/** Long enough to be read rather than flash by. */
const MIN_OVERLAY_MS = 400;

export function LogoutPage() {
  const { lite } = useRootData();
  return lite ? <LiteLogout /> : <ScriptedLogout />;
}

/** Lite pages have no script to sign out with: the member confirms, and the form ends the session. */
function LiteLogout() {
  const { t } = useTranslation('account');
  return (
    <section className="account-page" aria-labelledby="logout-title">
      <Heading as="h1" size="7" id="logout-title">
        {t('logout.title')}
      </Heading>
      <form method="post">
        <Text as="p" mb="3">
          {t('logout.question')}
        </Text>
        <Flex gap="3" align="center">
          <Button type="submit">{t('logout.submit')}</Button>
          <Link to="/profile">{t('logout.back')}</Link>
        </Flex>
      </form>
    </section>
  );
}

function ScriptedLogout() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const load = useFirebase('protected');
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    // Once per attempt (React's development double effects included).
    if (started.current === attempt) return;
    started.current = attempt;
    const shownAt = Date.now();
    const signOut = async () => {
      try {
        const { client, auth } = await load();
        await client.signOut(auth);
      } catch {
        // Not signed in to Firebase on this device: the session cookie still has to go.
      }
      const { deleteSession } = await import('../../lib/session-sync');
      if (!(await deleteSession())) {
        setFailed(true);
        return;
      }
      announceSessionChange();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, MIN_OVERLAY_MS - (Date.now() - shownAt))));
      window.location.replace('/');
    };
    void signOut();
  }, [attempt, load]);

  return (
    <section className="account-page" aria-labelledby="logout-title">
      <Heading as="h1" size="7" id="logout-title">
        {t('logout.title')}
      </Heading>
      {failed ? (
        <div role="alert" className="logout-failed">
          <Text as="p">{t('logout.failed')}</Text>
          <Flex gap="3" align="center">
            <Button
              onClick={() => {
                setFailed(false);
                setAttempt((count) => count + 1);
              }}
            >
              {t('logout.retry')}
            </Button>
            <Link to="/profile">{t('logout.back')}</Link>
          </Flex>
        </div>
      ) : (
        <div className="signing-out-overlay" role="status" aria-live="polite" data-testid="signing-out">
          <Flex direction="column" align="center" gap="3">
            <Spinner size="3" />
            <Text size="4">{tCommon('account.signingOut')}</Text>
          </Flex>
        </div>
      )}
    </section>
  );
}
