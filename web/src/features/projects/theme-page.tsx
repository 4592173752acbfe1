/** /projects/themes/:id: a theme and the projects that work on it. */
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { RouteErrorPage } from '../../components/error-page';
import { HeaderBanner } from '../../components/header-banner';
import type { ThemeData } from './project-types';
import { PageSection, Paragraphs, StreamedCards } from './project-parts';

export function Component() {
  const { t } = useTranslation('pages');
  const { theme, projects } = useLoaderData() as ThemeData;
  return (
    <article className="page theme-page">
      <PageTitle title={theme.title} />
      <HeaderBanner title={theme.title} subtitle={theme.summary} image={theme.image} />
      <Paragraphs text={theme.description} />
      <PageSection id="theme-projects" title={t('projects.themeProjects')}>
        <StreamedCards
          value={projects}
          slotKey="projects"
          empty={t('projects.noThemeProjects')}
          testId="project-cards"
        />
      </PageSection>
    </article>
  );
}

export const ErrorBoundary = RouteErrorPage;
