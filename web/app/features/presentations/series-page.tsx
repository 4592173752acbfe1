/**
 * /video-presentations/series/:id: a series' title and description, then its talks as a listing:
 * in series order (oldest first) unless the visitor sorts them otherwise, 20 to a page.
 */
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import { GroupPage } from '../../components/listing/group-page';
import { ListingResults } from '../../components/listing/listing-results';
import type { SeriesPageData } from './types';
import { TakeAway } from '../../components/take-away';

export function SeriesPage({ data }: { data: SeriesPageData }) {
  const { t } = useTranslation('presentations');
  return (
    <GroupPage
      group={data.series}
      kicker={t('series.kicker')}
      sectionId="series-presentations"
      sectionTitle={t('series.presentations')}
    >
      <ListingResults
        listing={data.listing}
        id="series"
        testId="series-listing"
        headingLevel="h3"
        countText={(count) => t('list.count', { count })}
        // The banner image above is the LCP, unless there is none.
        leadsPage={!data.series.image}
        unavailableText={t('list.unavailable')}
        empty={<Text as="p">{t('series.empty')}</Text>}
      />
      {data.takeAway && <TakeAway view={data.takeAway} />}
    </GroupPage>
  );
}
