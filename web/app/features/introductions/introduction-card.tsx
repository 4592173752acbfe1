/**
 * One introduction request as its presenter sees it (decision 0028): who asks and why, the
 * team's message, and while it waits on them the answer form (accept, decline, or ask the team a
 * question; a note; whether the member may have their telephone). A plain form post, so it works
 * without JavaScript; with it, the shared schema checks the answer before it is sent. Once
 * introduced, the member's e-mail and telephone.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { formatDate } from '#shared/lib/dates.ts';
import { formatTelephone, telLink } from '#shared/lib/phone.ts';
import { CONNECTION_STEP_NOTE_MAX } from '#shared/constants/introductions.ts';
import type { PresenterIntroduction } from '#shared/schemas/connections.ts';
import type { Locale } from '#shared/constants/spec.ts';
import type { AnswerResult } from './types';
import { PublicAnswerFields, type TalkChoice } from './public-answer-fields';

interface IntroductionCardProps {
  introduction: PresenterIntroduction;
  locale: Locale;
  /** The last answer posted from this page, when it was about this request. */
  result: AnswerResult | undefined;
  /** Where the form posts (the account page, or the link's address). */
  action: string;
  /** The presenter's talks a public answer may refer to (decision 0040). */
  talks?: TalkChoice[];
}

// The site's colour scales (decision 0022): the accent for what is under way, gray for the rest.
const STATUS_COLORS = {
  requested: 'gray',
  sent: 'grass',
  question: 'grass',
  accepted: 'grass',
  introduced: 'grass',
  declined: 'gray',
  closed: 'gray',
  withdrawn: 'gray',
} as const;

export function IntroductionCard({ introduction, locale, result, action, talks = [] }: IntroductionCardProps) {
  const { t } = useTranslation('presenter');
  const { t: tAnswers } = useTranslation('answers');
  const id = useId();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('id') === introduction.id;
  const refused = result && !result.ok ? result : undefined;
  const fieldError = (name: string) => refused?.fields[name];
  const headingId = `${id}-heading`;
  const anchor = `request-${introduction.id}`;
  return (
    <Card asChild size="3" className="introduction-card">
      <article aria-labelledby={headingId} id={anchor}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <Heading as="h2" size="5" id={headingId}>
              {t('introductions.from', { name: introduction.requesterName })}
            </Heading>
            <Badge color={STATUS_COLORS[introduction.status]} variant="soft" highContrast size="2">
              {t(`connections.status.${introduction.status}`)}
            </Badge>
          </Flex>
          {/* Right below the heading, so it is on screen when the answer page opens at this card:
              the answer, or why it was refused. */}
          {result?.ok && (
            <Text as="p" role="status" className="form-success">
              {t(`introductions.answered.${result.status}`, { name: introduction.requesterName })}
              {result.publicAnswer && ` ${tAnswers('presenterForm.sent')}`}
            </Text>
          )}
          {refused && (
            <Text as="p" role="alert" color="red" id={`${id}-error`}>
              {refused.message}
            </Text>
          )}
          <Text as="p" color="gray" size="2">
            {t('introductions.requested', { date: formatDate(introduction.dateRequested, locale) })}
          </Text>
          <dl className="introduction-texts">
            <dt>{t('introductions.reason')}</dt>
            <dd>{introduction.reason || t('introductions.noReason')}</dd>
            {introduction.briefNote && (
              <>
                <dt>{t('introductions.teamMessage')}</dt>
                <dd>{introduction.briefNote}</dd>
              </>
            )}
            {introduction.presenterNote && (
              <>
                <dt>{t('introductions.yourNote')}</dt>
                <dd>{introduction.presenterNote}</dd>
              </>
            )}
          </dl>
          {introduction.introduction && (
            <section aria-label={t('introductions.contactTitle', { name: introduction.requesterName })}>
              <Text as="p" weight="bold">
                {t('introductions.contactTitle', { name: introduction.requesterName })}
              </Text>
              <Text as="p">
                <a href={`mailto:${introduction.introduction.requesterEmail}`}>
                  {introduction.introduction.requesterEmail}
                </a>
                {introduction.introduction.requesterTel && (
                  <>
                    {' · '}
                    <a href={telLink(introduction.introduction.requesterTel) || undefined}>
                      {formatTelephone(introduction.introduction.requesterTel)}
                    </a>
                  </>
                )}
              </Text>
              {introduction.introduction.note && <Text as="p">{introduction.introduction.note}</Text>}
            </section>
          )}
          {introduction.answers.length > 0 && (
            <Form
              method="post"
              // The answer page opens at this request (issue #31), not at the page's top: the browser
              // scrolls to the fragment of the address it posted to.
              action={`${action}#${anchor}`}
              preventScrollReset
              className="introduction-answer"
              // A recording is a file: the form goes as multipart when a public answer may be given.
              encType={introduction.publishable ? 'multipart/form-data' : undefined}
            >
              <input type="hidden" name="id" value={introduction.id} />
              <fieldset aria-describedby={fieldError('answer') ? `${id}-answer-error` : undefined}>
                <legend>{t('introductions.answerLegend')}</legend>
                {introduction.answers.map((answer) => (
                  <label key={answer} className="introduction-choice">
                    <input type="radio" name="answer" value={answer} required /> {t(`introductions.answer.${answer}`)}
                  </label>
                ))}
                {fieldError('answer') && (
                  <Text as="p" color="red" size="2" id={`${id}-answer-error`}>
                    {fieldError('answer')}
                  </Text>
                )}
              </fieldset>
              <label htmlFor={`${id}-note`} className="introduction-label">
                {t('introductions.noteLabel')}
              </label>
              <textarea
                id={`${id}-note`}
                name="note"
                rows={3}
                maxLength={CONNECTION_STEP_NOTE_MAX}
                aria-describedby={`${id}-note-hint${fieldError('note') ? ` ${id}-note-error` : ''}`}
                aria-invalid={fieldError('note') ? true : undefined}
              />
              <Text as="p" size="1" color="gray" id={`${id}-note-hint`}>
                {t('introductions.noteHint')}
              </Text>
              {fieldError('note') && (
                <Text as="p" color="red" size="2" id={`${id}-note-error`}>
                  {fieldError('note')}
                </Text>
              )}
              <label className="introduction-choice">
                <input type="checkbox" name="shareTelephone" /> {t('introductions.shareTelephone')}
              </label>
              {introduction.publishable && (
                <PublicAnswerFields id={id} locale={locale} talks={talks} fieldError={fieldError} />
              )}
              <Flex mt="2">
                <Button type="submit" size="3" disabled={sending}>
                  {sending ? t('introductions.sending') : t('introductions.send')}
                </Button>
              </Flex>
            </Form>
          )}
        </Flex>
      </article>
    </Card>
  );
}
