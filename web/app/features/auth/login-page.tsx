/**
 * /login: e-mail and password, checked here, then Firebase sign-in. An unverified e-mail gets a
 * message and the way to a new link, and no session (spec §6: such a person is a visitor).
 * Otherwise the Worker opens the session and the page loads the `redirect` target (a path of this
 * site only) or the dashboard as a fresh document, so every part of the page knows the member.
 * The form posts: without JavaScript (or pressed before the script started) the route's action
 * does the same through the Worker, and its refusals show here as the JavaScript flow's do.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useActionData, useFormAction, useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import { useTranslation } from 'react-i18next';
import { Flex } from '@radix-ui/themes';
import { loginSchema, safeRedirect, type LoginAnswer } from '#shared/schemas/auth-forms.ts';
import { FormStatus, SubmitButton } from '../../components/form-controls';
import { FormMessage, useSchemaForm } from '../../components/member/form-parts';
import { useFirebase } from '../../components/member/use-firebase';
import { announceSessionChange } from '../../lib/session-channel';
import { AuthPage } from './auth-page';
import { EmailField, PasswordField } from './credential-fields';
import { firebaseMessageKey } from './firebase-errors';
import { useFormAnswer } from './use-form-answer';
import { AuthForm } from './auth-form';

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; key: string } | { kind: 'unverified' };

const FORM = 'login';

/** What the page shows for the server's refusal (field messages show beside the fields). */
function outcomeOf(refused: LoginAnswer): Outcome {
  if (refused.code === 'unverified') return { kind: 'unverified' };
  return refused.code === 'invalid' ? { kind: 'idle' } : { kind: 'error', key: refused.key };
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirect'));
  const load = useFirebase();
  const form = useSchemaForm(loginSchema, ['email', 'password']);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const statusRef = useRef<HTMLDivElement>(null);
  const formAction = useFormAction();
  const answer = useFormAnswer(useActionData<LoginAnswer>(), FORM, (refused) => {
    form.setErrors(refused.fields ?? {});
    setOutcome(outcomeOf(refused));
  });

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
    <AuthPage titleId="login-title" title={t('login.title')} intro={t('login.intro')}>
      <FormStatus ref={statusRef} testId="login-status">
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
      </FormStatus>
      <AuthForm action={formAction} busy={busy} onSubmit={onSubmit}>
        <EmailField
          form={FORM}
          error={form.show(form.errors.email)}
          events={form.events}
          defaultValue={answer?.values?.email}
        />
        <PasswordField
          form={FORM}
          autoComplete="current-password"
          error={form.show(form.errors.password)}
          events={form.events}
        />
        <Flex justify="end">
          <Link to="/forgot" className="auth-small-link">
            {t('login.forgotLink')}
          </Link>
        </Flex>
        <SubmitButton busy={busy} busyLabel={t('login.submitting')} data-testid="login-submit">
          {t('login.submit')}
        </SubmitButton>
      </AuthForm>
      <ul className="auth-alternatives">
        <li>
          {t('login.noAccount')} <Link to="/signup">{t('login.signupLink')}</Link>
        </li>
        <li>
          <Link to="/resend-email-verification">{t('login.resendLink')}</Link>
        </li>
      </ul>
    </AuthPage>
  );
}
