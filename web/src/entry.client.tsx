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
import './styles/site.css';
import './styles/presentations.css';
import './styles/people.css';
import './styles/pages.css';
import './styles/forms.css';

const localeModules = import.meta.glob<{ default: Record<string, unknown> }>('../../shared/i18n/locales/*/*.json');

async function loadResources(language: 'en' | 'fr'): Promise<Resource> {
  const entries = Object.entries(localeModules).filter(([path]) => path.includes(`/locales/${language}/`));
  const loaded = await Promise.all(
    entries.map(async ([path, load]) => [path.split('/').pop()!.replace('.json', ''), (await load()).default] as const),
  );
  // English is the fallback language; French pages also carry it only if a key is missing,
  // which the key-set test prevents, so only the page's language is loaded.
  return { [language]: Object.fromEntries(loaded) };
}

async function hydrate() {
  const raw = document.getElementById(HYDRATION_SCRIPT_ID)?.textContent ?? '';
  const payload = JSON.parse(raw) as HydrationPayload;
  restoreDeferred(payload.loaderData);

  const [resources] = await Promise.all([
    loadResources(uiLanguage(payload.locale)),
    ...(matchRoutes(routes, window.location) ?? [])
      .filter((match) => match.route.lazy)
      .map(async (match) => {
        const lazy = match.route.lazy as () => Promise<Record<string, unknown>>;
        Object.assign(match.route, { ...(await lazy()), lazy: undefined });
      }),
  ]);

  const router = createBrowserRouter(routes, {
    hydrationData: {
      loaderData: payload.loaderData,
      actionData: payload.actionData,
      errors: deserializeErrors(payload.errors),
    },
  });
  const i18n = createI18n(payload.locale, resources);

  hydrateRoot(
    document,
    <Document locale={payload.locale} assets={payload.assets} hydrationJson={raw}>
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
