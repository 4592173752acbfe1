/** /collections/:id: a collection's title and description, then its presentations as a listing. */
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Heading, Skeleton, Text } from '@radix-ui/themes';
import { uiLanguage } from '../../../../shared/i18n/create-i18n';
import { CardGrid } from '../../components/content-card';
import { ListingControls } from '../../components/listing/listing-controls';
import { Pager } from '../../components/listing/pager';
import { PageTitle } from '../../components/page-title';
import { RouteErrorPage } from '../../components/error-page';
import { Deferred } from '../../lib/deferred';
import { useRootData } from '../../lib/use-root-data';
import type { ListingData } from '../../lib/view-models';
import type { CollectionPageData } from './types';
import { useSlot } from '../../lib/use-slot';

function CollectionListing({ listing }: { listing: ListingData | null }) {
  const { t } = useTranslation('presentations');
  const { t: tContent } = useTranslation('content');
  if (!listing)
    return (
      <Text as="p" color="gray">
        {t('list.unavailable')}
      </Text>
    );
  return (
    <div data-testid="collection-listing">
      <ListingControls listing={listing} id="collection" />
      <Text as="p" size="2" color="gray" role="status" className="listing-count">
        {t('list.count', { count: listing.total })}
      </Text>
      {listing.items.length === 0 ? (
        <Text as="p" size="3" className="listing-empty">
          {tContent('empty.noResults')}
        </Text>
      ) : (
        <CardGrid cards={listing.items} headingLevel="h3" />
      )}
      <Pager listing={listing} />
    </div>
  );
}

export function Component() {
  const { t } = useTranslation('presentations');
  const { locale } = useRootData();
  const data = useLoaderData() as CollectionPageData;
  const slot = useSlot('listing');
  const { collection } = data;
  const page = uiLanguage(locale);
  return (
    <div className="presentations-scope">
      <PageTitle title={collection.title.text} />
      <header className="header-banner series-banner">
        {collection.image && <img src={collection.image} alt="" width={515} height={286} className="banner-image" />}
        <div>
          <Text as="p" size="2" weight="medium" color="grass" className="series-kicker">
            {t('collections.kicker')}
          </Text>
          <Heading as="h1" size="8" lang={collection.title.lang !== page ? collection.title.lang : undefined}>
            {collection.title.text}
          </Heading>
          {collection.description && (
            <Text
              as="p"
              size="4"
              color="gray"
              mt="2"
              lang={collection.description.lang !== page ? collection.description.lang : undefined}
            >
              {collection.description.text}
            </Text>
          )}
        </div>
      </header>
      <section className="page-section" aria-labelledby="collection-presentations-title">
        <Heading as="h2" size="6" id="collection-presentations-title" mb="2">
          {t('collections.presentations')}
        </Heading>
        <Deferred
          value={data.listing}
          slot={slot}
          fallback={
            <ul className="card-grid" aria-hidden="true">
              {[0, 1, 2, 3].map((index) => (
                <li key={index}>
                  <Skeleton height="300px" />
                </li>
              ))}
            </ul>
          }
        >
          {(listing) => <CollectionListing listing={listing} />}
        </Deferred>
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorPage;
