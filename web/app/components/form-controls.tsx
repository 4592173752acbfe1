/**
 * The controls and form chrome that the auth, account and contact forms repeat: e-mail and
 * telephone inputs with the browser's keyboard and autofill hints, the focusable region where a
 * form's messages land, the required-fields note, and the submit button that says it is busy.
 * The labelled field around a control is `Field` in ./member/form-parts.
 */
import type { ComponentProps, ReactNode, Ref } from 'react';
import { Button, Text, TextField } from '@radix-ui/themes';
import { EMAIL_MAX } from '#shared/schemas/forms.ts';

type InputProps = Omit<
  ComponentProps<typeof TextField.Root>,
  'size' | 'type' | 'autoComplete' | 'inputMode' | 'maxLength'
>;

export function EmailInput(props: InputProps) {
  return (
    <TextField.Root {...props} size="3" type="email" autoComplete="email" inputMode="email" maxLength={EMAIL_MAX} />
  );
}

// 32 characters: up to 15 digits with the + and the spaces people type; the schema checks the number.
export function TelInput(props: InputProps) {
  return <TextField.Root {...props} size="3" type="tel" autoComplete="tel" inputMode="tel" maxLength={32} />;
}

/** Where a form's messages appear; the form focuses it so a screen reader reads the outcome. */
export function FormStatus({
  ref,
  testId,
  children,
}: {
  ref: Ref<HTMLDivElement>;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div ref={ref} tabIndex={-1} className="form-status" data-testid={testId}>
      {children}
    </div>
  );
}

/** The line that explains the asterisk (its text comes from the form's own namespace). */
export function RequiredNote({ children }: { children: ReactNode }) {
  return (
    <Text as="p" size="2" color="gray" className="required-note">
      {children}
    </Text>
  );
}

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'size' | 'disabled' | 'children'> & {
  /** A React form sending (pages without React post as documents: never busy). */
  busy?: boolean;
  /** Shown instead of the label (and the button disabled) while the form is being sent. */
  busyLabel?: ReactNode;
  children: ReactNode;
};

export function SubmitButton({ busy = false, busyLabel, children, ...props }: SubmitButtonProps) {
  return (
    <Button {...props} type="submit" size="3" disabled={busy}>
      {busy ? busyLabel : children}
    </Button>
  );
}
