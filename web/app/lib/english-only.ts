/** An item that exists only in English, asked for in fr: its 404 says so (server/types.server `missing`). */
import { isRouteErrorResponse, useLocation } from 'react-router';

export function isEnglishOnly(error: unknown): boolean {
  return isRouteErrorResponse(error) && (error.data as { englishOnly?: unknown } | null)?.englishOnly === true;
}

/**
 * The address of this page in the combined reading (French, English where French is missing), for
 * a plain link: a whole new document, the language changes.
 */
export function useCombinedHref(): string {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.set('lang', 'combined');
  return `${pathname}?${query}`;
}
