/**
 * A listing of presentation cards with its sort and filter controls, a live result count, the
 * spec's empty-state text and the pager.
 */
import { useTranslation } from 'react-i18next';
import { Skeleton, Text } from '@radix-ui/themes';
import { CardGrid } from '../../components/content-card';
import { ListingControls } from '../../components/listing/listing-controls';
import { Pager } from '../../components/listing/pager';
import type { ListingData } from '../../lib/view-models';

export function ListingResults({ listing, id }: { listing: ListingData | null; id: string }) {
  const { t } = useTranslation('presentations');
  const { t: tContent } = useTranslation('content');
  if (!listing) {
    return (
      <Text as="p" color="gray" className="presentations-unavailable">
        {t('list.unavailable')}
      </Text>
    );
  }
  return (
    <div className="presentation-listing" data-testid={id}>
      <ListingControls listing={listing} id={id} />
      <Text as="p" size="2" color="gray" role="status" className="listing-count">
        {t('list.count', { count: listing.total })}
      </Text>
      {listing.items.length === 0 ? (
        <Text as="p" size="3" className="listing-empty">
          {tContent('empty.noResults')}
        </Text>
      ) : (
        <CardGrid cards={listing.items} headingLevel="h2" />
      )}
      <Pager listing={listing} />
    </div>
  );
}

/** Keeps the room of a listing while it streams in. */
export function ListingSkeleton({ count = 8, controls = true }: { count?: number; controls?: boolean }) {
  return (
    <div aria-hidden="true">
      {controls && <Skeleton height="40px" width="min(100%, 640px)" mb="5" />}
      <ul className="card-grid">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Skeleton height="300px" />
          </li>
        ))}
      </ul>
    </div>
  );
}
