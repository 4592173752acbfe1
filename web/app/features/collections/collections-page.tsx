/**
 * /collections: every collection as a card with its number of videos, as a listing: A to Z unless
 * the visitor sorts otherwise (decision 0017), 20 to a page, the same controls as other listings.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, Heading, Text } from '@radix-ui/themes';
import { HeaderBanner } from '../../components/header-banner';
import { ResponsiveImage } from '../../components/responsive-image';
import { EnglishOnlyNote } from '../../components/english-only-note';
import { ListingControls } from '../../components/listing/listing-controls';
import { Pager } from '../../components/listing/pager';
import type { ListingData } from '../../lib/view-models';
import type { CollectionSummary, CollectionsPageData } from './types';
import '../../styles/presentations.css';

function CollectionListing({ listing }: { listing: ListingData<CollectionSummary> | null }) {
  const { t } = useTranslation('presentations');
  // A failed load reads like an empty one: the spec's message, nothing alarming.
  if (!listing || listing.total === 0) {
    return (
      <>
        <Text as="p" size="3" className="listing-empty" data-testid="collections-empty">
          {t('collections.empty')}
        </Text>
        {listing && <EnglishOnlyNote count={listing.englishOnly} />}
      </>
    );
  }
  return (
    <div data-testid="collections-listing">
      <ListingControls listing={listing} id="collections" />
      <Text as="p" size="2" color="gray" role="status" className="listing-count">
        {t('collections.count', { count: listing.total })}
      </Text>
      <EnglishOnlyNote count={listing.englishOnly} />
      <CollectionGrid collections={listing.items} />
      <Pager listing={listing} />
    </div>
  );
}

function CollectionGrid({ collections }: { collections: CollectionSummary[] }) {
  const { t } = useTranslation('presentations');
  return (
    <ul className="card-grid" data-testid="collections-grid">
      {collections.map((collection, index) => (
        <li key={collection.id}>
          <Card asChild className="content-card collection-card">
            <article>
              <Link to={`/collections/${collection.id}`} className="card-link">
                {collection.image ? (
                  <ResponsiveImage src={collection.image} slot="card" priority={index === 0} className="card-image" />
                ) : (
                  <span className="card-image collection-placeholder" aria-hidden="true" />
                )}
                <Heading as="h2" size="4" className="clamp-2 card-title">
                  {collection.title}
                </Heading>
              </Link>
              <Text as="p" size="2" weight="medium" color="grass" mt="1" className="video-count">
                {t('collections.videoCount', { count: collection.videoCount })}
              </Text>
              {collection.description && (
                <Text as="p" size="2" mt="1" className="clamp-6">
                  {collection.description}
                </Text>
              )}
            </article>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function CollectionsPage({ data }: { data: CollectionsPageData }) {
  const { t } = useTranslation('presentations');
  return (
    <div className="presentations-scope">
      <HeaderBanner title={t('collections.title')} subtitle={t('collections.subtitle')} />
      <CollectionListing listing={data.listing} />
    </div>
  );
}
