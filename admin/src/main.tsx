/**
 * The admin console's entry (its own bundle under /admin): reads the Worker's bootstrap, sets up
 * the strings of its language and renders the console. The tables, the sign-in screen's Firebase
 * SDK and the contact messages load as separate chunks.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/console.css';
import { App } from './app';
import { readBootstrap } from './lib/bootstrap';
import { createConsoleI18n, uiLanguageOf } from './lib/i18n';
import { guardChunkLoads } from './lib/reload-guard';

guardChunkLoads();

const bootstrap = readBootstrap(document);
const language = bootstrap ? uiLanguageOf(bootstrap.locale) : document.documentElement.lang === 'fr' ? 'fr' : 'en';
document.documentElement.lang = language;
const i18n = createConsoleI18n(language);
const root = document.getElementById('root');

if (root) {
  createRoot(root).render(
    <StrictMode>
      <App bootstrap={bootstrap} i18n={i18n} />
    </StrictMode>,
  );
}
