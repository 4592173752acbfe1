/** /projects/:id: the project, its sub-projects and the themes it belongs to. */
import { useTranslation } from 'react-i18next';
import type { ProjectData } from './project-types';
import { ItemFrame } from './item-frame';
import { PageSection, CardList, CardListing } from './project-parts';

export function ProjectPage({ data }: { data: ProjectData }) {
  const { t } = useTranslation('pages');
  const { project, subProjects, themes } = data;
  return (
    <ItemFrame className="page project-page" item={project}>
      <PageSection id="sub-projects" title={t('projects.subProjects')}>
        <CardListing
          value={subProjects}
          id="sub-projects"
          empty={t('projects.noSubProjects')}
          countText={(count) => t('projects.subProjectCount', { count })}
          testId="sub-project-cards"
        />
      </PageSection>
      <PageSection id="themes" title={t('projects.themes')}>
        <CardList value={themes} empty={t('projects.noThemes')} testId="theme-cards" />
      </PageSection>
    </ItemFrame>
  );
}
