/** The error page (spec §2, §8): 404 Not Found for status 404, otherwise An error occurred. */
import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Heading, Text, Link as ThemeLink, Flex } from '@radix-ui/themes';
import { Breadcrumbs } from './breadcrumbs';
import { isEnglishOnly, useCombinedHref } from '../lib/english-only';
import { mainLinks } from '../lib/navigation-links';
import { useRootData } from '../lib/use-root-data';

/**
 * What a 404 offers besides the home page (issue #31): a search of the site (a plain GET form, no
 * script needed) and the main sections.
 */
function NotFoundHelp() {
  const { t } = useTranslation();
  const { locale } = useRootData();
  return (
    <>
      <Text as="p" size="4">
        {t('error.notFoundHelp')}
      </Text>
      <form method="get" action="/search" role="search" className="not-found-search">
        <label>
          {t('error.searchLabel')} <input type="search" name="q" maxLength={200} />
        </label>{' '}
        <button type="submit">{t('error.searchSubmit')}</button>
      </form>
      <nav aria-label={t('error.sectionsLabel')} data-testid="not-found-sections">
        <ul>
          {mainLinks(locale)
            .filter((link) => link.to !== '/search')
            .map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </>
  );
}

function ErrorContent({ standalone }: { standalone: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const englishOnly = isEnglishOnly(error);
  const combinedHref = useCombinedHref();
  const title = englishOnly ? t('error.englishOnlyTitle') : notFound ? t('error.notFoundTitle') : t('error.errorTitle');
  const body = (
    <Flex direction="column" gap="3" align="start" className="error-page" data-status={status}>
      {/* Inside the layout, the trail is Home and the error (the layout's own steps aside). */}
      {!standalone && <Breadcrumbs errorTitle={title} />}
      <Heading as="h1" size="8">
        {englishOnly ? title : notFound ? t('error.notFound') : t('error.errorTitle')}
      </Heading>
      <Text as="p" size="4">
        {englishOnly ? t('error.englishOnlyText') : notFound ? t('error.notFoundText') : t('error.errorText')}
      </Text>
      {notFound && !englishOnly && <NotFoundHelp />}
      {englishOnly && (
        <Text as="p" size="4">
          {/* A whole new document: the language changes. */}
          <a href={combinedHref} data-testid="read-combined">
            {t('error.englishOnlyLink')}
          </a>
        </Text>
      )}
      <ThemeLink href="/" size="4">
        {t('error.homeLink')}
      </ThemeLink>
    </Flex>
  );
  return standalone ? (
    <main id="main" className="error-standalone">
      {body}
    </main>
  ) : (
    body
  );
}

/** Shown if the error page itself fails: no router, no translations needed. */
function ErrorFallback() {
  return (
    <main id="main" className="error-standalone">
      <h1>An error occurred / Une erreur s&apos;est produite</h1>
      <p>
        <a href="/">Home / Accueil</a>
      </p>
    </main>
  );
}

class FallbackBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}

/** `standalone` renders its own <main> (when the layout itself is gone). */
export function ErrorPage({ standalone = false }: { standalone?: boolean }) {
  return (
    <FallbackBoundary>
      <ErrorContent standalone={standalone} />
    </FallbackBoundary>
  );
}

/** Error boundary element for page routes: the error shows inside the layout. */
export function RouteErrorPage() {
  return <ErrorPage />;
}
