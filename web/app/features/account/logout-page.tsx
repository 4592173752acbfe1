/**
 * /account/logout (spec §4): the page asks "Sign out?" with a plain form whose action
 * (server/auth.server.ts logoutAction) ends the session on the server, clears its cookie and goes
 * home (303), so it works with no script. Its module, web/scripts/sign-out.ts, shows the spec's
 * "Signing out, please wait ..." overlay (rendered hidden here, in the reader's language) while the
 * form is sent, and sends it at once when the member came from a link of this site (the menu's
 * Logout): one press, as the spec has it.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { PageScript } from '../../components/page-script';
import '../../styles/radix/spinner.css';

export function LogoutPage() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  return (
    <section className="account-page" aria-labelledby="logout-title" data-module="sign-out">
      <Heading as="h1" size="7" id="logout-title">
        {t('logout.title')}
      </Heading>
      <form method="post" data-testid="logout-form">
        <Text as="p" mb="3">
          {t('logout.question')}
        </Text>
        <Flex gap="3" align="center">
          <Button type="submit" data-testid="logout-submit">
            {t('logout.submit')}
          </Button>
          <Link to="/profile">{t('logout.back')}</Link>
        </Flex>
      </form>
      <div className="signing-out-overlay" hidden role="status" data-testid="signing-out">
        <Flex direction="column" align="center" gap="3">
          <Spinner size="3" />
          <Text size="4">{tCommon('account.signingOut')}</Text>
        </Flex>
      </div>
      <PageScript name="sign-out" />
    </section>
  );
}
