/**
 * /signup: every field of the spec checked here, then the form goes to the route's action, with
 * or without JavaScript (with it, as route data): the Worker creates the Firebase account, the
 * member profile and role, and sends the verification e-mail; the person stays a visitor until
 * they open the link. Through the Worker only, so sign-ups are rate-limited and an address that
 * already has an account gets the same answer as a new one, its owner a mail (decision 0030).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useActionData, useFormAction, useRouteLoaderData, useSubmit } from 'react-router';
import { Link } from '../../components/link';
import { Trans, useTranslation } from 'react-i18next';
import { Heading, Radio, Text, TextField } from '@radix-ui/themes';
import { NAME_MAX } from '#shared/schemas/forms.ts';
import { ACCOUNT_TYPES, SIGNUP_FIELDS, signupSchema, type SignupAnswer } from '#shared/schemas/auth-forms.ts';
import { Captcha, type CaptchaHandle } from '../../components/captcha';
import { FormStatus, RequiredNote, SubmitButton, TelInput } from '../../components/form-controls';
import {
  Field,
  FieldError,
  FormMessage,
  RequiredMark,
  describedByError,
  fieldId,
  useSchemaForm,
} from '../../components/member/form-parts';
import type { GuardData } from '#shared/schemas/firebase-config.ts';
import { AuthPage } from './auth-page';
import { EmailField, PasswordField } from './credential-fields';
import { useFormAnswer } from './use-form-answer';
import { AuthForm } from './auth-form';
import '../../styles/radix/radio.css';

const FORM = 'signup';
const CAPTCHA_FIELD = 'g-recaptcha-response';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'error'; key?: string; message?: string }
  | { kind: 'created'; email: string; emailSent: boolean };

/** The guard data, with the captcha site key when the lead's guard loader provides one. */
type SignupGuard = GuardData & { captchaSiteKey?: string | null };

export function SignupPage() {
  const { t } = useTranslation('auth');
  const guard = useRouteLoaderData<SignupGuard>('guest');
  const captchaSiteKey = guard?.captchaSiteKey ?? null;
  const submit = useSubmit();
  const form = useSchemaForm(signupSchema, SIGNUP_FIELDS);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const captchaRef = useRef<CaptchaHandle>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const formAction = useFormAction();
  const answer = useFormAnswer(useActionData<SignupAnswer>(), FORM, (posted) => {
    if (posted.ok) {
      setOutcome({ kind: 'created', email: posted.email, emailSent: posted.emailSent });
      return;
    }
    const { captcha, ...fields } = posted.fields ?? {};
    form.setErrors(fields);
    setCaptchaError(captcha ? t(captcha) : undefined);
    setOutcome(
      posted.code === 'invalid' || posted.code === 'captcha' ? { kind: 'idle' } : { kind: 'error', key: posted.key },
    );
  });
  // The answer of a post made with JavaScript: the status or the done panel takes the focus, and a
  // captcha answer (good once) is renewed.
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) doneRef.current?.focus();
    else {
      captchaRef.current?.reset();
      statusRef.current?.focus();
    }
  }, [answer]);
  // What the server was sent, shown again after a refusal (never the password).
  const sent = answer && !answer.ok ? (answer.values ?? {}) : {};
  const sentType = ACCOUNT_TYPES.find((type) => type === sent.accountType) ?? 'user';

  const fail = (next: Outcome) => {
    setOutcome(next);
    captchaRef.current?.reset();
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome.kind === 'busy') return;
    const formElement = event.currentTarget;
    const values = form.check(formElement);
    const captchaToken = captchaSiteKey ? String(new FormData(formElement).get(CAPTCHA_FIELD) ?? '') : '';
    if (captchaSiteKey && values && !captchaToken) {
      setCaptchaError(t('errors.captchaRequired'));
      captchaRef.current?.focus();
      return;
    }
    setCaptchaError(undefined);
    if (!values) return;
    setOutcome({ kind: 'busy' });
    // The answer arrives as the action's data (useFormAnswer above).
    submit(formElement, { method: 'post', action: formAction }).catch(() =>
      fail({ kind: 'error', key: 'errors.network' }),
    );
  };

  if (outcome.kind === 'created') {
    return (
      <section className="auth-page" aria-labelledby="signup-done-title">
        <div ref={doneRef} tabIndex={-1} className="auth-done" data-testid="signup-done">
          <Heading as="h1" size="7" id="signup-done-title">
            {t('signup.doneTitle')}
          </Heading>
          <Text as="p">{t('signup.doneText', { email: outcome.email })}</Text>
          {!outcome.emailSent && <FormMessage tone="error">{t('signup.emailNotSent')}</FormMessage>}
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

  const busy = outcome.kind === 'busy';
  const show = form.show;
  const errors = form.errors;
  return (
    <AuthPage titleId="signup-title" title={t('signup.title')} intro={t('signup.intro')}>
      <FormStatus ref={statusRef} testId="signup-status">
        {outcome.kind === 'error' && (
          <FormMessage tone="error" testId="signup-error">
            {outcome.message ?? t(outcome.key ?? 'errors.generic')}
          </FormMessage>
        )}
      </FormStatus>
      <AuthForm action={formAction} busy={busy} onSubmit={onSubmit}>
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
                {...form.events}
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
                {...form.events}
              />
            )}
          </Field>
        </div>
        <EmailField form={FORM} error={show(errors.email)} events={form.events} defaultValue={sent.email} />
        <Field
          form={FORM}
          field="telephone"
          label={t('fields.telephone')}
          required
          hint={t('fields.telephoneHint')}
          error={show(errors.telephone)}
        >
          {(props) => <TelInput {...props} defaultValue={sent.telephone} {...form.events} />}
        </Field>
        <PasswordField
          form={FORM}
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          error={show(errors.password)}
          events={form.events}
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
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={describedByError(FORM, 'acceptTerms', errors.acceptTerms)}
              onChange={form.events.onChange}
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
        {captchaSiteKey && (
          <Captcha ref={captchaRef} siteKey={captchaSiteKey} id={`${FORM}-captcha-error`} error={captchaError} />
        )}
        <SubmitButton busy={busy} busyLabel={t('signup.submitting')} data-testid="signup-submit">
          {t('signup.submit')}
        </SubmitButton>
      </AuthForm>
      <ul className="auth-alternatives">
        <li>
          {t('signup.haveAccount')} <Link to="/login">{t('signup.loginLink')}</Link>
        </li>
      </ul>
    </AuthPage>
  );
}
