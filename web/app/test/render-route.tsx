/**
 * Component tests of route modules' parts: React Router's `createRoutesStub` (real router, real
 * forms and navigation, loaders and actions given by the test) inside the site's i18n and theme.
 */
import type { ComponentProps } from 'react';
import { createRoutesStub } from 'react-router';
import { I18nextProvider } from 'react-i18next';
// eslint-disable-next-line no-restricted-imports -- Radix's default theme, no dialog styling checked here
import { Theme } from '@radix-ui/themes';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { Locale } from '#shared/constants/spec.ts';
import { serverI18n } from '#shared/i18n/server-i18n.ts';

type Routes = Parameters<typeof createRoutesStub>[0];

// Each test starts from an empty document (Testing Library cleans up itself only with globals).
afterEach(cleanup);

/** Renders `routes` at `path` in `locale` (every namespace loaded, as on the server). */
export function renderRoutes(routes: Routes, path: string, locale: Locale = 'en'): RenderResult {
  const Stub = createRoutesStub(routes);
  const props: ComponentProps<typeof Stub> = { initialEntries: [path] };
  return render(
    <I18nextProvider i18n={serverI18n(locale)}>
      <Theme>
        <Stub {...props} />
      </Theme>
    </I18nextProvider>,
  );
}
