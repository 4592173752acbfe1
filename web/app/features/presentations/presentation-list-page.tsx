/** /video-presentations: every presentation as cards, sorted, filtered and paged from the URL. */
import { useTranslation } from 'react-i18next';
import { HeaderBanner } from '../../components/header-banner';
import { ListingResults } from '../../components/listing/listing-results';
import type { PresentationListData } from './types';
import { TakeAway } from '../../components/take-away';

export function PresentationListPage({ data }: { data: PresentationListData }) {
  const { t } = useTranslation('presentations');
  return (
    <div className="presentations-scope">
      <HeaderBanner title={t('list.title')} subtitle={t('list.subtitle')} />
      <ListingResults
        listing={data.listing}
        id="presentations"
        className="presentation-listing"
        countText={(count) => t('list.count', { count })}
        unavailableText={t('list.unavailable')}
        unavailableClassName="presentations-unavailable"
      />
      {data.takeAway && <TakeAway view={data.takeAway} />}
    </div>
  );
}
