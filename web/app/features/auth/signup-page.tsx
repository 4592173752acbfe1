/**
 * /signup: every field of the spec, posted to the route's action (signupAction), with HTML
 * constraints for the obvious slips (required fields, e-mail, lengths) and the shared schema on
 * the server as the authority: the Worker creates the Firebase account, the member profile and
 * role, and sends the verification e-mail; the person stays a visitor until they open the link.
 * Through the Worker only, so sign-ups are rate-limited and an address that already has an
 * account gets the same answer as a new one, its owner a mail (decision 0030). A refusal comes
 * back in this page with what was typed (never the password) and the messages in the reader's
 * language. No script of its own (the captcha, where configured, is Google's).
 */
import { Link, useRouteLoaderData } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { Heading, Radio, Text, TextField } from '@radix-ui/themes';
import { NAME_MAX } from '#shared/schemas/forms.ts';
import { ACCOUNT_TYPES, SIGNUP_FIELDS, type SignupAnswer } from '#shared/schemas/auth-forms.ts';
import { Captcha } from '../../components/captcha';
import { RequiredNote, SubmitButton, TelInput } from '../../components/form-controls';
import {
  Field,
  FieldError,
  FormMessage,
  RequiredMark,
  describedByError,
  fieldId,
} from '../../components/member/form-parts';
import type { GuardData } from '#shared/schemas/firebase-config.ts';
import { AuthPage } from './auth-page';
import { AuthStatus } from './auth-status';
import { EmailField, PasswordField } from './credential-fields';
import { useFormAnswer, useMessageText } from './use-form-answer';
import { AuthForm } from './auth-form';
import '../../styles/radix/radio.css';

const FORM = 'signup';

/** The guard data, with the captcha site key when the lead's guard loader provides one. */
type SignupGuard = GuardData & { captchaSiteKey?: string | null };

