/**
 * The hydration slot of a streamed value of the current page: "<route id>:<key>", the name the
 * server gives the value's promise (markDeferred). Read from the route match rather than
 * written out, so it holds whatever id the route tree gives the page.
 */
import { useMatches } from 'react-router-dom';

export function useSlot(key: string): string {
  const matches = useMatches();
  return `${matches.at(-1)?.id ?? ''}:${key}`;
}
