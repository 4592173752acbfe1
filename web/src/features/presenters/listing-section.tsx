/**
 * A streamed listing of cards (presenters, articles): sort and filter controls, a live result
 * count, the spec's empty-state text, the cards and the pager. Null data (content service
 * unavailable) shows a short message instead.
 */
import { useTranslation } from 'react-i18next';
import { Skeleton, Text } from '@radix-ui/themes';
import { CardGrid } from '../../components/content-card';
import { ListingControls } from '../../components/listing/listing-controls';
import { Pager } from '../../components/listing/pager';
import { Deferred } from '../../lib/deferred';
import type { MaybeDeferred } from '../../lib/loader-types';
import type { ListingData } from '../../lib/view-models';

interface ListingSectionProps {
  listing: MaybeDeferred<ListingData | null>;
  slot: string;
  /** Prefix of the controls' element ids and the listing's test id. */
  id: string;
  /** The result count, e.g. "12 presenters". */
  countText: (count: number) => string;
  unavailableText: string;
}

export function ListingSection({ listing, slot, id, countText, unavailableText }: ListingSectionProps) {
  return (
    <Deferred value={listing} slot={slot} fallback={<ListingSkeleton />}>
      {(data) => <ListingResults listing={data} id={id} countText={countText} unavailableText={unavailableText} />}
    </Deferred>
  );
}

function ListingResults({
  listing,
  id,
  countText,
  unavailableText,
}: Omit<ListingSectionProps, 'listing' | 'slot'> & { listing: ListingData | null }) {
  const { t } = useTranslation('content');
  if (!listing) {
    return (
      <Text as="p" color="gray" className="listing-unavailable">
        {unavailableText}
      </Text>
    );
  }
  return (
    <div data-testid={id}>
      <ListingControls listing={listing} id={id} />
      <Text as="p" size="2" color="gray" role="status" className="listing-count">
        {countText(listing.total)}
      </Text>
      {listing.items.length === 0 ? (
        <Text as="p" size="3" className="listing-empty">
          {t('empty.noResults')}
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
      {controls && <Skeleton height="60px" width="min(100%, 560px)" mb="5" />}
      <ul className="card-grid">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Skeleton height="320px" />
          </li>
        ))}
      </ul>
    </div>
  );
}
