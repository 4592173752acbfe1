/** /collections/:id: a collection's title and description, then its presentations as a listing. */
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RouteErrorPage } from '../../components/error-page';
import { GroupPage } from '../../components/listing/group-page';
import { ListingSection, ListingSkeleton } from '../../components/listing/listing-results';
import type { CollectionPageData } from './types';
import { useSlot } from '../../lib/use-slot';

export function Component() {
  const { t } = useTranslation('presentations');
  const data = useLoaderData() as CollectionPageData;
  const slot = useSlot('listing');
  return (
    <GroupPage
      group={data.collection}
      kicker={t('collections.kicker')}
      sectionId="collection-presentations"
      sectionTitle={t('collections.presentations')}
    >
      <ListingSection
        listing={data.listing}
        slot={slot}
        fallback={<ListingSkeleton count={4} controls={false} size="presentations" />}
        id="collection"
        testId="collection-listing"
        headingLevel="h3"
        countText={(count) => t('list.count', { count })}
        unavailableText={t('list.unavailable')}
      />
    </GroupPage>
  );
}

export const ErrorBoundary = RouteErrorPage;
