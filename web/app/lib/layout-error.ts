/** Layout errors kept in local storage (spec §4: name, message, info, time). */
import { LAYOUT_ERROR_KEY } from '#shared/constants/spec.ts';
import { isRouteErrorResponse } from 'react-router';

/** What is kept of a layout error (null for a missing page, which is not a broken layout). */
export function layoutErrorEntry(error: unknown, withStack = true) {
  if (isRouteErrorResponse(error) && error.status === 404) return null;
  return {
    name: error instanceof Error ? error.name : 'Error',
    message: error instanceof Error ? error.message : String(isRouteErrorResponse(error) ? error.status : error),
    info: withStack && error instanceof Error ? (error.stack ?? '') : '',
    time: new Date().toISOString(),
  };
}

export function recordLayoutError(error: unknown): void {
  const entry = layoutErrorEntry(error);
  if (!entry) return;
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
