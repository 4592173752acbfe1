/** /collections/:id: a collection's title and description, then its presentations as a listing. */
import { useTranslation } from 'react-i18next';
import { GroupPage } from '../../components/listing/group-page';
import { ListingResults } from '../../components/listing/listing-results';
import type { CollectionPageData } from './types';
import { TakeAway } from '../../components/take-away';

export function CollectionPage({ data }: { data: CollectionPageData }) {
  const { t } = useTranslation('presentations');
  return (
    <GroupPage
      group={data.collection}
      kicker={t('collections.kicker')}
      sectionId="collection-presentations"
      sectionTitle={t('collections.presentations')}
    >
      <ListingResults
        listing={data.listing}
        id="collection"
        testId="collection-listing"
        headingLevel="h3"
        countText={(count) => t('list.count', { count })}
        // The banner image above is the LCP, unless there is none.
        leadsPage={!data.collection.image}
        unavailableText={t('list.unavailable')}
      />
      {data.takeAway && <TakeAway view={data.takeAway} />}
    </GroupPage>
  );
}
