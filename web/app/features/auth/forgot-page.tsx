/**
 * /forgot: Firebase sends a password-reset link. The answer is the same neutral confirmation
 * whether or not an account exists (nobody learns who is registered); only problems the person
 * can act on (a mistyped address, too many attempts, no network) are reported. The form posts:
 * without JavaScript (or pressed before the script started) the route's action sends the link
 * through the Worker, and its answer shows here as the JavaScript flow's does.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useActionData, useFormAction } from 'react-router';
import { Link } from '../../components/link';
import { useTranslation } from 'react-i18next';
import { forgotSchema, type ForgotAnswer } from '#shared/schemas/auth-forms.ts';
import { FormStatus, SubmitButton } from '../../components/form-controls';
import { FormMessage, useSchemaForm } from '../../components/member/form-parts';
import { useFirebase, withContinueUrl } from '../../components/member/use-firebase';
import { AuthPage } from './auth-page';
import { EmailField } from './credential-fields';
import { RESET_NEUTRAL_CODES, firebaseCode, firebaseMessageKey } from './firebase-errors';
import { useFormAnswer } from './use-form-answer';
import { AuthForm } from './auth-form';

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; key: string } | { kind: 'sent'; email: string };

/** What the page shows for the server's answer (field messages show beside the field). */
function outcomeOf(answer: ForgotAnswer): Outcome {
  if (answer.ok) return { kind: 'sent', email: answer.email };
  return answer.code === 'invalid' ? { kind: 'idle' } : { kind: 'error', key: answer.key };
}

export function ForgotPage() {
  const { t } = useTranslation('auth');
  const load = useFirebase();
  const form = useSchemaForm(forgotSchema, ['email']);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const statusRef = useRef<HTMLDivElement>(null);
  const formAction = useFormAction();
  const answer = useFormAnswer(useActionData<ForgotAnswer>(), 'forgot', (posted) => {
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
      await withContinueUrl((settings) => client.sendPasswordResetEmail(auth, values.email, settings));
      next = { kind: 'sent', email: values.email };
    } catch (error) {
      const code = firebaseCode(error);
      next =
        code && RESET_NEUTRAL_CODES.has(code)
          ? { kind: 'sent', email: values.email }
          : { kind: 'error', key: firebaseMessageKey(error) };
    }
    setOutcome(next);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const busy = outcome.kind === 'busy';
  return (
    <AuthPage titleId="forgot-title" title={t('forgot.title')} intro={t('forgot.intro')}>
      <FormStatus ref={statusRef} testId="forgot-status">
        {outcome.kind === 'sent' && (
          <FormMessage tone="success" testId="forgot-sent">
            {t('forgot.sent', { email: outcome.email })}
          </FormMessage>
        )}
        {outcome.kind === 'error' && (
          <FormMessage tone="error" testId="forgot-error">
            {t(outcome.key)}
          </FormMessage>
        )}
      </FormStatus>
      <AuthForm action={formAction} busy={busy} onSubmit={onSubmit}>
        <EmailField
          form="forgot"
          error={form.show(form.errors.email)}
          events={form.events}
          defaultValue={answer && !answer.ok ? answer.values?.email : undefined}
        />
        <SubmitButton busy={busy} busyLabel={t('forgot.submitting')} data-testid="forgot-submit">
          {t('forgot.submit')}
        </SubmitButton>
      </AuthForm>
      <ul className="auth-alternatives">
        <li>
          <Link to="/login">{t('forgot.backToLogin')}</Link>
        </li>
      </ul>
    </AuthPage>
  );
}
