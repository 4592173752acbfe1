/**
 * Internal notes (never shown to the member): the list, and one text box whose text is either
 * added as a note or sent along with a status change. Its text survives a failed save.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Text, TextArea } from '@radix-ui/themes';
import { ADMIN_NOTE_MAX, type AdminNote } from '#shared/schemas/admin.ts';
import { useFormat } from '#admin/src/lib/format.ts';

export function NotesList({ notes }: { notes: readonly AdminNote[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (notes.length === 0) return <Text as="p">{t('detail.noNotes')}</Text>;
  return (
    <ul className="notes-list">
      {notes.map((note) => (
        <li key={note.id}>
          <Card size="1">
            <Text as="p" size="1" color="gray">
              {note.byName} · <time dateTime={note.at}>{format.dateTime(note.at)}</time>
            </Text>
            <Text as="p" size="2" className="note-text">
              {note.text}
            </Text>
          </Card>
        </li>
      ))}
    </ul>
  );
}

interface NoteFieldProps {
  value: string;
  onChange: (text: string) => void;
  onAdd: () => void;
  busy: boolean;
  error: string | null;
}

export function NoteField({ value, onChange, onAdd, busy, error }: NoteFieldProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  return (
    <Flex direction="column" gap="2">
      <Text as="label" htmlFor={id} weight="medium" size="2">
        {t('detail.noteLabel')}
      </Text>
      <TextArea
        id={id}
        value={value}
        rows={3}
        maxLength={ADMIN_NOTE_MAX}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <Text id={`${id}-hint`} size="1" color="gray">
        {t('detail.noteHint', { max: format.number(ADMIN_NOTE_MAX) })}
      </Text>
      {error && (
        <Text id={`${id}-error`} size="2" color="red">
          {error}
        </Text>
      )}
      <Flex>
        <Button variant="soft" disabled={busy} onClick={onAdd}>
          {t('detail.addNote')}
        </Button>
      </Flex>
    </Flex>
  );
}
