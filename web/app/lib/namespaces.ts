/**
 * UI strings per page: every page has `common` and `content`; a route module names the other
 * namespaces its page needs in its `handle`. The server renders every page with all of them; only
 * a page that hydrates (a route giving `handle.hydrate`, decision 0033; none does today) fetches
 * them in the browser: each language and namespace is a JSON file among the built assets, which
 * the server preloads for the matched routes and the client entry fetches before hydrating.
 */
import type { UiLanguage } from '#shared/i18n/create-i18n.ts';

/** Namespaces every page needs: the chrome (`common`) and shared content parts (`content`). */
export const ALWAYS_NAMESPACES = ['common', 'content'] as const;

const stringUrls = import.meta.glob<string>('../../../shared/i18n/locales/*/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

/** The built address of one language's strings of one namespace. */
export function stringsUrl(language: UiLanguage, namespace: string): string | undefined {
  return stringUrls[`../../../shared/i18n/locales/${language}/${namespace}.json`];
}

/** Fetches one namespace's strings (a preload link has usually fetched them already). */
export async function fetchStrings(language: UiLanguage, namespace: string): Promise<Record<string, unknown>> {
  const url = stringsUrl(language, namespace);
  if (!url) throw new Error(`No UI strings for ${language}/${namespace}`);
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`UI strings ${language}/${namespace}: ${response.status}`);
  return response.json();
}
