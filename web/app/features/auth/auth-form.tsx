/**
 * The form of the sign-in, sign-up, forgot-password and resend pages: it posts to the page's own
 * action (so a press before the script has started, or without JavaScript, never puts a password
 * in the address), and with JavaScript `onSubmit` takes it over.
 */
import type { FormEvent, ReactNode } from 'react';

export function AuthForm({
  action,
  busy,
  onSubmit,
  children,
}: {
  action: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="auth-fields"
      aria-busy={busy || undefined}
    >
      {children}
    </form>
  );
}
