/** /projects/themes: every theme as a card. */
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Heading, Text } from '@radix-ui/themes';
import { PageTitle } from '../../components/page-title';
import { RouteErrorPage } from '../../components/error-page';
import type { ThemesData } from './project-types';
import { StreamedCards } from './project-parts';

export function Component() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pages');
  const data = useLoaderData() as ThemesData;
  return (
    <article className="page themes-page">
      <PageTitle title={t('pages.themes')} />
      <Heading as="h1" size="8" mb="2">
        {t('pages.themes')}
      </Heading>
      <Text as="p" size="4" color="gray" mb="2">
        {tp('projects.themesIntro')}
      </Text>
      <Text as="p" mb="5">
        <Link to="/projects">{tp('projects.allProjects')}</Link>
      </Text>
      <StreamedCards
        value={data.themes}
        slotKey="themes"
        empty={tp('projects.noThemesAtAll')}
        headingLevel="h2"
        testId="theme-cards"
      />
    </article>
  );
}

export const ErrorBoundary = RouteErrorPage;
