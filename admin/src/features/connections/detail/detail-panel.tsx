/**
 * A request's detail panel (a dialog shaped as a side sheet): all its fields, the allowed status
 * changes, the history of changes and the internal notes. Every change is sent with the version
 * shown; a stale one is refused by the Worker, and the panel then shows the current copy, the
 * message, and keeps what was typed.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Flex, Heading, Separator, Spinner, Text } from '@radix-ui/themes';
import * as v from 'valibot';
import {
  ADMIN_ERRORS,
  noteSchema,
  type AdminConnectionDetail,
  type AdminConnectionRow,
} from '../../../../../shared/schemas/admin';
import type { ConnectionStatus } from '../../../../../shared/schemas/connections';
import { useAsyncData } from '../../../lib/use-async-data';
import type { ApiResult } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { AlertCallout, ProblemCallout, StatusCallout, useProblemText } from '../../../components/problem-callout';
import { addNote, changeStatus, currentCopyOf, fetchConnection } from '../connections-api';
import { RequestFields } from './request-fields';
import { HistoryList } from './history-list';
import { NoteField, NotesList } from './notes-section';
import { StatusActions } from './status-actions';

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
  /** A change was saved (or refused as stale): the table is out of date. */
  onChanged: () => void;
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function DetailPanel({ id, row, onClose, returnFocus, onChanged }: DetailPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const problemText = useProblemText();
  const headingId = useId();
  const detail = useAsyncData(id, fetchConnection);
  // The copy a change answered with (or a stale refusal carried) is newer than the loaded one.
  const [copy, setCopy] = useState<AdminConnectionDetail | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const connection = copy ?? detail.data?.connection;
  const shown = connection ?? row;

  // Notes do not change a request's row (nor its version), so only status changes refresh the table.
  const save = async (
    send: () => Promise<ApiResult<{ connection: AdminConnectionDetail }>>,
    success: string,
    changesRow: boolean,
  ) => {
    setBusy(true);
    setOutcome(null);
    const result = await send();
    setBusy(false);
    if (result.ok) {
      setCopy(result.data.connection);
      setNote('');
      setOutcome({ tone: 'success', text: success });
      if (changesRow) onChanged();
      return;
    }
    const current = currentCopyOf(result.problem);
    if (current) {
      setCopy(current);
      onChanged();
    }
    setOutcome({ tone: 'error', text: problemText(result.problem) });
  };

  const onStatus = (to: ConnectionStatus) => {
    if (!connection) return;
    const version = connection.version;
    void save(
      () => changeStatus(id, { to, version, note: note.trim() || undefined }),
      t('detail.statusChanged', { status: t(`status.${to}`) }),
      true,
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
    void save(() => addNote(id, checked.output.text), t('detail.noteAdded'), false);
  };

  const names = shown ? { requester: shown.requesterName, presenter: shown.presenterName } : null;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        className="side-sheet"
        aria-busy={detail.loading}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title as="h2" size="5">
            {names ? t('detail.title', names) : t('detail.untitled')}
          </Dialog.Title>
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('detail.close')}
            </Button>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" color="gray" mb="3">
          {shown
            ? t('detail.description', {
                status: t(`status.${shown.status}`),
                date: format.dateTime(shown.dateRequested),
              })
            : t('loading')}
        </Dialog.Description>
        {detail.problem && !connection && <ProblemCallout problem={detail.problem} />}
        {!connection && detail.loading && (
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
            <RequestFields connection={connection} />
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
          </Flex>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
