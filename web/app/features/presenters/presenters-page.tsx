/** /presenters: presenter cards, sorted, filtered by category and paged from the URL. */
import { useTranslation } from 'react-i18next';
import { ListingPage } from '../../components/listing/listing-page';
import { ListingResults } from '../../components/listing/listing-results';
import type { PresentersData } from './types';
import '../../styles/people.css';

export function PresentersPage({ data }: { data: PresentersData }) {
  const { t } = useTranslation('people');
  const { t: tCommon } = useTranslation();
  return (
    <ListingPage className="page people-scope people-page" title={tCommon('pages.presenters')} intro={t('list.intro')}>
      <ListingResults
        listing={data.listing}

        id="presenters"
        countText={(count) => t('list.results', { count })}
        unavailableText={t('list.unavailable')}
        unavailableClassName="listing-unavailable"
      />
    </ListingPage>
  );
}
