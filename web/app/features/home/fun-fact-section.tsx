/** The fun fact of the day (chosen by the server for the day, so the page hydrates unchanged). */
import { useTranslation } from 'react-i18next';
import { Card, Text } from '@radix-ui/themes';
import { Deferred } from '../../lib/deferred';
import type { FunFactData, HomeData } from '../../lib/loader-types';
import { HomeSection, SectionSkeleton, SectionUnavailable } from './home-section';

function FunFact({ fact }: { fact: FunFactData | null }) {
  if (!fact) return <SectionUnavailable />;
  return (
    <Card size="3" className="home-fun-fact-card" data-testid="fun-fact">
      <div className="home-fun-fact-layout">
        {fact.image && (
          <img
            src={fact.image}
            alt=""
            width={515}
            height={286}
            loading="lazy"
            decoding="async"
            className="home-fun-fact-image"
          />
        )}
        <Text as="p" size="5" className="home-fun-fact-text">
          {fact.text}
        </Text>
      </div>
    </Card>
  );
}

export function FunFactSection({ data }: { data: HomeData }) {
  const { t } = useTranslation('pages');
  return (
    <HomeSection id="fun-fact" title={t('home.funFact')}>
      <Deferred value={data.funFact} fallback={<SectionSkeleton count={1} height="160px" />}>
        {(fact) => <FunFact fact={fact} />}
      </Deferred>
    </HomeSection>
  );
}
