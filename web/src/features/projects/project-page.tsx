/** /projects/:id: the project, its sub-projects and the themes it belongs to. */
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { RouteErrorPage } from '../../components/error-page';
import { HeaderBanner } from '../../components/header-banner';
import type { ProjectData } from './project-types';
import { PageSection, Paragraphs, StreamedCards } from './project-parts';

export function Component() {
  const { t } = useTranslation('pages');
  const { project, subProjects, themes } = useLoaderData() as ProjectData;
  return (
    <article className="page project-page">
      <PageTitle title={project.title} />
      <HeaderBanner title={project.title} subtitle={project.summary} image={project.image} />
      <Paragraphs text={project.description} />
      <PageSection id="sub-projects" title={t('projects.subProjects')}>
        <StreamedCards
          value={subProjects}
          slotKey="subProjects"
          empty={t('projects.noSubProjects')}
          testId="sub-project-cards"
        />
      </PageSection>
      <PageSection id="themes" title={t('projects.themes')}>
        <StreamedCards value={themes} slotKey="themes" empty={t('projects.noThemes')} testId="theme-cards" />
      </PageSection>
    </article>
  );
}

export const ErrorBoundary = RouteErrorPage;
