/**
 * /resend-email-verification: the person signs in with e-mail and password (so only the owner of
 * the account can ask), Firebase sends a new verification link, and the page signs out again: no
 * session is opened here. An address that is verified already is told to sign in instead.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Text, TextField } from '@radix-ui/themes';
import { EMAIL_MAX } from '../../../../shared/schemas/forms';
import { PASSWORD_MAX, resendSchema } from '../../../../shared/schemas/auth-forms';
import { RouteErrorPage } from '../../components/error-page';
import { PageTitle } from '../../components/page-title';
import { Field, FormMessage, useSchemaForm } from '../../components/member/form-parts';
import { PasswordInput } from '../../components/member/password-input';
import { useFirebase, withContinueUrl } from '../../components/member/use-firebase';
import { firebaseMessageKey } from './firebase-errors';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'error'; key: string }
  | { kind: 'sent'; email: string }
  | { kind: 'verified' };

const FORM = 'resend';

export function Component() {
  const { t } = useTranslation('auth');
  const load = useFirebase();
  const form = useSchemaForm(resendSchema, ['email', 'password']);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const statusRef = useRef<HTMLDivElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome.kind === 'busy') return;
    const values = form.check(event.currentTarget);
    if (!values) return;
    setOutcome({ kind: 'busy' });
    let next: Outcome;
    try {
      const { client, auth } = await load();
      const { user } = await client.signInWithEmailAndPassword(auth, values.email, values.password);
      try {
        if (user.emailVerified) next = { kind: 'verified' };
        else {
          await withContinueUrl((settings) => client.sendEmailVerification(user, settings ?? null));
          next = { kind: 'sent', email: values.email };
        }
      } finally {
        await client.signOut(auth).catch(() => undefined);
      }
    } catch (error) {
      next = { kind: 'error', key: firebaseMessageKey(error) };
    }
    setOutcome(next);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const busy = outcome.kind === 'busy';
  return (
    <section className="auth-page" aria-labelledby="resend-title">
      <PageTitle title={t('resend.title')} />
      <Heading as="h1" size="7" id="resend-title">
        {t('resend.title')}
      </Heading>
      <Text as="p" color="gray" className="auth-intro">
        {t('resend.intro')}
      </Text>
      <div ref={statusRef} tabIndex={-1} className="form-status" data-testid="resend-status">
        {outcome.kind === 'sent' && (
          <FormMessage tone="success" testId="resend-sent">
            {t('resend.sent', { email: outcome.email })}
          </FormMessage>
        )}
        {outcome.kind === 'verified' && (
          <FormMessage tone="success" testId="resend-verified">
            {t('resend.alreadyVerified')} <Link to="/login">{t('resend.loginLink')}</Link>
          </FormMessage>
        )}
        {outcome.kind === 'error' && (
          <FormMessage tone="error" testId="resend-error">
            {t(outcome.key)}
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
        <Button type="submit" size="3" disabled={busy} data-testid="resend-submit">
          {busy ? t('resend.submitting') : t('resend.submit')}
        </Button>
      </form>
      <ul className="auth-alternatives">
        <li>
          <Link to="/login">{t('resend.loginLink')}</Link>
        </li>
        <li>
          <Link to="/forgot">{t('login.forgotLink')}</Link>
        </li>
      </ul>
    </section>
  );
}

export const ErrorBoundary = RouteErrorPage;
