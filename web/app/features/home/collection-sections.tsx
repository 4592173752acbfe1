/** Latest collections (cards with images) and browse by collection (every collection, A-Z). */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, Heading, Text } from '@radix-ui/themes';
import type { CollectionCard, HomeData } from '../../lib/loader-types';
import { ResponsiveImage } from '../../components/responsive-image';
import { OptionalHomeSection } from './home-section';
import '../../styles/pages.css';
import '../../styles/home.css';

function LatestCollections({ collections }: { collections: CollectionCard[] }) {
  const { t } = useTranslation();
  if (collections.length === 0) return <Text as="p">{t('home.noCollections')}</Text>;
  return (
    <ul className="pages-grid" data-testid="latest-collections">
      {collections.map((collection, index) => (
        <li key={collection.id}>
          <Card asChild className="content-card">
            <article>
              <Link to={`/collections/${collection.id}`} className="card-link">
                {collection.image && (
                  // The first section under the banner: its first image is the page's LCP.
                  <ResponsiveImage src={collection.image} slot="card" priority={index === 0} className="card-image" />
                )}
                <Heading as="h3" size="4" className="clamp-2">
                  {collection.title}
                </Heading>
              </Link>
              <Text as="p" size="2" color="gray" mt="1">
                {t('home.videoCount', { count: collection.videoCount })}
              </Text>
            </article>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function LatestCollectionsSection({ data }: { data: HomeData }) {
  const { t } = useTranslation();
  return (
    <OptionalHomeSection id="latest-collections" title={t('home.latestCollections')} value={data.latestCollections}>
      {(collections) => <LatestCollections collections={collections} />}
    </OptionalHomeSection>
  );
}

function CollectionLinks({ collections }: { collections: CollectionCard[] }) {
  const { t } = useTranslation();
  if (collections.length === 0) return <Text as="p">{t('home.noCollections')}</Text>;
  return (
    <ul className="home-chips" data-testid="collection-links">
      {collections.map((collection) => (
        <li key={collection.id}>
          <Link to={`/collections/${collection.id}`} className="home-chip">
            <span className="home-chip-title">{collection.title}</span>
            <span className="home-chip-meta">{t('home.videoCount', { count: collection.videoCount })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function BrowseCollectionsSection({ data }: { data: HomeData }) {
  const { t } = useTranslation('pages');
  return (
    <OptionalHomeSection
      id="browse-collections"
      title={t('home.browseCollections')}
      intro={t('home.browseCollectionsIntro')}
      value={data.collections}
    >
      {(collections) => <CollectionLinks collections={collections} />}
    </OptionalHomeSection>
  );
}
