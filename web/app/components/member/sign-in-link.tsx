/** A link to sign in that brings the visitor back to the page they were on. */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

export function SignInLink({ children, className }: { children: ReactNode; className?: string }) {
  const { pathname, search } = useLocation();
  return (
    <Link to={`/login?redirect=${encodeURIComponent(pathname + search)}`} className={className}>
      {children}
    </Link>
  );
}
