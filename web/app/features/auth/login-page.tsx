/**
 * /login: e-mail and password, posted to the route's action (server/auth.server.ts loginAction):
 * the Worker signs in with Firebase, opens the session and answers 303 to the `redirect` target
 * (a path of this site only, safeRedirect) or the dashboard, as a fresh document. A refusal is
 * this page again with its message in the reader's language; an unverified e-mail gets a message
 * and the way to a new link, and no session (spec §6: such a person is a visitor). No script.
 */
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Flex } from '@radix-ui/themes';
import type { LoginAnswer } from '#shared/schemas/auth-forms.ts';
import { SubmitButton } from '../../components/form-controls';
import { FormMessage } from '../../components/member/form-parts';
import { AuthPage } from './auth-page';
import { AuthStatus } from './auth-status';
import { EmailField, PasswordField } from './credential-fields';
import { useFormAnswer, useMessageText } from './use-form-answer';
import { AuthForm } from './auth-form';
import { Captcha } from '../../components/captcha';

const FORM = 'login';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const answer = useFormAnswer<LoginAnswer>(FORM);
  const show = useMessageText();
  const fields = answer?.fields ?? {};
  const formLevel = answer !== undefined && answer.code !== 'invalid';
  // Many failures for this account or from this connection: the captcha before trying again.
  const captchaSiteKey = answer && !answer.ok ? answer.captchaSiteKey : undefined;
  return (
    <AuthPage titleId="login-title" title={t('login.title')} intro={t('login.intro')}>
      <AuthStatus testId="login-status" focus={formLevel}>
        {searchParams.has('redirect') && !answer && (
          <FormMessage tone="info">{t('login.signInToContinue')}</FormMessage>
        )}
        {answer?.code === 'unverified' && (
          <FormMessage tone="error" testId="login-unverified">
            <strong>{t('login.unverifiedTitle')}</strong> {t('login.unverifiedText')}{' '}
            <Link to="/resend-email-verification">{t('login.resendLink')}</Link>
          </FormMessage>
        )}
        {formLevel && answer.code !== 'unverified' && (
          <FormMessage tone="error" testId="login-error">
            {answer.message}
          </FormMessage>
        )}
      </AuthStatus>
      <AuthForm>
        <EmailField
          form={FORM}
          error={show(fields.email)}
          defaultValue={answer?.values?.email}
          autoFocus={Boolean(fields.email)}
        />
        <PasswordField
          form={FORM}
          autoComplete="current-password"
          error={show(fields.password)}
          autoFocus={!fields.email && Boolean(fields.password)}
        />
        <Flex justify="end">
          <Link to="/forgot" className="auth-small-link">
            {t('login.forgotLink')}
          </Link>
        </Flex>
        {captchaSiteKey && (
          <Captcha siteKey={captchaSiteKey} id={`${FORM}-captcha-error`} error={t('errors.captchaRequired')} />
        )}
        <SubmitButton data-testid="login-submit">{t('login.submit')}</SubmitButton>
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
