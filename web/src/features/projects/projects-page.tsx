/** /projects: every project as a card, and the way to browse them by theme. */
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Heading, Text } from '@radix-ui/themes';
import { PageTitle } from '../../components/page-title';
import { RouteErrorPage } from '../../components/error-page';
import type { ProjectsData } from './project-types';
import { StreamedCards } from './project-parts';

export function Component() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pages');
  const data = useLoaderData() as ProjectsData;
  return (
    <article className="page projects-page">
      <PageTitle title={t('pages.projects')} />
      <Heading as="h1" size="8" mb="2">
        {t('pages.projects')}
      </Heading>
      <Text as="p" size="4" color="gray" mb="2">
        {tp('projects.intro')}
      </Text>
      <Text as="p" mb="5">
        <Link to="/projects/themes">{tp('projects.byTheme')}</Link>
      </Text>
      <StreamedCards
        value={data.projects}
        slotKey="projects"
        empty={tp('projects.none')}
        headingLevel="h2"
        testId="project-cards"
      />
    </article>
  );
}

export const ErrorBoundary = RouteErrorPage;
