/** An item that exists only in English, asked for in fr: its 404 says so (server/types.server `missing`). */
import { isRouteErrorResponse } from 'react-router';

export function isEnglishOnly(error: unknown): boolean {
  return isRouteErrorResponse(error) && (error.data as { englishOnly?: unknown } | null)?.englishOnly === true;
}
