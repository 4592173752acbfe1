/** The fun fact of the day (chosen by the server for the day, so the page hydrates unchanged). */
import { useTranslation } from 'react-i18next';
import { Card, Text } from '@radix-ui/themes';
import type { FunFactData, HomeData } from '../../lib/loader-types';
import { SectionSkeleton, StreamedHomeSection } from './home-section';
import '../../styles/home.css';

function FunFact({ fact }: { fact: FunFactData }) {
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
    <StreamedHomeSection
      id="fun-fact"
      title={t('home.funFact')}
      value={data.funFact}
      skeleton={<SectionSkeleton count={1} height="160px" />}
    >
      {(fact) => <FunFact fact={fact} />}
    </StreamedHomeSection>
  );
}
