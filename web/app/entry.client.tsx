/**
 * Browser entry, for a page whose route earns React in the browser (`handle.hydrate`, decision
 * 0033; no page does today, and no other page loads this): loads the UI strings of the page's
 * language (the server names the namespaces on <html> and has preloaded them), then hydrates the
 * document React Router rendered. Its links load documents, as on every other page.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { I18nextProvider } from 'react-i18next';
import type { Resource } from 'i18next';
import { createI18n, uiLanguage } from '#shared/i18n/create-i18n.ts';
import { isLocale } from '#shared/lib/locale.ts';
import { reloadAfterChunkFailure } from './lib/chunk-reload';
import { ALWAYS_NAMESPACES, fetchStrings } from './lib/namespaces';
import { setI18nSource } from './lib/i18n-source';

async function hydrate() {
  const root = document.documentElement;
  const locale = isLocale(root.dataset.locale) ? root.dataset.locale : 'en';
  const language = uiLanguage(locale);
  const pageNamespaces = (root.dataset.namespaces ?? '').split(' ').filter(Boolean);
  const namespaces = [...new Set([...ALWAYS_NAMESPACES, ...pageNamespaces])];
  const bundles = await Promise.all(
    namespaces.map(async (namespace) => [namespace, await fetchStrings(language, namespace)] as const),
  );
  const resources: Resource = { [language]: Object.fromEntries(bundles) };
  const i18n = createI18n(locale, resources);
  setI18nSource(() => i18n);
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>,
    );
  });
}

// Links load documents here as on every other page (the next page comes whole from the server,
// with its own scripts): React Router's links never see the click, the browser follows it.
window.addEventListener(
  'click',
  (event) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) event.stopPropagation();
  },
  true,
);

// Vite reports a failed dynamic import of a chunk this way.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkFailure()) event.preventDefault();
});

void hydrate();
