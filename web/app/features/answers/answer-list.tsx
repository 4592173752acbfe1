/**
 * Approved answers as a list (decision 0040): on /answers, a presenter's page and under a talk.
 * Each item links to its page; its question, who asked (a first name or "a member"), who answered
 * and when, an excerpt, a recording's length, the talk's moment, and an "only in …" note when the
 * answer is not in the reader's language.
 */
import { useTranslation } from 'react-i18next';
import { Heading, Text } from '@radix-ui/themes';
import { formatDate } from '#shared/lib/dates.ts';
import { formatMoment } from '#shared/lib/moments.ts';
import { Link } from 'react-router';
import { useRootData } from '../../lib/use-root-data';
import type { AnswerCard } from './types';
import '../../styles/answers.css';

export function AnswerList({ answers, headingLevel = 'h2' }: { answers: AnswerCard[]; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('answers');
  const { locale } = useRootData();
  return (
    <ul className="answer-list" data-testid="answer-list">
      {answers.map((answer) => (
        <li key={answer.id} className="answer-item" data-answer={answer.id}>
          <Heading as={headingLevel} size="4" className="answer-item-question">
            <Link to={answer.url}>{answer.question}</Link>
          </Heading>
          <Text as="p" size="2" color="gray">
            {answer.askerName ? t('askedBy', { name: answer.askerName }) : t('askedByMember')} ·{' '}
            {t('answeredBy', { name: answer.presenterName })} ·{' '}
            <time dateTime={answer.date}>{formatDate(answer.date, locale)}</time>
            {answer.seconds !== undefined && <> · {t('recordingShort', { duration: formatMoment(answer.seconds) })}</>}
            {answer.moment !== undefined && answer.momentUrl && (
              <>
                {' · '}
                <Link to={answer.momentUrl}>{t('atMoment', { time: formatMoment(answer.moment) })}</Link>
              </>
            )}
          </Text>
          {answer.excerpt && (
            <Text as="p" size="3" lang={answer.otherLanguage}>
              {answer.excerpt}
            </Text>
          )}
          {answer.otherLanguage && (
            <Text as="p" size="1" color="gray" className="answer-language-note">
              {t(answer.otherLanguage === 'en' ? 'onlyEnglish' : 'onlyFrench')}
            </Text>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A section of answers (a presenter's page, under a talk): nothing at all when there is none. */
export function AnswersSection({ answers, title, id }: { answers: AnswerCard[] | null; title: string; id: string }) {
  if (!answers || answers.length === 0) return null;
  return (
    <section aria-labelledby={id} className="answers-section" data-testid={id}>
      <Heading as="h2" size="6" id={id} mb="3">
        {title}
      </Heading>
      <AnswerList answers={answers} headingLevel="h3" />
    </section>
  );
}
