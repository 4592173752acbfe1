/** Home page: banner first (in the shell), then sections whose data streams in. */
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import { localize } from '../../../../shared/lib/localize';
import { PageTitle } from '../../components/page-title';
import { RouteErrorPage } from '../../components/error-page';
import { Deferred } from '../../lib/deferred';
import { useRootData } from '../../lib/use-root-data';
import type { CollectionCard, HomeData } from '../../lib/loader-types';

function CollectionsGrid({ collections }: { collections: CollectionCard[] | null }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  if (!collections || collections.length === 0) return <Text as="p">{t('home.noCollections')}</Text>;
  return (
    <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="4" data-testid="latest-collections">
      {collections.map((collection) => (
        <Card key={collection.id} asChild>
          <Link to={`/collections/${collection.id}`} className="card-link">
            {collection.image && (
              <img src={collection.image} alt="" width={515} height={286} loading="lazy" className="card-image" />
            )}
            <Heading as="h3" size="4" className="clamp-2">
              {localize(collection.title, locale)}
            </Heading>
            <Text as="p" size="2" color="gray">
              {t('home.videoCount', { count: collection.videoCount })}
            </Text>
          </Link>
        </Card>
      ))}
    </Grid>
  );
}

export function Component() {
  const { t } = useTranslation();
  const data = useLoaderData() as HomeData;
  return (
    <>
      <PageTitle />
      <section className="banner" aria-labelledby="banner-title">
        <Heading as="h1" size="9" id="banner-title">
          {t('home.bannerTitle')}
        </Heading>
        <Text as="p" size="5">
          {t('home.bannerText')}
        </Text>
        <Flex mt="4">
          <Button asChild size="3">
            <Link to="/video-presentations">{t('home.browse')}</Link>
          </Button>
        </Flex>
      </section>
      <section className="page-section" aria-labelledby="latest-collections-title">
        <Heading as="h2" size="6" id="latest-collections-title" mb="4">
          {t('home.latestCollections')}
        </Heading>
        <Deferred
          value={data.latestCollections}
          slot="home:latestCollections"
          fallback={
            <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="4">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} height="220px" />
              ))}
            </Grid>
          }
        >
          {(collections) => <CollectionsGrid collections={collections} />}
        </Deferred>
      </section>
    </>
  );
}

export const ErrorBoundary = RouteErrorPage;
