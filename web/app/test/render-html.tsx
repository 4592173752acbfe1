/**
 * The tests of the pages' scripts (web/scripts/*.test.tsx) run each module on the HTML its
 * component really sends (issue #32): the component is rendered to a string on the "server"
 * (react-dom/server, inside the site's i18n, theme and a router holding the root's data), that
 * string becomes the test document's body, and only then is the module loaded. A renamed attribute
 * or a part the component stopped rendering fails the module's test.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
// eslint-disable-next-line no-restricted-imports -- Radix's default theme, as the site's pages render it
import { Theme } from '@radix-ui/themes';
import { vi } from 'vitest';
import type { Locale } from '#shared/constants/spec.ts';
import { serverI18n } from '#shared/i18n/server-i18n.ts';
import type { RootData } from '../lib/loader-types';
import { pageScriptUrl, type PageScriptName } from '../components/page-script';

export interface RenderHtmlOptions {
  locale?: Locale;
  /** The page's address (components read it: the share menu, the language form). */
  path?: string;
  /** The root route's data, over a visitor's on a full page. */
  root?: Partial<RootData>;
  /** An error the route caught: `ui` is then rendered as its error boundary (useRouteError gives it). */
  error?: unknown;
}

/** The HTML `ui` renders on the server, as a page's body holds it. */
export function serverHtml(
  ui: ReactNode,
  { locale = 'en', path = '/', root = {}, error }: RenderHtmlOptions = {},
): string {
  const rootData: RootData = {
    locale,
    origin: 'https://conservation.example',
    user: null,
    country: null,
    contact: null,
    lite: false,
    cheapFirst: false,
    imageResizing: false,
    ...root,
  };
  const router = createMemoryRouter(
    [{ id: 'root', path: '*', loader: () => rootData, Component: () => ui, ErrorBoundary: () => ui }],
    {
      initialEntries: [path],
      hydrationData: { loaderData: { root: rootData }, ...(error === undefined ? {} : { errors: { root: error } }) },
    },
  );
  return renderToString(
    <I18nextProvider i18n={serverI18n(locale)}>
      <Theme>
        <RouterProvider router={router} />
      </Theme>
    </I18nextProvider>,
  );
}

/**
 * Loads page script `name` afresh, by the address `<PageScript name>` gives it (its source file in
 * the tests): a module runs once per page, and `vi.resetModules` makes the next load a new page's.
 */
export async function runPageScript(name: PageScriptName): Promise<void> {
  vi.resetModules();
  await import(/* @vite-ignore */ pageScriptUrl(name));
}

/** Makes the test document the page `ui` renders, then runs page script `name` on it. */
export async function renderThenRun(ui: ReactNode, name: PageScriptName, options?: RenderHtmlOptions) {
  document.body.innerHTML = serverHtml(ui, options);
  await runPageScript(name);
}
