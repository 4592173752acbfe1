/** /account/introductions: the introduction requests the team sent to this presenter (decision 0028). */
import { useTranslation } from 'react-i18next';
import { useActionData } from 'react-router';
import { Heading, Text } from '@radix-ui/themes';
import { useRootData } from '../../lib/use-root-data';
import type { AnswerResult, IntroductionsPageData } from './types';
import { IntroductionCard } from './introduction-card';
import '../../styles/introductions.css';

export function IntroductionsPage({ data }: { data: IntroductionsPageData }) {
  const { t } = useTranslation('presenter');
  const { locale } = useRootData();
  const result = useActionData<AnswerResult>();
  const waiting = data.items?.filter((item) => item.answers.length > 0).length ?? 0;
  return (
    <section className="account-page introductions-page" aria-labelledby="introductions-title">
      <Heading as="h1" size="7" id="introductions-title">
        {t('introductions.title')}
      </Heading>
      <Text as="p" color="gray" mb="4">
        {t('introductions.intro')}
      </Text>
      {data.items === null ? (
        <Text as="p" role="alert">
          {t('introductions.loadFailed')}
        </Text>
      ) : data.items.length === 0 ? (
        <Text as="p">{t('introductions.empty')}</Text>
      ) : (
        <>
          <Text as="p" mb="3" weight="medium">
            {t('introductions.waiting', { count: waiting })}
          </Text>
          <div className="introduction-list">
            {data.items.map((item) => (
              <IntroductionCard
                key={item.id}
                introduction={item}
                locale={locale}
                result={result?.id === item.id ? result : undefined}
                action="/account/introductions"
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
