/**
 * Where an auth page's messages land. After a refused post the page comes back whole, and this
 * region takes the focus as it loads (`autofocus`, no script), so a screen reader reads the
 * outcome first.
 */
import type { ReactNode } from 'react';

export function AuthStatus({ testId, focus, children }: { testId: string; focus: boolean; children: ReactNode }) {
  return (
    <div tabIndex={-1} className="form-status" data-testid={testId} autoFocus={focus || undefined}>
      {children}
    </div>
  );
}
