/** /video-presentations/series/:id: a series' title and description, then its talks in order. */
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import { CardGrid } from '../../components/content-card';
import { GroupPage } from '../../components/listing/group-page';
import { ListingSkeleton } from '../../components/listing/listing-results';
import { Deferred } from '../../lib/deferred';
import type { CardData } from '../../lib/view-models';
import type { SeriesPageData } from './types';

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

export function SeriesPage({ data }: { data: SeriesPageData }) {
  const { t } = useTranslation('presentations');
  return (
    <GroupPage
      group={data.series}
      kicker={t('series.kicker')}
      sectionId="series-presentations"
      sectionTitle={t('series.presentations')}
    >
      <Deferred
        value={data.presentations}

        fallback={<ListingSkeleton count={4} controls={false} size="presentations" />}
      >
        {(cards) => <SeriesPresentations cards={cards} />}
      </Deferred>
    </GroupPage>
  );
}
