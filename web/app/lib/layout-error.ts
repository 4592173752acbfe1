/**
 * What is kept of a layout error (spec §4: "saved locally with name, message, info and time"):
 * rendered by the error boundaries (components/layout-error-record.tsx) into the page, where
 * web/scripts/layout-error.ts keeps it in local storage. The page is HTML anyone may read, so the
 * info says where the error was caught, not the stack: the boundary (`root`, a layout's route id),
 * the address and, for an error response, its status.
 */
import { isRouteErrorResponse } from 'react-router';

export interface LayoutErrorEntry {
  name: string;
  message: string;
  info: string;
  time: string;
}

/** The entry for `error` caught by `boundary` at `path` (null for a missing page: no broken layout). */
export function layoutErrorEntry(
  error: unknown,
  where: { boundary: string; path: string },
  now = new Date(),
): LayoutErrorEntry | null {
  if (isRouteErrorResponse(error) && error.status === 404) return null;
  const response = isRouteErrorResponse(error) ? error : undefined;
  return {
    name: error instanceof Error ? error.name : response ? 'ErrorResponse' : 'Error',
    message:
      error instanceof Error
        ? error.message
        : response
          ? response.statusText || String(response.status)
          : String(error),
    info: `${where.boundary} boundary, ${where.path}${response ? `, status ${response.status}` : ''}`,
    time: now.toISOString(),
  };
}
