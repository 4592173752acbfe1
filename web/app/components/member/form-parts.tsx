/**
 * The parts every auth and account form shares: a labelled field with its hint and error, and the
 * form-level message. The server checks the posted form with the shared valibot schema and answers
 * the page again with the errors (no script checks it first).
 */
import type { ReactNode } from 'react';
import { Callout, Text } from '@radix-ui/themes';
import '../../styles/radix/callout.css';

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
