/**
 * The console's frame: Radix theme and strings, then by session the sign-in screen, the no-access
 * page or the console's routes. The sign-in screens stay outside the router, at the address the
 * person opened, so a bookmarked view opens once they are in.
 */
import { useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { Callout, Container, Theme } from '@radix-ui/themes';
import type { AdminBootstrap } from '#shared/schemas/admin.ts';
import { IntroductionSettingsContext } from './lib/introduction-settings';
import { SessionProvider, useSession } from './lib/session';
import { createConsoleQueryClient } from './lib/query-client';
import { SignInPage } from './features/auth/sign-in-page';
import { NoAccessPage } from './features/auth/no-access-page';
import { ConsoleRouter } from './routes';

/** The console's routes over one query cache, made afresh for each signed-in stretch. */
function Console() {
  // What one session loaded is never shown after a sign-out (or a session that ended).
  const [queryClient] = useState(createConsoleQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConsoleRouter />
    </QueryClientProvider>
  );
}

function SessionGate() {
  const { state } = useSession();
  if (state.kind === 'admin') return <Console />;
  if (state.kind === 'no-access') return <NoAccessPage user={state.user} />;
  return <SignInPage notice={state.notice} />;
}

function MissingBootstrap() {
  const { t } = useTranslation();
  return (
    <Container size="2" p="5">
      <main>
        <h1>{t('title')}</h1>
        <Callout.Root color="red" role="alert">
          <Callout.Text>{t('errors.bootstrap')}</Callout.Text>
        </Callout.Root>
      </main>
    </Container>
  );
}

function DocumentLanguage() {
  const { i18n: instance } = useTranslation();
  useEffect(() => {
    const update = (language: string) => {
      document.documentElement.lang = language === 'en' ? 'en' : 'fr';
    };
    instance.on('languageChanged', update);
    return () => instance.off('languageChanged', update);
  }, [instance]);
  return null;
}

export function App({ bootstrap, i18n }: { bootstrap: AdminBootstrap | null; i18n: i18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Theme accentColor="grass" grayColor="olive">
        <DocumentLanguage />
        {bootstrap ? (
          <IntroductionSettingsContext.Provider value={bootstrap.introductions}>
            <SessionProvider initialUser={bootstrap.user} firebase={bootstrap.firebase}>
              <SessionGate />
            </SessionProvider>
          </IntroductionSettingsContext.Provider>
        ) : (
          <MissingBootstrap />
        )}
      </Theme>
    </I18nextProvider>
  );
}
