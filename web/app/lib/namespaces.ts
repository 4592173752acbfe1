/**
 * UI strings per page: every page has `common` and `content`; a route module names the other
 * namespaces its page needs in its `handle`, and they come with it. The strings of each language
 * and namespace are a JSON file among the built assets: the server renders a preload for those of
 * the matched routes (so hydration waits for no second round trip), the browser fetches them
 * before hydrating, and a client navigation loads the next page's strings beside its data.
 */
import type { i18n } from 'i18next';
import type { UiLanguage } from '#shared/i18n/create-i18n.ts';
import type { RouteHandle } from './route-handle';
import { laterPartsLoaded } from './hydrate-later';

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

let browserI18n: { instance: i18n; language: UiLanguage } | null = null;

/** The browser's i18next instance (set once by the client entry). */
export function setBrowserI18n(instance: i18n, language: UiLanguage): void {
  browserI18n = { instance, language };
}

/** Loads the namespaces not loaded yet (nothing to do on the server, where all are bundled). */
export async function loadNamespaces(namespaces: readonly string[] = []): Promise<void> {
  if (!browserI18n) return;
  const { instance, language } = browserI18n;
  const missing = namespaces.filter((namespace) => !instance.hasResourceBundle(language, namespace));
  await Promise.all(
    missing.map(async (namespace) =>
      instance.addResourceBundle(language, namespace, await fetchStrings(language, namespace)),
    ),
  );
}

/**
 * A route's client loader: its data and its page's strings, fetched side by side; the page also
 * waits for the parts hydrated after the first page (lib/hydrate-later.tsx), loading already.
 * The data's own failure comes first: with no connection, the service worker answers the data
 * with "load this page as a document" (decision 0024), which then shows the page kept on the
 * device or the offline page; the strings that could not be fetched either must not hide it
 * behind an error screen.
 */
export async function withStrings<T>(data: Promise<T>, handle: RouteHandle): Promise<T> {
  const strings = loadNamespaces(handle.namespaces);
  const later = laterPartsLoaded();
  // Marked as handled: when the data fails, what the others do no longer matters.
  strings.catch(() => undefined);
  later.catch(() => undefined);
  const value = await data;
  await Promise.all([strings, later]);
  return value;
}
