/**
 * /introductions/<token>: the page of the link e-mailed to a presenter (decision 0028). It shows
 * the one request the link names and its answer form, without an account, until the link
 * expires; an expired or wrong link says what to do.
 */
import { useTranslation } from 'react-i18next';
import { Link, useActionData, useLocation } from 'react-router';
import { Heading, Text } from '@radix-ui/themes';
import { formatDate } from '#shared/lib/dates.ts';
import { useRootData } from '../../lib/use-root-data';
import type { AnswerResult, IntroductionLinkData } from './types';
import { IntroductionCard } from './introduction-card';
import '../../styles/introductions.css';

export function IntroductionLinkPage({ data }: { data: IntroductionLinkData }) {
  const { t } = useTranslation('presenter');
  const { locale } = useRootData();
  const location = useLocation();
  const result = useActionData<AnswerResult>();
  return (
    <section className="page introductions-page" aria-labelledby="introduction-title">
      <Heading as="h1" size="7" id="introduction-title">
        {t('introductions.linkTitle')}
      </Heading>
      {data.introduction ? (
        <>
          <Text as="p" color="gray" mb="4">
            {t('introductions.linkIntro', { date: data.expires ? formatDate(data.expires, locale) : '' })}
          </Text>
          {result && !result.ok && result.id === '' && (
            <Text as="p" role="alert" color="red">
              {result.message}
            </Text>
          )}
          <IntroductionCard
            introduction={data.introduction}
            locale={locale}
            result={result?.id === data.introduction.id ? result : undefined}
            action={location.pathname}
            talks={data.talks[data.introduction.id] ?? []}
          />
        </>
      ) : (
        <>
          <Text as="p" role="alert" mb="3">
            {t(data.problem === 'expired' ? 'connections.errors.linkExpired' : 'connections.errors.linkInvalid')}
          </Text>
          <Text as="p">
            <Link to="/contact">{t('introductions.contactTeam')}</Link>
          </Text>
        </>
      )}
    </section>
  );
}
