/**
 * Browser entry: reads the hydration payload, loads the UI strings of the page's language and the
 * current route modules, then hydrates the same tree the Worker rendered.
 */
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { Resource } from 'i18next';
import { createI18n, uiLanguage } from '../../shared/i18n/create-i18n';
import { routes } from './routes';
import { Document, HYDRATION_SCRIPT_ID } from './document';
import { restoreDeferred } from './lib/deferred';
import { deserializeErrors, type HydrationPayload } from './lib/hydration';
import { reloadAfterChunkFailure } from './lib/lazy-module';
import { setNamespaceLoader } from './lib/namespaces';
import './styles/site.css';
import './styles/presentations.css';
import './styles/people.css';
import './styles/pages.css';
import './styles/forms.css';
import './styles/account.css';

const localeModules = import.meta.glob<{ default: Record<string, unknown> }>('../../shared/i18n/locales/*/*.json');

/** Namespaces every page needs: the chrome (`common`) and shared content parts (`content`). */
const ALWAYS = ['common', 'content'];

async function loadNamespace(language: 'en' | 'fr', namespace: string): Promise<Record<string, unknown>> {
  const load = localeModules[`../../shared/i18n/locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No UI strings for ${language}/${namespace}`);
  return (await load()).default;
}

async function hydrate() {
  const raw = document.getElementById(HYDRATION_SCRIPT_ID)?.textContent ?? '';
  const payload = JSON.parse(raw) as HydrationPayload;
  restoreDeferred(payload.loaderData);

  // Only the page language's strings (the key-set test keeps English and French complete), and
  // only the namespaces of the routes shown; others come with their route modules.
  const language = uiLanguage(payload.locale);
  const base = await Promise.all(
    ALWAYS.map(async (namespace) => [namespace, await loadNamespace(language, namespace)] as const),
  );
  const resources: Resource = { [language]: Object.fromEntries(base) };
  const i18n = createI18n(payload.locale, resources);
  setNamespaceLoader(async (namespaces) => {
    const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(language, namespace));
    await Promise.all(
      missing.map(async (namespace) =>
        i18n.addResourceBundle(language, namespace, await loadNamespace(language, namespace)),
      ),
    );
  });

  await Promise.all(
    (matchRoutes(routes, window.location) ?? [])
      .filter((match) => match.route.lazy)
      .map(async (match) => {
        const lazy = match.route.lazy as () => Promise<Record<string, unknown>>;
        Object.assign(match.route, { ...(await lazy()), lazy: undefined });
      }),
  );

  const router = createBrowserRouter(routes, {
    hydrationData: {
      loaderData: payload.loaderData,
      actionData: payload.actionData,
      errors: deserializeErrors(payload.errors),
    },
  });
  hydrateRoot(
    document,
    <Document locale={payload.locale} assets={payload.assets} hydrationJson={raw} noScriptUrl={payload.noScriptUrl}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Document>,
  );
}

// Vite reports a failed dynamic import of a chunk this way.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkFailure()) event.preventDefault();
});

void hydrate();
