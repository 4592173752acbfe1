/**
 * A signed-in member without the admin role: who they are, that only the facilitation team may use
 * the console, the way back to the site, and sign-out or another account.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Container, Flex, Heading, Link, Text } from '@radix-ui/themes';
import type { SessionUser } from '../../lib/answer-schemas';
import type { ApiProblem } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/document-title';
import { LanguageToggle } from '../../components/language-toggle';
import { ProblemCallout } from '../../components/problem-callout';

export function NoAccessPage({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  useDocumentTitle(t('noAccess.title'));

  const onSignOut = async () => {
    setBusy(true);
    setProblem(null);
    const failure = await signOut();
    if (failure) {
      setProblem(failure);
      setBusy(false);
    }
  };

  return (
    <Container size="2" px="4" py="8">
      <main>
        <Flex justify="between" align="center" mb="4">
          <Text weight="bold">{t('title')}</Text>
          <LanguageToggle />
        </Flex>
        <Card size="3">
          <Heading as="h1" size="6" mb="3">
            {t('noAccess.title')}
          </Heading>
          <Text as="p" mb="2">
            {t('noAccess.text')}
          </Text>
          {user && (
            <Text as="p" color="gray" mb="4">
              {t('noAccess.signedInAs', { email: user.email || user.name })}
            </Text>
          )}
          {problem && <ProblemCallout problem={problem} />}
          <Flex gap="3" wrap="wrap" align="center" mt="3">
            <Button disabled={busy} onClick={() => void onSignOut()}>
              {t('noAccess.otherAccount')}
            </Button>
            <Button variant="soft" color="gray" disabled={busy} onClick={() => void onSignOut()}>
              {t('account.signOut')}
            </Button>
            <Link href="/">{t('noAccess.home')}</Link>
          </Flex>
        </Card>
      </main>
    </Container>
  );
}
