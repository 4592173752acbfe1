/** /projects/:id/:subproject: a sub-project (by its slug within the project) and its siblings. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import { HeaderBanner } from '../../components/header-banner';
import type { SubProjectData } from './project-types';
import { PageSection, Paragraphs, CardList } from './project-parts';

export function SubProjectPage({ data }: { data: SubProjectData }) {
  const { t } = useTranslation('pages');
  const { project, subProject, siblings } = data;
  return (
    <article className="page sub-project-page">
      <HeaderBanner title={subProject.title} subtitle={subProject.summary} image={subProject.image} />
      <Text as="p" mb="4" data-testid="parent-project">
        {t('projects.partOf')}: <Link to={`/projects/${project.id}`}>{project.title}</Link>
      </Text>
      {subProject.description !== subProject.summary && <Paragraphs text={subProject.description} />}
      <PageSection id="siblings" title={t('projects.siblings')}>
        <CardList value={siblings} empty={t('projects.noSubProjects')} testId="sibling-cards" />
      </PageSection>
    </article>
  );
}
