/** /projects/themes: every theme as a card. */
import { useTranslation } from 'react-i18next';
import type { ThemesData } from './project-types';
import { IndexFrame, CardListing } from './project-parts';

export function ThemesPage({ data }: { data: ThemesData }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pages');
  return (
    <IndexFrame
      className="page themes-page"
      title={t('pages.themes')}
      intro={tp('projects.themesIntro')}
      link={{ to: '/projects', text: tp('projects.allProjects') }}
    >
      <CardListing
        leadsPage
        value={data.themes}
        id="themes"
        empty={tp('projects.noThemesAtAll')}
        countText={(count) => tp('projects.themeCount', { count })}
        headingLevel="h2"
        testId="theme-cards"
      />
    </IndexFrame>
  );
}
