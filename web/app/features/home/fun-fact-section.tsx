/** The fun fact of the day (chosen by the server for the day). */
import { useTranslation } from 'react-i18next';
import { Card, Text } from '@radix-ui/themes';
import type { FunFactData, HomeData } from '../../lib/loader-types';
import { ResponsiveImage } from '../../components/responsive-image';
import { OptionalHomeSection } from './home-section';
import '../../styles/home.css';

function FunFact({ fact }: { fact: FunFactData }) {
  return (
    <Card size="3" className="home-fun-fact-card" data-testid="fun-fact">
      <div className="home-fun-fact-layout">
        {fact.image && <ResponsiveImage src={fact.image} slot="funFact" className="home-fun-fact-image" />}
        <Text as="p" size="5" className="home-fun-fact-text" lang={fact.lang}>
          {fact.text}
        </Text>
      </div>
    </Card>
  );
}

export function FunFactSection({ data }: { data: HomeData }) {
  const { t } = useTranslation('pages');
  return (
    <OptionalHomeSection id="fun-fact" title={t('home.funFact')} value={data.funFact}>
      {(fact) => <FunFact fact={fact} />}
    </OptionalHomeSection>
  );
}
