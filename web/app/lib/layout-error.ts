/** Layout errors kept in local storage (spec §4: name, message, info, time). */
import { LAYOUT_ERROR_KEY } from '#shared/constants/spec.ts';
import { isRouteErrorResponse } from 'react-router';

export function recordLayoutError(error: unknown): void {
  // A missing page is not a broken layout.
  if (isRouteErrorResponse(error) && error.status === 404) return;
  const entry = {
    name: error instanceof Error ? error.name : 'Error',
    message: error instanceof Error ? error.message : String(isRouteErrorResponse(error) ? error.status : error),
    info: error instanceof Error ? (error.stack ?? '') : '',
    time: new Date().toISOString(),
  };
  try {
    window.localStorage.setItem(LAYOUT_ERROR_KEY, JSON.stringify(entry));
  } catch {
    // Storage may be full or disabled; the page still shows the error.
  }
}

export function hasLayoutError(): boolean {
  try {
    return window.localStorage.getItem(LAYOUT_ERROR_KEY) !== null;
  } catch {
    return false;
  }
}
