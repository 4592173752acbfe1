/** /projects: every project as a card, and the way to browse them by theme. */
import { useTranslation } from 'react-i18next';
import type { ProjectsData } from './project-types';
import { IndexFrame, CardListing } from './project-parts';

export function ProjectsPage({ data }: { data: ProjectsData }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pages');
  return (
    <IndexFrame
      className="page projects-page"
      title={t('pages.projects')}
      intro={tp('projects.intro')}
      link={{ to: '/projects/themes', text: tp('projects.byTheme') }}
    >
      <CardListing
        leadsPage
        value={data.projects}
        id="projects"
        empty={tp('projects.none')}
        countText={(count) => tp('projects.projectCount', { count })}
        headingLevel="h2"
        testId="project-cards"
      />
    </IndexFrame>
  );
}
