/**
 * The console's sign-in: e-mail and password with Firebase (its SDK loaded here only, with
 * `import()`), then the Worker opens the session (`POST /api/session`). Admins get the console,
 * other members the no-access page. An explicitly unverified e-mail is refused by the Worker; its
 * message is shown and the Firebase user forgotten.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Container, Flex, Heading, Link, Text, TextField } from '@radix-ui/themes';
import { EMAIL_MAX } from '#shared/schemas/form-basics.ts';
import { useSession } from '../../lib/session';
import { openSession } from '../../lib/session-api';
import { firebaseMessageKey } from '../../lib/firebase-errors';
import { useDocumentTitle } from '../../lib/document-title';
import { LanguageToggle } from '../../components/language-toggle';
import { AlertCallout, useProblemText } from '../../components/problem-callout';

const loadFirebase = () => import('../../lib/firebase-auth');

type FieldErrors = { email?: string | undefined; password?: string | undefined };

export function SignInPage({ notice }: { notice?: 'ended' | undefined }) {
  const { t } = useTranslation();
  const { firebase, signedIn } = useSession();
  const problemText = useProblemText();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  useDocumentTitle(t('signIn.title'));

  // Start fetching the SDK while the person types.
  useEffect(() => {
    void loadFirebase().catch(() => undefined);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const errors: FieldErrors = {
      email: email ? undefined : t('signIn.errors.emailRequired'),
      password: password ? undefined : t('signIn.errors.passwordRequired'),
    };
    setFieldErrors(errors);
    setError(null);
    if (errors.email || errors.password) return;
    setBusy(true);
    let client: Awaited<ReturnType<typeof loadFirebase>> | null = null;
    try {
      client = await loadFirebase();
      const idToken = await client.signInForIdToken(firebase, email, password);
      const session = await openSession(idToken);
      if (session.ok) {
        signedIn(session.data.user);
        return;
      }
      // No session, so no Firebase user kept either (an unverified e-mail, a server failure).
      await client.signOutOfFirebase(firebase).catch(() => undefined);
      setError(problemText(session.problem));
    } catch (failure) {
      setError(client ? t(firebaseMessageKey(failure)) : t('signIn.errors.network'));
    }
    setBusy(false);
  };

  const emailError = `${id}-email-error`;
  const passwordError = `${id}-password-error`;
  return (
    <Container size="1" px="4" py="8">
      <main>
        <Flex justify="between" align="center" mb="4">
          <Text weight="bold">{t('title')}</Text>
          <LanguageToggle />
        </Flex>
        <Card size="3">
          <Heading as="h1" size="6" mb="2">
            {t('signIn.title')}
          </Heading>
          <Text as="p" color="gray" mb="4">
            {t('signIn.intro')}
          </Text>
          {notice === 'ended' && !error && <AlertCallout>{t('signIn.sessionEnded')}</AlertCallout>}
          {error && <AlertCallout>{error}</AlertCallout>}
          <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
            <Flex direction="column" gap="4" mt="3">
              <div>
                <Text as="label" htmlFor={`${id}-email`} weight="medium" size="2">
                  {t('signIn.email')}
                </Text>
                <TextField.Root
                  id={`${id}-email`}
                  name="email"
                  type="email"
                  size="3"
                  mt="1"
                  autoComplete="username"
                  inputMode="email"
                  maxLength={EMAIL_MAX}
                  required
                  autoFocus
                  aria-invalid={fieldErrors.email ? true : undefined}
                  aria-describedby={fieldErrors.email ? emailError : undefined}
                />
                {fieldErrors.email && (
                  <Text as="p" id={emailError} color="red" size="2" mt="1">
                    {fieldErrors.email}
                  </Text>
                )}
              </div>
              <div>
                <Text as="label" htmlFor={`${id}-password`} weight="medium" size="2">
                  {t('signIn.password')}
                </Text>
                <TextField.Root
                  id={`${id}-password`}
                  name="password"
                  type="password"
                  size="3"
                  mt="1"
                  autoComplete="current-password"
                  required
                  aria-invalid={fieldErrors.password ? true : undefined}
                  aria-describedby={fieldErrors.password ? passwordError : undefined}
                />
                {fieldErrors.password && (
                  <Text as="p" id={passwordError} color="red" size="2" mt="1">
                    {fieldErrors.password}
                  </Text>
                )}
              </div>
              <Button type="submit" size="3" disabled={busy}>
                {busy ? t('signIn.submitting') : t('signIn.submit')}
              </Button>
            </Flex>
          </form>
        </Card>
        <Text as="p" size="2" mt="4" align="center">
          <Link href="/">{t('siteHome')}</Link>
        </Text>
      </main>
    </Container>
  );
}
