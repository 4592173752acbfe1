/**
 * The form of the sign-in, sign-up, forgot-password and resend pages: a plain form posting to the
 * page's own action (its address keeps the page's query, so sign-in's `redirect` travels with it),
 * which answers with a redirect or the page with its messages (issue #25: no script needed, and
 * no password ever in an address). The fields carry HTML constraints (required, type, lengths), so
 * the browser stops an obvious slip before a round trip; the server's schema is the authority.
 */
import type { ReactNode } from 'react';
import { useFormAction } from 'react-router';

export function AuthForm({ children }: { children: ReactNode }) {
  const action = useFormAction();
  return (
    <form method="post" action={action} className="auth-fields">
      {children}
    </form>
  );
}
