/** /video-presentations/series/:id: a series' title and description, then its talks in order. */
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Heading, Text } from '@radix-ui/themes';
import { uiLanguage } from '../../../../shared/i18n/create-i18n';
import { CardGrid } from '../../components/content-card';
import { PageTitle } from '../../components/page-title';
import { RouteErrorPage } from '../../components/error-page';
import { Deferred } from '../../lib/deferred';
import { useRootData } from '../../lib/use-root-data';
import type { CardData } from '../../lib/view-models';
import { ListingSkeleton } from './listing-results';
import type { SeriesPageData } from './types';
import { useSlot } from '../../lib/use-slot';

function SeriesPresentations({ cards }: { cards: CardData[] | null }) {
  const { t } = useTranslation('presentations');
  if (!cards)
    return (
      <Text as="p" color="gray">
        {t('list.unavailable')}
      </Text>
    );
  if (cards.length === 0) return <Text as="p">{t('series.empty')}</Text>;
  return (
    <>
      <Text as="p" size="2" color="gray" mb="3" className="listing-count">
        {t('list.count', { count: cards.length })}
      </Text>
      <CardGrid cards={cards} headingLevel="h3" />
    </>
  );
}

export function Component() {
  const { t } = useTranslation('presentations');
  const { locale } = useRootData();
  const data = useLoaderData() as SeriesPageData;
  const slot = useSlot('presentations');
  const { series } = data;
  const page = uiLanguage(locale);
  return (
    <div className="presentations-scope">
      <PageTitle title={series.title.text} />
      <header className="header-banner series-banner">
        {series.image && <img src={series.image} alt="" width={515} height={286} className="banner-image" />}
        <div>
          <Text as="p" size="2" weight="medium" color="grass" className="series-kicker">
            {t('series.kicker')}
          </Text>
          <Heading as="h1" size="8" lang={series.title.lang !== page ? series.title.lang : undefined}>
            {series.title.text}
          </Heading>
          {series.description && (
            <Text
              as="p"
              size="4"
              color="gray"
              mt="2"
              lang={series.description.lang !== page ? series.description.lang : undefined}
            >
              {series.description.text}
            </Text>
          )}
        </div>
      </header>
      <section className="page-section" aria-labelledby="series-presentations-title">
        <Heading as="h2" size="6" id="series-presentations-title" mb="2">
          {t('series.presentations')}
        </Heading>
        <Deferred value={data.presentations} slot={slot} fallback={<ListingSkeleton count={4} controls={false} />}>
          {(cards) => <SeriesPresentations cards={cards} />}
        </Deferred>
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorPage;
