/**
 * /resend-email-verification: the person signs in with e-mail and password (so only the owner of
 * the account can ask), Firebase sends a new verification link, and the page signs out again: no
 * session is opened here. An address that is verified already is told to sign in instead. The
 * form posts: without JavaScript (or pressed before the script started) the route's action does
 * the same through the Worker, and its answer shows here as the JavaScript flow's does.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useActionData, useFormAction } from 'react-router';
import { Link } from '../../components/link';
import { useTranslation } from 'react-i18next';
import { resendSchema, type ResendAnswer } from '#shared/schemas/auth-forms.ts';
import { FormStatus, SubmitButton } from '../../components/form-controls';
import { FormMessage, useSchemaForm } from '../../components/member/form-parts';
import { useFirebase, withContinueUrl } from '../../components/member/use-firebase';
import { AuthPage } from './auth-page';
import { EmailField, PasswordField } from './credential-fields';
import { firebaseMessageKey } from './firebase-errors';
import { useFormAnswer } from './use-form-answer';
import { AuthForm } from './auth-form';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'error'; key: string }
  | { kind: 'sent'; email: string }
  | { kind: 'verified' };

const FORM = 'resend';

/** What the page shows for the server's answer (field messages show beside the fields). */
function outcomeOf(answer: ResendAnswer): Outcome {
  if (answer.ok) return answer.state === 'verified' ? { kind: 'verified' } : { kind: 'sent', email: answer.email };
  return answer.code === 'invalid' ? { kind: 'idle' } : { kind: 'error', key: answer.key };
}

export function ResendVerificationPage() {
  const { t } = useTranslation('auth');
  const load = useFirebase();
  const form = useSchemaForm(resendSchema, ['email', 'password']);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const statusRef = useRef<HTMLDivElement>(null);
  const formAction = useFormAction();
  const answer = useFormAnswer(useActionData<ResendAnswer>(), FORM, (posted) => {
    form.setErrors(posted.ok ? {} : (posted.fields ?? {}));
    setOutcome(outcomeOf(posted));
  });

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
    <AuthPage titleId="resend-title" title={t('resend.title')} intro={t('resend.intro')}>
      <FormStatus ref={statusRef} testId="resend-status">
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
      </FormStatus>
      <AuthForm action={formAction} busy={busy} onSubmit={onSubmit}>
        <EmailField
          form={FORM}
          error={form.show(form.errors.email)}
          events={form.events}
          defaultValue={answer && !answer.ok ? answer.values?.email : undefined}
        />
        <PasswordField
          form={FORM}
          autoComplete="current-password"
          error={form.show(form.errors.password)}
          events={form.events}
        />
        <SubmitButton busy={busy} busyLabel={t('resend.submitting')} data-testid="resend-submit">
          {t('resend.submit')}
        </SubmitButton>
      </AuthForm>
      <ul className="auth-alternatives">
        <li>
          <Link to="/login">{t('resend.loginLink')}</Link>
        </li>
        <li>
          <Link to="/forgot">{t('login.forgotLink')}</Link>
        </li>
      </ul>
    </AuthPage>
  );
}