export function SignupPage() {
  const { t } = useTranslation('auth');
  const guard = useRouteLoaderData<SignupGuard>('guest');
  const answer = useFormAnswer<SignupAnswer>(FORM);
  // The guard's key, or the one a refusal asking for the captcha carries.
  const captchaSiteKey = guard?.captchaSiteKey ?? (answer && !answer.ok ? answer.captchaSiteKey : undefined) ?? null;
  const show = useMessageText();

  if (answer?.ok) {
    return (
      <section className="auth-page" aria-labelledby="signup-done-title">
        <div tabIndex={-1} autoFocus className="auth-done" data-testid="signup-done">
          <Heading as="h1" size="7" id="signup-done-title">
            {t('signup.doneTitle')}
          </Heading>
          <Text as="p">{t('signup.doneText', { email: answer.email })}</Text>
          {!answer.emailSent && <FormMessage tone="error">{t('signup.emailNotSent')}</FormMessage>}
          <Text as="p" color="gray">
            {t('signup.doneVisitor')}
          </Text>
          <ul className="auth-alternatives">
            <li>
              <Link to="/login">{t('signup.loginLink')}</Link>
            </li>
            <li>
              <Link to="/resend-email-verification">{t('login.resendLink')}</Link>
            </li>
          </ul>
        </div>
      </section>
    );
  }

  // What the server was sent, shown again after a refusal (never the password).
  const sent = answer?.values ?? {};
  const sentType = ACCOUNT_TYPES.find((type) => type === sent.accountType) ?? 'user';
  const { captcha: captchaKey, ...errors } = answer?.fields ?? {};
  const firstInvalid = SIGNUP_FIELDS.find((field) => errors[field]);
  const formLevel = answer !== undefined && answer.code !== 'invalid' && answer.code !== 'captcha';
  return (
    <AuthPage titleId="signup-title" title={t('signup.title')} intro={t('signup.intro')}>
      <AuthStatus testId="signup-status" focus={formLevel}>
        {formLevel && (
          <FormMessage tone="error" testId="signup-error">
            {answer.message}
          </FormMessage>
        )}
      </AuthStatus>
      <AuthForm>
        <RequiredNote>{t('requiredNote')}</RequiredNote>
        <div className="auth-row">
          <Field form={FORM} field="firstName" label={t('fields.firstName')} required error={show(errors.firstName)}>
            {(props) => (
              <TextField.Root
                {...props}
                size="3"
                autoComplete="given-name"
                maxLength={NAME_MAX}
                defaultValue={sent.firstName}
                autoFocus={firstInvalid === 'firstName'}
              />
            )}
          </Field>
          <Field form={FORM} field="lastName" label={t('fields.lastName')} required error={show(errors.lastName)}>
            {(props) => (
              <TextField.Root
                {...props}
                size="3"
                autoComplete="family-name"
                maxLength={NAME_MAX}
                defaultValue={sent.lastName}
                autoFocus={firstInvalid === 'lastName'}
              />
            )}
          </Field>
        </div>
        <EmailField
          form={FORM}
          error={show(errors.email)}
          defaultValue={sent.email}
          autoFocus={firstInvalid === 'email'}
        />
        <Field
          form={FORM}
          field="telephone"
          label={t('fields.telephone')}
          required
          hint={t('fields.telephoneHint')}
          error={show(errors.telephone)}
        >
          {(props) => <TelInput {...props} defaultValue={sent.telephone} autoFocus={firstInvalid === 'telephone'} />}
        </Field>
        <PasswordField
          form={FORM}
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          error={show(errors.password)}
          autoFocus={firstInvalid === 'password'}
        />
        <fieldset
          className="form-field auth-choice"
          data-invalid={errors.accountType ? 'true' : undefined}
          aria-describedby={describedByError(FORM, 'accountType', errors.accountType)}
        >
          <legend className="form-label">
            <Text size="2" weight="bold">
              {t('fields.accountType')}
            </Text>
            <RequiredMark />
          </legend>
          {ACCOUNT_TYPES.map((type, index) => (
            <Text as="label" size="2" key={type} className="choice">
              <Radio
                name="accountType"
                value={type}
                id={index === 0 ? fieldId(FORM, 'accountType') : undefined}
                defaultChecked={type === sentType}
                required
              />
              <span className="choice-body">
                <strong>{t(`fields.accountType_${type}`)}</strong>
                <span className="choice-hint">{t(`fields.accountTypeHint_${type}`)}</span>
              </span>
            </Text>
          ))}
          <FieldError form={FORM} field="accountType" error={show(errors.accountType)} />
        </fieldset>
        <div className="form-field" data-invalid={errors.acceptTerms ? 'true' : undefined}>
          <Text as="label" size="2" className="choice">
            <input
              type="checkbox"
              name="acceptTerms"
              id={fieldId(FORM, 'acceptTerms')}
              className="native-check"
              defaultChecked={sent.acceptTerms === 'on'}
              required
              autoFocus={firstInvalid === 'acceptTerms'}
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={describedByError(FORM, 'acceptTerms', errors.acceptTerms)}
            />
            <span>
              <Trans
                t={t}
                i18nKey="fields.acceptTerms"
                components={{
                  terms: <a href="/legal/terms-and-conditions" target="_blank" rel="noopener" />,
                  privacy: <a href="/legal/privacy-policy" target="_blank" rel="noopener" />,
                }}
              />
              <RequiredMark />
            </span>
          </Text>
          <FieldError form={FORM} field="acceptTerms" error={show(errors.acceptTerms)} />
        </div>
        {captchaSiteKey && <Captcha siteKey={captchaSiteKey} id={`${FORM}-captcha-error`} error={show(captchaKey)} />}
        <SubmitButton data-testid="signup-submit">{t('signup.submit')}</SubmitButton>
      </AuthForm>
      <ul className="auth-alternatives">
        <li>
          {t('signup.haveAccount')} <Link to="/login">{t('signup.loginLink')}</Link>
        </li>
      </ul>
    </AuthPage>
  );
}
