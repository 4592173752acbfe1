/** /collections: every collection as a card with its number of videos. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, Heading, Skeleton, Text } from '@radix-ui/themes';
import { HeaderBanner } from '../../components/header-banner';
import { Deferred } from '../../lib/deferred';
import type { CollectionSummary, CollectionsPageData } from './types';

function CollectionGrid({ collections }: { collections: CollectionSummary[] | null }) {
  const { t } = useTranslation('presentations');
  // A failed load reads like an empty one: the spec's message, nothing alarming.
  if (!collections || collections.length === 0) {
    return (
      <Text as="p" size="3" className="listing-empty" data-testid="collections-empty">
        {t('collections.empty')}
      </Text>
    );
  }
  return (
    <ul className="card-grid" data-testid="collections-grid">
      {collections.map((collection) => (
        <li key={collection.id}>
          <Card asChild className="content-card collection-card">
            <article>
              <Link to={`/collections/${collection.id}`} className="card-link">
                {collection.image ? (
                  <img
                    src={collection.image}
                    alt=""
                    width={515}
                    height={286}
                    loading="lazy"
                    decoding="async"
                    className="card-image"
                  />
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
      <Deferred
        value={data.collections}

        fallback={
          <ul className="card-grid" aria-hidden="true">
            {[0, 1, 2, 3].map((index) => (
              <li key={index}>
                <Skeleton height="280px" />
              </li>
            ))}
          </ul>
        }
      >
        {(collections) => <CollectionGrid collections={collections} />}
      </Deferred>
    </div>
  );
}
