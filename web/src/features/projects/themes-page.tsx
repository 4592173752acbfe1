/** /projects/themes: every theme as a card. */
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RouteErrorPage } from '../../components/error-page';
import type { ThemesData } from './project-types';
import { IndexFrame, StreamedCards } from './project-parts';

export function Component() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pages');
  const data = useLoaderData() as ThemesData;
  return (
    <IndexFrame
      className="page themes-page"
      title={t('pages.themes')}
      intro={tp('projects.themesIntro')}
      link={{ to: '/projects', text: tp('projects.allProjects') }}
    >
      <StreamedCards
        value={data.themes}
        slotKey="themes"
        empty={tp('projects.noThemesAtAll')}
        headingLevel="h2"
        testId="theme-cards"
      />
    </IndexFrame>
  );
}

export const ErrorBoundary = RouteErrorPage;
