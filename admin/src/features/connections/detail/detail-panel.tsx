/**
 * A request's detail panel (a dialog shaped as a side sheet): all its fields, the allowed status
 * changes, the history of changes and the internal notes. Every change is sent with the version
 * shown; a stale one is refused by the Worker, and the panel then shows the current copy, the
 * message, and keeps what was typed.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SideSheet } from '#admin/src/components/side-sheet.tsx';
import { useQuery } from '@tanstack/react-query';
import { Flex, Heading, Separator, Spinner, Text } from '@radix-ui/themes';
import * as v from 'valibot';
import { ADMIN_ERRORS, noteSchema, type AdminConnectionRow } from '#shared/schemas/admin.ts';
import type { ConnectionStatus } from '#shared/schemas/connections.ts';
import { problemOf } from '#admin/src/lib/api-client.ts';
import { useFormat } from '#admin/src/lib/format.ts';
import { AlertCallout, ProblemCallout, StatusCallout, useProblemText } from '#admin/src/components/problem-callout.tsx';
import { connectionQuery, useConnectionChanges } from '../connections-queries';
import { RequestFields } from './request-fields';
import { HistoryList } from './history-list';
import { NoteField, NotesList } from './notes-section';
import { StatusActions } from './status-actions';
import { IntroductionFields } from './introduction-fields';
import { MailsSection } from './mails-section';
import { useSession } from '#admin/src/lib/session.tsx';

/** The shared schema's message keys, as the console words them. */
const NOTE_MESSAGES: Readonly<Record<string, string>> = {
  [ADMIN_ERRORS.noteRequired]: 'detail.noteRequired',
  [ADMIN_ERRORS.noteTooLong]: 'detail.noteTooLong',
};

interface DetailPanelProps {
  id: string;
  /** The table's row, to title the panel before the detail arrives. */
  row: AdminConnectionRow | undefined;
  onClose: () => void;
  /** Where focus goes when the panel closes (its opener). */
  returnFocus: () => void;
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function DetailPanel({ id, row, onClose, returnFocus }: DetailPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const problemText = useProblemText();
  const headingId = useId();
  const detail = useQuery(connectionQuery(id));
  // A change's answer (or a stale refusal's current copy) replaces the loaded copy in the cache.
  const changes = useConnectionChanges(id);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const session = useSession();
  const myUid = session.state.kind === 'admin' ? session.state.user.uid : null;
  const busy =
    changes.status.isPending || changes.note.isPending || changes.assignee.isPending || changes.mail.isPending;
  const connection = detail.data?.connection;
  const shown = connection ?? row;

  // What was typed stays in the box when a change fails.
  const callbacks = (success: string) => ({
    onSuccess: () => {
      setNote('');
      setOutcome({ tone: 'success', text: success });
    },
    onError: (error: Error) => setOutcome({ tone: 'error', text: problemText(problemOf(error)) }),
  });

  const onStatus = (to: ConnectionStatus, message?: string) => {
    if (!connection) return;
    setOutcome(null);
    changes.status.mutate(
      { to, version: connection.version, note: note.trim() || undefined, message },
      callbacks(t('detail.statusChanged', { status: t(`status.${to}`) })),
    );
  };

  const onAddNote = () => {
    // The Worker's own schema: the same rules (trimmed, 1 to 2,000 characters) before sending.
    const checked = v.safeParse(noteSchema, { text: note });
    if (!checked.success) {
      setNoteError(t(NOTE_MESSAGES[checked.issues[0].message] ?? 'detail.noteRequired'));
      return;
    }
    setNoteError(null);
    setOutcome(null);
    changes.note.mutate(checked.output.text, callbacks(t('detail.noteAdded')));
  };

  const onAssign = (uid: string) => {
    setOutcome(null);
    changes.assignee.mutate(uid, {
      onSuccess: (answer) =>
        setOutcome({
          tone: 'success',
          text: answer.connection.assigneeName
            ? t('detail.assigned', { name: answer.connection.assigneeName })
            : t('detail.unassigned'),
        }),
      onError: (error: Error) => setOutcome({ tone: 'error', text: problemText(problemOf(error)) }),
    });
  };

  const onRetry = (mailId: string) => {
    setOutcome(null);
    changes.mail.mutate(mailId, {
      onSuccess: (answer) =>
        setOutcome(
          answer.outcome === 'sent'
            ? { tone: 'success', text: t('detail.retried') }
            : { tone: 'error', text: t('detail.retryFailed') },
        ),
      onError: (error: Error) => setOutcome({ tone: 'error', text: problemText(problemOf(error)) }),
    });
  };

  const names = shown ? { requester: shown.requesterName, presenter: shown.presenterName } : null;
  return (
    <SideSheet
      title={names ? t('detail.title', names) : t('detail.untitled')}
      description={
        shown
          ? t('detail.description', {
              status: t(`status.${shown.status}`),
              date: format.dateTime(shown.dateRequested),
            })
          : t('loading')
      }
      busy={detail.isFetching}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      {detail.isError && !connection && <ProblemCallout problem={problemOf(detail.error)} />}
      {!connection && detail.isFetching && (
        <Flex align="center" gap="2" role="status">
          <Spinner />
          <Text>{t('loading')}</Text>
        </Flex>
      )}
      {outcome &&
        (outcome.tone === 'success' ? (
          <StatusCallout>{outcome.text}</StatusCallout>
        ) : (
          <AlertCallout>{outcome.text}</AlertCallout>
        ))}
      {connection && (
        <Flex direction="column" gap="4" mt="3">
          <RequestFields connection={connection}>
            <IntroductionFields connection={connection} myUid={myUid} busy={busy} onAssign={onAssign} />
          </RequestFields>
          <Separator size="4" />
          <section aria-labelledby={`${headingId}-status`}>
            <Heading as="h3" size="3" mb="2" id={`${headingId}-status`}>
              {t('detail.changeStatus')}
            </Heading>
            <StatusActions connection={connection} busy={busy} onChange={onStatus} />
          </section>
          <NoteField value={note} onChange={setNote} onAdd={onAddNote} busy={busy} error={noteError} />
          <Separator size="4" />
          <section aria-labelledby={`${headingId}-history`}>
            <Heading as="h3" size="3" mb="2" id={`${headingId}-history`}>
              {t('detail.history')}
            </Heading>
            <HistoryList history={connection.history} />
          </section>
          <section aria-labelledby={`${headingId}-notes`}>
            <Heading as="h3" size="3" mb="2" id={`${headingId}-notes`}>
              {t('detail.notes')}
            </Heading>
            <NotesList notes={connection.notes} />
          </section>
          <section aria-labelledby={`${headingId}-mails`}>
            <Heading as="h3" size="3" mb="2" id={`${headingId}-mails`}>
              {t('detail.mails')}
            </Heading>
            <MailsSection mails={connection.mails} busy={busy} onRetry={onRetry} />
          </section>
        </Flex>
      )}
    </SideSheet>
  );
}
