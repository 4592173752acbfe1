/** /projects/themes/:id: a theme and the projects that work on it. */
import { useTranslation } from 'react-i18next';
import type { ThemeData } from './project-types';
import { ItemFrame } from './item-frame';
import { PageSection, CardListing } from './project-parts';

export function ThemePage({ data }: { data: ThemeData }) {
  const { t } = useTranslation('pages');
  const { theme, projects } = data;
  return (
    <ItemFrame className="page theme-page" item={theme}>
      <PageSection id="theme-projects" title={t('projects.themeProjects')}>
        <CardListing
          value={projects}
          id="theme-projects"
          empty={t('projects.noThemeProjects')}
          countText={(count) => t('projects.projectCount', { count })}
          testId="project-cards"
        />
      </PageSection>
    </ItemFrame>
  );
}
