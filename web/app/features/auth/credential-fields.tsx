/** The e-mail and password fields of the login, sign-up, reset and resend forms. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '#shared/schemas/auth-forms.ts';
import { EmailInput } from '../../components/form-controls';
import { Field } from '../../components/member/form-parts';
import { PasswordInput } from '../../components/member/password-input';

interface CredentialFieldProps {
  /** The form's id prefix. */
  form: string;
  error: string | undefined;
  /** The field takes the focus when the page loads (the first field to fix). */
  autoFocus?: boolean;
}

interface EmailFieldProps extends CredentialFieldProps {
  /** The address as sent, when the server answered the form (a password is never given back). */
  defaultValue?: string | undefined;
}

export function EmailField({ form, error, defaultValue, autoFocus }: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Field form={form} field="email" label={t('fields.email')} required error={error}>
      {(props) => <EmailInput {...props} defaultValue={defaultValue} autoFocus={autoFocus} />}
    </Field>
  );
}

interface PasswordFieldProps extends CredentialFieldProps {
  autoComplete: 'current-password' | 'new-password';
  hint?: ReactNode;
}

export function PasswordField({ form, error, autoComplete, hint, autoFocus }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Field form={form} field="password" label={t('fields.password')} required hint={hint} error={error}>
      {(props) => (
        <PasswordInput
          {...props}
          autoComplete={autoComplete}
          maxLength={PASSWORD_MAX}
          minLength={autoComplete === 'new-password' ? PASSWORD_MIN : undefined}
          autoFocus={autoFocus}
        />
      )}
    </Field>
  );
}
