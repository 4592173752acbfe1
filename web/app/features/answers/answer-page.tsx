/**
 * /answers/:id: one approved answer (decision 0040): the question (and who asked, only as they
 * chose), the answer in writing and/or its recording (a plain `<audio preload="none">` served with
 * ranges, its length, size and cost said as the talks' audio is), the presenter, the date, the talk
 * and moment it refers to, the licence (CC BY 4.0, attributed to the presenter), "this helped me"
 * and "report" as plain forms.
 */
import { Trans, useTranslation } from 'react-i18next';
import { Button, Heading, Text } from '@radix-ui/themes';
import { dataCost } from '#shared/lib/data-cost.ts';
import { formatDate } from '#shared/lib/dates.ts';
import { formatMoment } from '#shared/lib/moments.ts';
import { ANSWER_LICENCE } from '#shared/constants/answers.ts';
import { Link } from 'react-router';
import { useRootData } from '../../lib/use-root-data';
import type { AnswerPageData } from './types';
import '../../styles/answers.css';

export function AnswerPage({ data, refusal }: { data: AnswerPageData; refusal?: string | undefined }) {
  const { t } = useTranslation('answers');
  const { locale, country } = useRootData();
  const { answer } = data;
  const cost = answer.recording ? dataCost(answer.recording.bytes, country ?? undefined, locale) : null;
  const own = locale === 'fr' ? 'fr' : 'en';
  return (
    <article className="page answer-page" aria-labelledby="answer-question" data-testid="answer-page">
      <Text as="p" size="2" weight="bold">
        {t('question')}
      </Text>
      <Heading
        as="h1"
        size="7"
        id="answer-question"
        lang={answer.questionLanguage !== own ? answer.questionLanguage : undefined}
      >
        {answer.question}
      </Heading>
      <Text as="p" size="2" color="gray">
        {answer.askerName ? t('askedBy', { name: answer.askerName }) : t('askedByMember')}
      </Text>
      <section aria-labelledby="answer-heading" className="answer-body">
        <Heading as="h2" size="5" id="answer-heading" mt="5">
          {t('answeredBy', { name: answer.presenterName })}
        </Heading>
        <Text as="p" size="2" color="gray">
          <Link to={answer.presenterUrl}>{answer.presenterName}</Link> ·{' '}
          <time dateTime={answer.date}>{t('answeredOn', { date: formatDate(answer.date, locale) })}</time>
        </Text>
        {answer.otherLanguage && (
          <Text as="p" size="2" className="answer-language-note" data-testid="answer-language-note">
            {t(answer.otherLanguage === 'en' ? 'onlyEnglish' : 'onlyFrench')}
          </Text>
        )}
        {answer.text &&
          answer.text.split(/\n{2,}/).map((paragraph, index) => (
            <Text as="p" size="3" key={index} lang={answer.language !== own ? answer.language : undefined}>
              {paragraph}
            </Text>
          ))}
        {answer.recording && cost && (
          <figure className="answer-recording" data-testid="answer-recording">
            <figcaption>
              {t('listen')} ·{' '}
              <span data-testid="recording-facts">
                {t('recordingFacts', { duration: formatMoment(answer.recording.seconds), size: cost.size })}
              </span>
              {cost.usd && <span className="rung-money"> · {[cost.local, cost.usd].filter(Boolean).join(' · ')}</span>}
            </figcaption>
            <audio controls preload="none" src={answer.recording.url}>
              <a href={answer.recording.url}>{t('listen')}</a>
            </audio>
          </figure>
        )}
        {answer.talk && (
          <Text as="p" size="3" data-testid="answer-talk">
            <Link to={answer.talk.url}>
              {answer.moment !== undefined
                ? t('talkMoment', { title: answer.talk.title, time: formatMoment(answer.moment) })
                : t('talk', { title: answer.talk.title })}
            </Link>
          </Text>
        )}
      </section>
      <Text as="p" size="2" color="gray" className="answer-licence" data-testid="answer-licence">
        <Trans
          t={t}
          i18nKey="licence"
          values={{ name: answer.presenterName }}
          components={{ licence: <a href={ANSWER_LICENCE.url} rel="license" /> }}
        />
      </Text>
      <Feedback data={data} refusal={refusal} />
    </article>
  );
}

function Feedback({ data, refusal }: { data: AnswerPageData; refusal: string | undefined }) {
  const { t } = useTranslation('answers');
  const said =
    data.done === 'helped'
      ? t('helpful.thanks')
      : data.done === 'already'
        ? t('helpful.already')
        : data.done === 'reported'
          ? t('report.done')
          : '';
  return (
    <section id="answer-feedback" className="answer-feedback" aria-label={t('helpful.button')}>
      {said && (
        <Text as="p" role="status" className="form-success">
          {said}
        </Text>
      )}
      {refusal && (
        <Text as="p" role="alert" color="red">
          {refusal}
        </Text>
      )}
      {data.signedIn ? (
        <form method="post">
          <input type="hidden" name="intent" value="helpful" />
          <Button type="submit" variant="soft" data-testid="helpful">
            {t('helpful.button')}
          </Button>
        </form>
      ) : (
        <Text as="p" size="2">
          <Link to={`/login?redirect=${encodeURIComponent(data.answer.url)}`}>{t('helpful.signIn')}</Link>
        </Text>
      )}
      <details className="answer-report">
        <summary>{t('report.summary')}</summary>
        <form method="post">
          <input type="hidden" name="intent" value="report" />
          <label htmlFor="report-reason">{t('report.label')}</label>
          <textarea id="report-reason" name="reason" rows={2} maxLength={500} />
          <Button type="submit" variant="soft" color="gray">
            {t('report.send')}
          </Button>
        </form>
      </details>
    </section>
  );
}
