/** Presenter spotlight: presenters the team puts forward (spotlight=true), as presenter cards. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import { CardGrid } from '../../components/content-card';
import type { HomeData } from '../../lib/loader-types';
import { OptionalHomeSection } from './home-section';
import '../../styles/pages.css';
import '../../styles/home.css';

export function SpotlightSection({ data }: { data: HomeData }) {
  const { t } = useTranslation('pages');
  return (
    <OptionalHomeSection
      id="spotlight"
      title={t('home.spotlight')}
      intro={t('home.spotlightIntro')}
      value={data.spotlight}
    >
      {(cards) => (
        <>
          {cards.length === 0 ? (
            <Text as="p">{t('home.noSpotlight')}</Text>
          ) : (
            <div className="pages-cards pages-cards-4" data-testid="spotlight-presenters">
              <CardGrid cards={cards} headingLevel="h3" />
            </div>
          )}
          <Text as="p" mt="3" className="home-more">
            <Link to="/presenters">{t('home.allPresenters')}</Link>
          </Text>
        </>
      )}
    </OptionalHomeSection>
  );
}
