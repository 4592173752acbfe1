/**
 * The confirmation dialog, loaded when a page first renders one: its Radix AlertDialog stays out
 * of the bundles of the pages that never ask (every page imports it through here, so the split
 * happens; a static import anywhere would pull it into the shared chunk). While it loads, the
 * trigger (if any) is shown as it will be.
 */
import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';

const ConfirmDialog = lazy(() => import('./confirm-dialog'));

export function LazyConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={props.trigger ?? null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
