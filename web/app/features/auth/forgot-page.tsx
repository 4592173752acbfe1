/**
 * /forgot: the form posts to the route's action (forgotAction), and the Worker has Firebase send
 * a password-reset link. The answer is the same neutral confirmation whether or not an account
 * exists (nobody learns who is registered); only problems the person can act on (a mistyped
 * address, too many attempts) or an outage are reported, in the reader's language. No script.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ForgotAnswer } from '#shared/schemas/auth-forms.ts';
import { SubmitButton } from '../../components/form-controls';
import { FormMessage } from '../../components/member/form-parts';
import { AuthPage } from './auth-page';
import { AuthStatus } from './auth-status';
import { EmailField } from './credential-fields';
import { useFormAnswer, useMessageText } from './use-form-answer';
import { Captcha } from '../../components/captcha';
import { AuthForm } from './auth-form';

export function ForgotPage() {
  const { t } = useTranslation('auth');
  const answer = useFormAnswer<ForgotAnswer>('forgot');
  const show = useMessageText();
  const refused = answer && !answer.ok ? answer : undefined;
  return (
    <AuthPage titleId="forgot-title" title={t('forgot.title')} intro={t('forgot.intro')}>
      <AuthStatus testId="forgot-status" focus={answer !== undefined && refused?.code !== 'invalid'}>
        {answer?.ok && (
          <FormMessage tone="success" testId="forgot-sent">
            {t('forgot.sent', { email: answer.email })}
          </FormMessage>
        )}
        {refused && refused.code !== 'invalid' && (
          <FormMessage tone="error" testId="forgot-error">
            {refused.message}
          </FormMessage>
        )}
      </AuthStatus>
      <AuthForm>
        <EmailField
          form="forgot"
          error={show(refused?.fields?.email)}
          defaultValue={refused?.values?.email}
          autoFocus={Boolean(refused?.fields?.email)}
        />
        {refused?.captchaSiteKey && (
          <Captcha siteKey={refused.captchaSiteKey} id="forgot-captcha-error" error={t('errors.captchaRequired')} />
        )}
        <SubmitButton data-testid="forgot-submit">{t('forgot.submit')}</SubmitButton>
      </AuthForm>
      <ul className="auth-alternatives">
        <li>
          <Link to="/login">{t('forgot.backToLogin')}</Link>
        </li>
      </ul>
    </AuthPage>
  );
}
