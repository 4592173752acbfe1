/**
 * A layout that failed (spec §4: "A layout error is saved locally with name, message, info and
 * time"): the error boundary's hidden record (components/layout-error-record.tsx, the module's
 * root) carries what the server knew, as JSON, and this keeps it in local storage, where the chat's
 * module reads it (no chat invitation after a layout error). It runs before the chat's module: the
 * boundary is rendered before the chrome's scripts.
 */
import { LAYOUT_ERROR_KEY } from '#shared/constants/spec.ts';
import { PartError, startModule } from './_module.ts';
import { local, writeStorage } from './_storage';

export function init(root: HTMLElement): void {
  const entry = root.dataset.layoutError;
  if (!entry) throw new PartError('layout-error: no data-layout-error on its root');
  writeStorage(local, LAYOUT_ERROR_KEY, entry);
}

startModule('layout-error', init);
