/** /projects/:id: the project, its sub-projects and the themes it belongs to. */
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RouteErrorPage } from '../../components/error-page';
import type { ProjectData } from './project-types';
import { ItemFrame } from './item-frame';
import { PageSection, StreamedCards } from './project-parts';

export function Component() {
  const { t } = useTranslation('pages');
  const { project, subProjects, themes } = useLoaderData() as ProjectData;
  return (
    <ItemFrame className="page project-page" item={project}>
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
    </ItemFrame>
  );
}

export const ErrorBoundary = RouteErrorPage;
