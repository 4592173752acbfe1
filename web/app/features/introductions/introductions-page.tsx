/** /account/introductions: the introduction requests the team sent to this presenter (decision 0028). */
import { useTranslation } from 'react-i18next';
import { Link, useActionData } from 'react-router';
import { Heading, Text } from '@radix-ui/themes';
import { useRootData } from '../../lib/use-root-data';
import type { AnswerResult, IntroductionsPageData, WithdrawAnswerResult } from './types';
import { IntroductionCard } from './introduction-card';
import { OwnAnswers } from './own-answers';
import '../../styles/introductions.css';

export function IntroductionsPage({ data }: { data: IntroductionsPageData }) {
  const { t } = useTranslation('presenter');
  return (
    <section className="account-page introductions-page" aria-labelledby="introductions-title">
      <Heading as="h1" size="7" id="introductions-title">
        {t('introductions.title')}
      </Heading>
      {data.presenter ? <PresenterList data={data} /> : <LearnerNote />}
    </section>
  );
}

/** A member who does not present: what the page is for, where their own requests are, how to present. */
function LearnerNote() {
  const { t } = useTranslation('presenter');
  return (
    <div data-testid="introductions-learner">
      <Text as="p" mb="3">
        {t('introductions.learner.intro')}
      </Text>
      <Text as="p" mb="3">
        {t('introductions.learner.ownRequests')}{' '}
        <Link to="/account/connections">{t('introductions.learner.ownRequestsLink')}</Link>
      </Text>
      <Text as="p">
        {t('introductions.learner.become')}{' '}
        <Link to="/about#how-it-works-title">{t('introductions.learner.howLink')}</Link>
        {' · '}
        <Link to="/contact">{t('introductions.learner.contactLink')}</Link>
      </Text>
    </div>
  );
}

function PresenterList({ data }: { data: IntroductionsPageData }) {
  const { t } = useTranslation('presenter');
  const { locale } = useRootData();
  const posted = useActionData<AnswerResult | WithdrawAnswerResult>();
  const result = posted && 'ok' in posted ? posted : undefined;
  const withdrawn = posted && 'withdrawnAnswer' in posted ? posted.withdrawnAnswer : undefined;
  const waiting = data.items?.filter((item) => item.answers.length > 0).length ?? 0;
  return (
    <>
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
                talks={data.talks[item.id] ?? []}
              />
            ))}
          </div>
        </>
      )}
      <OwnAnswers answers={data.answers} withdrawn={withdrawn} />
    </>
  );
}
