/** The advisory council on the home page, after the patrons and collaborators (spec §1). */
import { useTranslation } from 'react-i18next';
import type { HomeData } from '../../lib/loader-types';
import { CouncilList } from '../council/council-list';
import { isEmpty, OptionalHomeSection } from './home-section';
import '../../styles/home.css';
import '../../styles/council.css';

export function CouncilSection({ data }: { data: HomeData }) {
  const { t } = useTranslation('pages');
  return (
    <OptionalHomeSection
      id="advisory-council"
      title={t('council.title')}
      intro={t('council.intro')}
      // None to show (or none loaded) is no section either.
      value={data.council}
      hideWhen={isEmpty}
    >
      {(members) => <CouncilList members={members} />}
    </OptionalHomeSection>
  );
}
