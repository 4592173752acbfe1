/**
 * The contact form. A real <form method="post">: without JavaScript the Worker answers the post by
 * rendering the page again with the errors next to the fields and the values kept (or the
 * confirmation); with it, the same post goes through the route action (no reload) after the
 * shared schema has checked the fields here first (on blur and on submit).
 */
import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
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
  checkField,
  checkForm,
  contactSchema,
  type ContactAnswer,
  type ContactField,
  type FieldErrors,
} from '#shared/schemas/forms.ts';
import { Captcha, type CaptchaHandle } from '../../components/captcha';
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
  /** The control, given its accessibility props. */
  children: (props: {
    id: string;
    name: ContactField;
    required: boolean;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

function Field({ field, label, hint, error, children }: FieldProps) {
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
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction?.split('?')[0] === '/contact';

  const formRef = useRef<HTMLFormElement>(null);
  // Set while the send button is pressed: the field then losing focus is checked by the submit,
  // not on blur, as a message shown on blur would move the button away from under the pointer.
  const sendPressed = useRef(false);
  const captchaRef = useRef<CaptchaHandle>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  // Errors shown now: the last answer's, then the browser's own checks as the visitor edits.
  const [errors, setErrors] = useState<Errors>(() => (answer && !answer.ok ? (answer.fields ?? {}) : {}));
  const [seenAnswer, setSeenAnswer] = useState(answer);
  // A new form (empty fields, fresh captcha) after each message sent.
  const [sentCount, setSentCount] = useState(0);
  if (answer !== seenAnswer) {
    setSeenAnswer(answer);
    setErrors(answer && !answer.ok ? (answer.fields ?? {}) : {});
    if (answer?.ok) setSentCount((count) => count + 1);
  }

  // After an answer: focus the confirmation or the first field to fix; a used captcha is spent.
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      statusRef.current?.focus();
      return;
    }
    captchaRef.current?.reset();
    const first = [...CONTACT_FIELDS, 'captcha' as const].find((field) => answer.fields?.[field]);
    if (first === 'captcha') captchaRef.current?.focus();
    else if (first) focusField(formRef.current, first);
    else statusRef.current?.focus();
  }, [answer]);

  const show = (message: string | undefined) =>
    message?.startsWith('forms:') ? t(message, FORM_ERROR_VALUES[message] ?? {}) : message;

  const validate = (field: ContactField, value: string) => {
    const key = checkField(contactSchema, field, value);
    setErrors((current) => {
      if ((current[field] ?? null) === key) return current;
      const next = { ...current };
      if (key) next[field] = key;
      else delete next[field];
      return next;
    });
  };

  const onBlur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.currentTarget.name as ContactField;
    if (sendPressed.current) {
      sendPressed.current = false;
      return;
    }
    // Tabbing through empty fields is not an error yet; the submit check reports them.
    if (event.currentTarget.value.trim() !== '' || errors[field]) validate(field, event.currentTarget.value);
  };
  const onChange = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
    const field = event.currentTarget.name as ContactField;
    if (errors[field]) validate(field, event.currentTarget.value);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    sendPressed.current = false;
    const checked = checkForm(contactSchema, new FormData(event.currentTarget));
    const found: Errors = checked.success ? {} : { ...checked.errors };
    if (captchaSiteKey && captchaRef.current && !captchaRef.current.answered()) {
      found.captcha = 'forms:errors.captchaRequired';
    }
    if (Object.keys(found).length === 0) {
      setErrors({});
      return; // the router posts it
    }
    event.preventDefault();
    setErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) focusField(event.currentTarget, first);
    else captchaRef.current?.focus();
  };

  const kept = answer && !answer.ok ? (answer.values ?? {}) : {};
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
      <div ref={statusRef} tabIndex={-1} className="form-status" data-testid="contact-status">
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

      <Form
        key={sentCount}
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="contact-form"
        aria-labelledby="contact-form-title"
        aria-busy={sending || undefined}
      >
        <Text as="p" size="2" color="gray" className="required-note">
          {t('requiredNote')}
        </Text>
        <div className="form-row">
          <Field field="name" label={labels.name} error={show(errors.name)}>
            {(props) => (
              <TextField.Root
                {...props}
                size="3"
                type="text"
                autoComplete="given-name"
                maxLength={NAME_MAX}
                defaultValue={kept.name}
                color={errors.name ? 'red' : undefined}
                onBlur={onBlur}
                onChange={onChange}
              />
            )}
          </Field>
          <Field field="surname" label={labels.surname} error={show(errors.surname)}>
            {(props) => (
              <TextField.Root
                {...props}
                size="3"
                type="text"
                autoComplete="family-name"
                maxLength={NAME_MAX}
                defaultValue={kept.surname}
                color={errors.surname ? 'red' : undefined}
                onBlur={onBlur}
                onChange={onChange}
              />
            )}
          </Field>
        </div>
        <div className="form-row">
          <Field field="email" label={labels.email} error={show(errors.email)}>
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
                onBlur={onBlur}
                onChange={onChange}
              />
            )}
          </Field>
          <Field
            field="cellphone"
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
                onBlur={onBlur}
                onChange={onChange}
              />
            )}
          </Field>
        </div>
        <Field
          field="message"
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
              onBlur={onBlur}
              onChange={onChange}
            />
          )}
        </Field>
        {captchaSiteKey && (
          <Captcha ref={captchaRef} siteKey={captchaSiteKey} id={errorId('captcha')} error={show(errors.captcha)} />
        )}
        <Flex align="center" gap="3">
          <Button
            type="submit"
            size="3"
            disabled={sending}
            data-testid="contact-submit"
            onPointerDown={() => {
              sendPressed.current = true;
            }}
          >
            {sending ? t('sending') : t('contact.submit')}
          </Button>
        </Flex>
      </Form>
    </>
  );
}

function focusField(form: HTMLFormElement | null, field: ContactField) {
  const element = form?.elements.namedItem(field);
  if (element instanceof HTMLElement) element.focus();
}
