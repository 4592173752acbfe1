/**
 * Featured events and featured articles: featured items, else the next upcoming events and the
 * latest articles (the server picks). Two sections, so one can fail alone.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import { CardGrid } from '../../components/content-card';
import type { HomeData } from '../../lib/loader-types';
import type { CardData } from '../../lib/view-models';
import { OptionalHomeSection } from './home-section';
import '../../styles/pages.css';
import '../../styles/home.css';

function Cards({ cards, empty }: { cards: CardData[]; empty: string }) {
  if (cards.length === 0) return <Text as="p">{empty}</Text>;
  return (
    <div className="pages-cards">
      <CardGrid cards={cards} headingLevel="h3" />
    </div>
  );
}

function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <Text as="p" mt="3" className="home-more">
      <Link to={to}>{children}</Link>
    </Text>
  );
}

export function FeaturedEventsSection({ data }: { data: HomeData }) {
  const { t } = useTranslation('pages');
  return (
    <OptionalHomeSection
      id="featured-events"
      title={t('home.featuredEvents')}
      intro={t('home.featuredEventsIntro')}
      value={data.featuredEvents}
    >
      {(cards) => (
        <>
          <Cards cards={cards} empty={t('home.noEvents')} />
          <MoreLink to="/events">{t('home.allEvents')}</MoreLink>
        </>
      )}
    </OptionalHomeSection>
  );
}

export function FeaturedArticlesSection({ data }: { data: HomeData }) {
  const { t } = useTranslation('pages');
  return (
    <OptionalHomeSection
      id="featured-articles"
      title={t('home.featuredArticles')}
      intro={t('home.featuredArticlesIntro')}
      value={data.featuredArticles}
    >
      {(cards) => (
        <>
          <Cards cards={cards} empty={t('home.noArticles')} />
          <MoreLink to="/blog">{t('home.allArticles')}</MoreLink>
        </>
      )}
    </OptionalHomeSection>
  );
}
