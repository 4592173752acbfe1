/**
 * The contact form. A plain <form method="post"> to the route's action, with no script: the
 * Worker answers the post by rendering the page again with the errors next to the fields, a
 * summary linking to them and the values kept (or the confirmation and an empty form). The
 * captcha, where configured, loads once the visitor starts filling the form (components/captcha).
 */
import type { ReactNode } from 'react';
import { useActionData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import {
  CONTACT_FIELDS,
  CONTACT_REQUIRED,
  EMAIL_MAX,
  FORM_ERROR_VALUES,
  MESSAGE_MAX,
  MESSAGE_MIN,
  NAME_MAX,
  type ContactAnswer,
  type ContactField,
  type FieldErrors,
} from '#shared/schemas/forms.ts';
import { Captcha } from '../../components/captcha';
import '../../styles/radix/callout.css';
import '../../styles/radix/text-area.css';
import '../../styles/contact.css';

type ErrorField = ContactField | 'captcha';
type Errors = FieldErrors<ErrorField>;

const inputId = (field: ErrorField) => `contact-${field}`;
const errorId = (field: ErrorField) => `contact-${field}-error`;
const hintId = (field: ErrorField) => `contact-${field}-hint`;

interface FieldProps {
  field: ContactField;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** The first field to fix: focused when the page comes back with the errors (no script needed). */
  focus?: boolean;
  /** The control, given its accessibility props. */
  children: (props: {
    id: string;
    name: ContactField;
    required: boolean;
    autoFocus: boolean | undefined;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

function Field({ field, label, hint, error, focus, children }: FieldProps) {
  const { t } = useTranslation('forms');
  const required = CONTACT_REQUIRED.includes(field);
  const describedBy = [hint ? hintId(field) : '', error ? errorId(field) : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field" data-invalid={error ? 'true' : undefined}>
      <Text as="label" htmlFor={inputId(field)} size="2" weight="bold" className="form-label">
        {label}
        {required ? (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="optional-mark"> ({t('optional')})</span>
        )}
      </Text>
      {children({
        id: inputId(field),
        name: field,
        required,
        autoFocus: focus || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <Text as="p" size="1" color="gray" id={hintId(field)} className="form-hint">
          {hint}
        </Text>
      )}
      {error && (
        <Text as="p" size="2" color="red" id={errorId(field)} className="field-error">
          {error}
        </Text>
      )}
    </div>
  );
}

export function ContactForm({ captchaSiteKey }: { captchaSiteKey: string | null }) {
  const { t } = useTranslation('forms');
  const actionData = useActionData<ContactAnswer>();
  const answer = actionData?.form === 'contact' ? actionData : undefined;
  const errors: Errors = answer && !answer.ok ? (answer.fields ?? {}) : {};

  const show = (message: string | undefined) =>
    message?.startsWith('forms:') ? t(message, FORM_ERROR_VALUES[message] ?? {}) : message;

  const kept = answer && !answer.ok ? (answer.values ?? {}) : {};
  const firstError = CONTACT_FIELDS.find((field) => errors[field]);
  const summary = answer && !answer.ok && answer.code === 'invalid' ? [...CONTACT_FIELDS].filter((f) => errors[f]) : [];
  const labels: Record<ContactField, string> = {
    name: t('contact.name'),
    surname: t('contact.surname'),
    cellphone: t('contact.cellphone'),
    email: t('contact.email'),
    message: t('contact.message'),
  };

  return (
    <>
      <div
        tabIndex={-1}
        className="form-status"
        data-testid="contact-status"
        id="contact-status"
        // The confirmation or the refusal is read first when the page comes back with it.
        autoFocus={(answer && (answer.ok || (answer.code !== 'invalid' && answer.code !== 'captcha'))) || undefined}
      >
        {answer?.ok && Object.keys(errors).length === 0 && (
          <Callout.Root color="grass" role="status" data-testid="contact-sent">
            <Callout.Text>
              <strong>{t('contact.sentTitle')}</strong> {answer.message}
            </Callout.Text>
          </Callout.Root>
        )}
        {answer && !answer.ok && answer.code !== 'invalid' && answer.code !== 'captcha' && (
          <Callout.Root color="red" role="alert" data-testid="contact-refused">
            <Callout.Text>{answer.message}</Callout.Text>
          </Callout.Root>
        )}
        {summary.length > 0 && (
          <Callout.Root color="red" role="alert" data-testid="contact-summary">
            <Text as="div" size="2">
              <strong>{t('errorSummary')}</strong>
              <ul className="error-summary">
                {summary.map((field) => (
                  <li key={field}>
                    <a href={`#${inputId(field)}`}>{show(errors[field])}</a>
                  </li>
                ))}
              </ul>
            </Text>
          </Callout.Root>
        )}
      </div>

      <form method="post" noValidate className="contact-form" aria-labelledby="contact-form-title">
        <Text as="p" size="2" color="gray" className="required-note">
          {t('requiredNote')}
        </Text>
        <div className="form-row">
          <Field field="name" focus={firstError === 'name'} label={labels.name} error={show(errors.name)}>
            {(props) => (
              <TextField.Root
                {...props}
                size="3"
                type="text"
                autoComplete="given-name"
                maxLength={NAME_MAX}
                defaultValue={kept.name}
                color={errors.name ? 'red' : undefined}
              />
            )}
          </Field>
          <Field field="surname" focus={firstError === 'surname'} label={labels.surname} error={show(errors.surname)}>
            {(props) => (
              <TextField.Root
                {...props}
                size="3"
                type="text"
                autoComplete="family-name"
                maxLength={NAME_MAX}
                defaultValue={kept.surname}
                color={errors.surname ? 'red' : undefined}
              />
            )}
          </Field>
        </div>
        <div className="form-row">
          <Field field="email" focus={firstError === 'email'} label={labels.email} error={show(errors.email)}>
            {(props) => (
              <TextField.Root
                {...props}
                size="3"
                type="email"
                autoComplete="email"
                inputMode="email"
                maxLength={EMAIL_MAX}
                defaultValue={kept.email}
                color={errors.email ? 'red' : undefined}
              />
            )}
          </Field>
          <Field
            field="cellphone"
            focus={firstError === 'cellphone'}
            label={labels.cellphone}
            hint={t('contact.cellphoneHint')}
            error={show(errors.cellphone)}
          >
            {(props) => (
              <TextField.Root
                {...props}
                size="3"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                maxLength={32}
                defaultValue={kept.cellphone}
                color={errors.cellphone ? 'red' : undefined}
              />
            )}
          </Field>
        </div>
        <Field
          field="message"
          focus={firstError === 'message'}
          label={labels.message}
          hint={t('contact.messageHint', { min: MESSAGE_MIN, max: MESSAGE_MAX })}
          error={show(errors.message)}
        >
          {(props) => (
            <TextArea
              {...props}
              size="3"
              rows={8}
              resize="vertical"
              maxLength={MESSAGE_MAX}
              defaultValue={kept.message}
              color={errors.message ? 'red' : undefined}
            />
          )}
        </Field>
        {captchaSiteKey && <Captcha siteKey={captchaSiteKey} id={errorId('captcha')} error={show(errors.captcha)} />}
        <Flex align="center" gap="3">
          <Button type="submit" size="3" data-testid="contact-submit">
            {t('contact.submit')}
          </Button>
        </Flex>
      </form>
    </>
  );
}
