/** /projects/themes/:id: a theme and the projects that work on it. */
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RouteErrorPage } from '../../components/error-page';
import type { ThemeData } from './project-types';
import { ItemFrame } from './item-frame';
import { PageSection, StreamedCards } from './project-parts';

export function Component() {
  const { t } = useTranslation('pages');
  const { theme, projects } = useLoaderData() as ThemeData;
  return (
    <ItemFrame className="page theme-page" item={theme}>
      <PageSection id="theme-projects" title={t('projects.themeProjects')}>
        <StreamedCards
          value={projects}
          slotKey="projects"
          empty={t('projects.noThemeProjects')}
          testId="project-cards"
        />
      </PageSection>
    </ItemFrame>
  );
}

export const ErrorBoundary = RouteErrorPage;
