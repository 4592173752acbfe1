/**
 * /resend-email-verification: the form posts to the route's action (resendAction): the Worker
 * signs in with the e-mail and password (so only the owner of the account can ask), has Firebase
 * send a new verification link, and opens no session. An address that is verified already is told
 * to sign in instead. Refusals come back in this page, in the reader's language. No script.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ResendAnswer } from '#shared/schemas/auth-forms.ts';
import { SubmitButton } from '../../components/form-controls';
import { FormMessage } from '../../components/member/form-parts';
import { AuthPage } from './auth-page';
import { AuthStatus } from './auth-status';
import { EmailField, PasswordField } from './credential-fields';
import { useFormAnswer, useMessageText } from './use-form-answer';
import { Captcha } from '../../components/captcha';
import { AuthForm } from './auth-form';

const FORM = 'resend';

export function ResendVerificationPage() {
  const { t } = useTranslation('auth');
  const answer = useFormAnswer<ResendAnswer>(FORM);
  const show = useMessageText();
  const refused = answer && !answer.ok ? answer : undefined;
  const fields = refused?.fields ?? {};
  return (
    <AuthPage titleId="resend-title" title={t('resend.title')} intro={t('resend.intro')}>
      <AuthStatus testId="resend-status" focus={answer !== undefined && refused?.code !== 'invalid'}>
        {answer?.ok && answer.state === 'sent' && (
          <FormMessage tone="success" testId="resend-sent">
            {t('resend.sent', { email: answer.email })}
          </FormMessage>
        )}
        {answer?.ok && answer.state === 'verified' && (
          <FormMessage tone="success" testId="resend-verified">
            {t('resend.alreadyVerified')} <Link to="/login">{t('resend.loginLink')}</Link>
          </FormMessage>
        )}
        {refused && refused.code !== 'invalid' && (
          <FormMessage tone="error" testId="resend-error">
            {refused.message}
          </FormMessage>
        )}
      </AuthStatus>
      <AuthForm>
        <EmailField
          form={FORM}
          error={show(fields.email)}
          defaultValue={refused?.values?.email}
          autoFocus={Boolean(fields.email)}
        />
        <PasswordField
          form={FORM}
          autoComplete="current-password"
          error={show(fields.password)}
          autoFocus={!fields.email && Boolean(fields.password)}
        />
        {refused?.captchaSiteKey && (
          <Captcha siteKey={refused.captchaSiteKey} id="resend-captcha-error" error={t('errors.captchaRequired')} />
        )}
        <SubmitButton data-testid="resend-submit">{t('resend.submit')}</SubmitButton>
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
