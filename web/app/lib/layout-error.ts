/**
 * What a page says of a layout error (spec §4: name, message, info, time), for the chat's module
 * to keep in local storage (web/scripts/chat.ts). No stack: the page is HTML anyone may read.
 */
import { isRouteErrorResponse } from 'react-router';

/** What is kept of a layout error (null for a missing page, which is not a broken layout). */
export function layoutErrorEntry(error: unknown) {
  if (isRouteErrorResponse(error) && error.status === 404) return null;
  return {
    name: error instanceof Error ? error.name : 'Error',
    message: error instanceof Error ? error.message : String(isRouteErrorResponse(error) ? error.status : error),
    info: '',
    time: new Date().toISOString(),
  };
}
