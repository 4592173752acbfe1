/** /projects: every project as a card, and the way to browse them by theme. */
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RouteErrorPage } from '../../components/error-page';
import type { ProjectsData } from './project-types';
import { IndexFrame, StreamedCards } from './project-parts';

export function Component() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pages');
  const data = useLoaderData() as ProjectsData;
  return (
    <IndexFrame
      className="page projects-page"
      title={t('pages.projects')}
      intro={tp('projects.intro')}
      link={{ to: '/projects/themes', text: tp('projects.byTheme') }}
    >
      <StreamedCards
        value={data.projects}
        slotKey="projects"
        empty={tp('projects.none')}
        headingLevel="h2"
        testId="project-cards"
      />
    </IndexFrame>
  );
}

export const ErrorBoundary = RouteErrorPage;
