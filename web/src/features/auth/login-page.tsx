/**
 * /login: e-mail and password, checked here, then Firebase sign-in. An unverified e-mail gets a
 * message and the way to a new link, and no session (spec §6: such a person is a visitor).
 * Otherwise the Worker opens the session and the page loads the `redirect` target (a path of this
 * site only) or the dashboard as a fresh document, so every part of the page knows the member.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { EMAIL_MAX } from '../../../../shared/schemas/forms';
import { PASSWORD_MAX, loginSchema, safeRedirect } from '../../../../shared/schemas/auth-forms';
import { RouteErrorPage } from '../../components/error-page';
import { PageTitle } from '../../components/page-title';
import { Field, FormMessage, useSchemaForm } from '../../components/member/form-parts';
import { PasswordInput } from '../../components/member/password-input';
import { useFirebase } from '../../components/member/use-firebase';
import { announceSessionChange } from '../../lib/session-channel';
import { firebaseMessageKey } from './firebase-errors';

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; key: string } | { kind: 'unverified' };

const FORM = 'login';

export function Component() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirect'));
  const load = useFirebase();
  const form = useSchemaForm(loginSchema, ['email', 'password']);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome.kind === 'error' || outcome.kind === 'unverified') statusRef.current?.focus();
  }, [outcome]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome.kind === 'busy') return;
    const values = form.check(event.currentTarget);
    if (!values) return;
    setOutcome({ kind: 'busy' });
    try {
      const { client, auth } = await load();
      const { user } = await client.signInWithEmailAndPassword(auth, values.email, values.password);
      if (!user.emailVerified) {
        await client.signOut(auth);
        setOutcome({ kind: 'unverified' });
        return;
      }
      const { establishSession } = await import('../../lib/session-sync');
      const session = await establishSession(user);
      if (!session.ok) {
        await client.signOut(auth);
        setOutcome(
          session.reason === 'unverified'
            ? { kind: 'unverified' }
            : { kind: 'error', key: session.reason === 'network' ? 'errors.network' : 'errors.sessionFailed' },
        );
        return;
      }
      announceSessionChange();
      // A new document: the header, the guard and every loader see the member from the cookie.
      window.location.assign(target);
    } catch (error) {
      setOutcome({ kind: 'error', key: firebaseMessageKey(error) });
    }
  };

  const busy = outcome.kind === 'busy';
  return (
    <section className="auth-page" aria-labelledby="login-title">
      <PageTitle title={t('login.title')} />
      <Heading as="h1" size="7" id="login-title">
        {t('login.title')}
      </Heading>
      <Text as="p" color="gray" className="auth-intro">
        {t('login.intro')}
      </Text>
      <div ref={statusRef} tabIndex={-1} className="form-status" data-testid="login-status">
        {searchParams.has('redirect') && outcome.kind === 'idle' && (
          <FormMessage tone="info">{t('login.signInToContinue')}</FormMessage>
        )}
        {outcome.kind === 'error' && (
          <FormMessage tone="error" testId="login-error">
            {t(outcome.key)}
          </FormMessage>
        )}
        {outcome.kind === 'unverified' && (
          <FormMessage tone="error" testId="login-unverified">
            <strong>{t('login.unverifiedTitle')}</strong> {t('login.unverifiedText')}{' '}
            <Link to="/resend-email-verification">{t('login.resendLink')}</Link>
          </FormMessage>
        )}
      </div>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="auth-fields" aria-busy={busy || undefined}>
        <Field form={FORM} field="email" label={t('fields.email')} required error={form.show(form.errors.email)}>
          {(props) => (
            <TextField.Root
              {...props}
              size="3"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={EMAIL_MAX}
              {...form.events}
            />
          )}
        </Field>
        <Field
          form={FORM}
          field="password"
          label={t('fields.password')}
          required
          error={form.show(form.errors.password)}
        >
          {(props) => (
            <PasswordInput {...props} autoComplete="current-password" maxLength={PASSWORD_MAX} {...form.events} />
          )}
        </Field>
        <Flex justify="end">
          <Link to="/forgot" className="auth-small-link">
            {t('login.forgotLink')}
          </Link>
        </Flex>
        <Button type="submit" size="3" disabled={busy} data-testid="login-submit">
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <ul className="auth-alternatives">
        <li>
          {t('login.noAccount')} <Link to="/signup">{t('login.signupLink')}</Link>
        </li>
        <li>
          <Link to="/resend-email-verification">{t('login.resendLink')}</Link>
        </li>
      </ul>
    </section>
  );
}

export const ErrorBoundary = RouteErrorPage;
