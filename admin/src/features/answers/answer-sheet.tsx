/**
 * One answer as the team reviews it (decision 0040), in a side sheet: the question as published,
 * the answer, its recording (played here), the talk and moment; approve, reject with a note mailed
 * to the presenter, edit for clarity with the presenter's agreement (how it was given is recorded
 * in the history), or withdraw; and the history. A decision names the version shown: a newer
 * change makes it stale (409) and the list is read again.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Badge, Button, Flex, Heading, Separator, Text, TextArea } from '@radix-ui/themes';
import { answerDecisionSchema, answerPath, type AdminAnswer, type AnswerDecision } from '#shared/schemas/answers.ts';
import { problemOf } from '../../lib/api-client';
import { useFormat } from '../../lib/format';
import { SideSheet } from '../../components/side-sheet';
import { AlertCallout, StatusCallout, useProblemText } from '../../components/problem-callout';
import { useAnswerDecision } from './answers-api';
import { STATUS_COLORS } from './answers-page';

interface AnswerSheetProps {
  /** The answer open (the address's `open`). */
  id: string;
  /** As the list shows it; undefined once a decision took it out of the list shown. */
  answer: AdminAnswer | undefined;
  onClose: () => void;
  returnFocus: () => void;
}

export function AnswerSheet({ id, answer: listed, onClose, returnFocus }: AnswerSheetProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const problemText = useProblemText();
  const decide = useAnswerDecision(id);
  // The answer as the last decision left it: a rejected or approved answer leaves the waiting
  // list, and the sheet still shows it (the outcome, the history) until it is closed.
  const [decided, setDecided] = useState<AdminAnswer>();
  const answer = decided && (!listed || decided.updatedAt >= listed.updatedAt) ? decided : listed;
  const [note, setNote] = useState('');
  const [editing, setEditing] = useState(false);
  const [question, setQuestion] = useState('');
  const [text, setText] = useState('');
  const [agreement, setAgreement] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const send = (decision: AnswerDecision, success: string) => {
    const checked = v.safeParse(answerDecisionSchema, decision);
    if (!checked.success) {
      setOutcome({
        tone: 'error',
        text: t(`answers.errors.${checked.issues[0].message.split('.').pop() ?? 'invalid'}`),
      });
      return;
    }
    setOutcome(null);
    decide.mutate(checked.output, {
      onSuccess: (result) => {
        setDecided(result.answer);
        setOutcome({ tone: 'success', text: success });
        setEditing(false);
        setNote('');
      },
      onError: (error) => setOutcome({ tone: 'error', text: problemText(problemOf(error)) }),
    });
  };

  return (
    <SideSheet
      title={answer ? t('answers.sheetTitle', { name: answer.presenterName }) : t('answers.notFound')}
      description={answer ? t(`answers.statuses.${answer.status}`) : ''}
      busy={decide.isPending}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      {answer && (
        <Flex direction="column" gap="3" data-testid="answer-sheet">
          {outcome?.tone === 'success' && <StatusCallout>{outcome.text}</StatusCallout>}
          {outcome?.tone === 'error' && <AlertCallout>{outcome.text}</AlertCallout>}
          <Badge color={STATUS_COLORS[answer.status]} variant="soft" highContrast style={{ width: 'fit-content' }}>
            {t(`answers.statuses.${answer.status}`)}
          </Badge>
          <Heading as="h3" size="3">
            {t('answers.columns.question')}
          </Heading>
          <Text as="p">{answer.question}</Text>
          <Text as="p" size="1" color="gray">
            {answer.askerName ? t('answers.askerNamed', { name: answer.askerName }) : t('answers.askerAnonymous')}
          </Text>
          <Heading as="h3" size="3">
            {t('answers.answerHeading', { language: answer.language.toUpperCase() })}
          </Heading>
          {answer.text ? (
            <Text as="p" style={{ whiteSpace: 'pre-wrap' }}>
              {answer.text}
            </Text>
          ) : (
            <Text color="gray">—</Text>
          )}
          {answer.recording && (
            <div>
              <Text as="p" size="2">
                {t('answers.recording', {
                  seconds: Math.round(answer.recording.seconds),
                  size: format.number(Math.round(answer.recording.bytes / 1024)),
                })}
              </Text>
              {/* The console's own address: the public one serves approved answers only. */}
              <audio controls preload="none" src={`/api/admin/answers/${encodeURIComponent(answer.id)}/recording`} />
            </div>
          )}
          {answer.talkId && (
            <Text as="p" size="2">
              {t('answers.talk', { talk: answer.talkId, moment: answer.moment ?? '—' })}
            </Text>
          )}
          {answer.status === 'approved' && (
            <Text as="p" size="2">
              <a href={answerPath(answer.id)} target="_blank" rel="noreferrer">
                {t('answers.viewPublic')}
              </a>
            </Text>
          )}
          <Separator size="4" />
          {answer.status !== 'withdrawn' && (
            <Flex direction="column" gap="2">
              {answer.status !== 'approved' && (
                <Button
                  onClick={() => send({ action: 'approve', version: answer.version }, t('answers.approved'))}
                  disabled={decide.isPending}
                  data-testid="approve"
                >
                  {t('answers.approve')}
                </Button>
              )}
              <label>
                <Text as="span" size="2" weight="medium">
                  {t('answers.noteLabel')}
                </Text>
                <TextArea value={note} onChange={(event) => setNote(event.target.value)} maxLength={1000} />
              </label>
              <Button
                color="red"
                variant="soft"
                onClick={() => send({ action: 'reject', version: answer.version, note }, t('answers.rejected'))}
                disabled={decide.isPending}
                data-testid="reject"
              >
                {t('answers.reject')}
              </Button>
              {editing ? (
                <Flex direction="column" gap="2">
                  <label>
                    <Text as="span" size="2" weight="medium">
                      {t('answers.columns.question')}
                    </Text>
                    <TextArea value={question} onChange={(event) => setQuestion(event.target.value)} maxLength={500} />
                  </label>
                  <label>
                    <Text as="span" size="2" weight="medium">
                      {t('answers.answerHeading', { language: answer.language.toUpperCase() })}
                    </Text>
                    <TextArea
                      value={text}
                      rows={6}
                      onChange={(event) => setText(event.target.value)}
                      maxLength={4000}
                    />
                  </label>
                  <label>
                    <Text as="span" size="2" weight="medium">
                      {t('answers.agreementLabel')}
                    </Text>
                    <TextArea
                      value={agreement}
                      onChange={(event) => setAgreement(event.target.value)}
                      maxLength={1000}
                    />
                  </label>
                  <Button
                    onClick={() =>
                      send({ action: 'edit', version: answer.version, question, text, agreement }, t('answers.edited'))
                    }
                    disabled={decide.isPending}
                  >
                    {t('answers.saveEdit')}
                  </Button>
                </Flex>
              ) : (
                <Button
                  variant="soft"
                  onClick={() => {
                    // From the answer as it is now (the list may have loaded after the sheet opened).
                    setQuestion(answer.question);
                    setText(answer.text);
                    setEditing(true);
                  }}
                >
                  {t('answers.edit')}
                </Button>
              )}
              <Button
                color="gray"
                variant="soft"
                onClick={() => send({ action: 'withdraw', version: answer.version }, t('answers.withdrawnDone'))}
                disabled={decide.isPending}
              >
                {t('answers.withdraw')}
              </Button>
            </Flex>
          )}
          <Separator size="4" />
          <Heading as="h3" size="3">
            {t('answers.history')}
          </Heading>
          <ol className="history-list">
            {answer.history.map((change, index) => (
              <li key={index}>
                {format.dateTime(change.at)} · {t(`answers.roles.${change.role}`)}
                {change.byName ? ` (${change.byName})` : ''} · {t(`answers.actions.${change.action}`)}
                {change.note ? ` — ${change.note}` : ''}
              </li>
            ))}
          </ol>
        </Flex>
      )}
    </SideSheet>
  );
}
