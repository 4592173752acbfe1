/**
 * The parts every auth and account form shares: a labelled field with its hint and error, the
 * form-level message, and a hook that checks fields with a shared valibot schema (on blur while
 * editing, all of them on submit) and translates the message keys the schemas answer with.
 */
import { useCallback, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Callout, Text } from '@radix-ui/themes';
import { checkField, checkForm, FORM_ERROR_VALUES, type FieldErrors } from '#shared/schemas/forms.ts';
import { AUTH_ERROR_VALUES } from '#shared/schemas/auth-forms.ts';
import type * as v from 'valibot';
import '../../styles/radix/callout.css';

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

export const fieldId = (form: string, field: string) => `${form}-${field}`;
const errorId = (form: string, field: string) => `${form}-${field}-error`;
const hintId = (form: string, field: string) => `${form}-${field}-hint`;

/** The accessibility props a control receives from its field. */
export interface ControlProps {
  id: string;
  name: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  form: string;
  field: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  children: (props: ControlProps) => ReactNode;
}

/** A label (with an asterisk when required), the control, its hint and its error. */
export function Field({ form, field, label, required = false, hint, error, children }: FieldProps) {
  const describedBy = [hint ? hintId(form, field) : '', error ? errorId(form, field) : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field" data-invalid={error ? 'true' : undefined}>
      <Text as="label" htmlFor={fieldId(form, field)} size="2" weight="bold" className="form-label">
        {label}
        {required && <RequiredMark />}
      </Text>
      {children({
        id: fieldId(form, field),
        name: field,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <Text as="p" size="1" color="gray" id={hintId(form, field)} className="form-hint">
          {hint}
        </Text>
      )}
      <FieldError form={form} field={field} error={error} />
    </div>
  );
}

export function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** A field's error line (for groups such as radios or check boxes, which build their own field). */
export function FieldError({ form, field, error }: { form: string; field: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <Text as="p" size="2" color="red" id={errorId(form, field)} className="field-error">
      {error}
    </Text>
  );
}

export const describedByError = (form: string, field: string, error: string | undefined) =>
  error ? errorId(form, field) : undefined;

/** A message about the whole form: an alert for problems, a status for good news. */
export function FormMessage({
  tone,
  children,
  testId,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  testId?: string;
}) {
  const color = tone === 'error' ? 'red' : tone === 'success' ? 'grass' : 'gray';
  return (
    <Callout.Root
      color={color}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className="form-message"
    >
      <Callout.Text>{children}</Callout.Text>
    </Callout.Root>
  );
}

/** Moves focus to a form's control by name. */
export function focusControl(form: HTMLFormElement | null, name: string) {
  const element = form?.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
  else if (element instanceof RadioNodeList) (element[0] as HTMLElement | undefined)?.focus();
}

/**
 * Field checks with a shared schema. `check(form)` validates everything (submit; `values` when the
 * form's own FormData does not say it, e.g. a group of check boxes) and answers the parsed values
 * or null after showing the errors and focusing the first field to fix.
 */
export function useSchemaForm<S extends ObjectSchema>(
  schema: S,
  fields: readonly Extract<keyof S['entries'], string>[],
) {
  type F = Extract<keyof S['entries'], string>;
  const { t } = useTranslation('auth');
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const validate = useCallback(
    (field: F, value: unknown) => {
      const key = checkField(schema, field, value);
      setErrors((current) => {
        if ((current[field] ?? null) === key) return current;
        const next = { ...current };
        if (key) next[field] = key;
        else delete next[field];
        return next;
      });
    },
    [schema],
  );

  const isField = (name: string): name is F => (fields as readonly string[]).includes(name);

  const onBlur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.currentTarget;
    // Tabbing through empty fields is not an error yet; the submit check reports them.
    if (isField(name) && (value.trim() !== '' || errors[name])) validate(name, value);
  };
  const onChange = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
    const target = event.currentTarget;
    const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
    if (isField(target.name) && errors[target.name]) validate(target.name, value);
  };

  const check = (form: HTMLFormElement, values?: Record<string, unknown>): v.InferOutput<S> | null => {
    const result = checkForm(schema, values ?? new FormData(form));
    if (result.success) {
      setErrors({});
      return result.output;
    }
    setErrors(result.errors);
    const first = fields.find((field) => result.errors[field]);
    if (first) focusControl(form, first);
    return null;
  };

  /** A message key (any namespace) in the page's language. */
  const show = (key: string | undefined) =>
    key ? t(key, { ...(FORM_ERROR_VALUES[key] ?? {}), ...(AUTH_ERROR_VALUES[key] ?? {}) }) : undefined;

  return { errors, setErrors, check, show, events: { onBlur, onChange } };
}
