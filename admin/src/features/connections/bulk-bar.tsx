/**
 * Shown while rows are selected: change them all to one status, offering only the team's steps
 * every selected request may take in bulk (closing: sending and introducing carry a message each,
 * decision 0028), confirmed first. Each request is sent
 * with the version shown, so the Worker skips any that someone else changed since.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Text, TextArea } from '@radix-ui/themes';
import {
  ADMIN_BULK_MAX,
  ADMIN_NOTE_MAX,
  type AdminConnectionRow,
  type BulkStatusAnswer,
} from '#shared/schemas/admin.ts';
import { problemOf } from '../../lib/api-client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ProblemCallout } from '../../components/problem-callout';
import { useBulkStatusChange } from './connections-queries';
import { commonTargets, endsRequest, type BulkTarget } from './bulk-targets';

interface BulkBarProps {
  rows: AdminConnectionRow[];
  onDone: (answer: BulkStatusAnswer) => void;
  onClear: () => void;
}

export function BulkBar({ rows, onDone, onClear }: BulkBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState<BulkTarget | null>(null);
  const change = useBulkStatusChange();
  const targets = commonTargets(rows.map((row) => row.status));
  const count = rows.length;

  const apply = (to: BulkTarget) =>
    change.mutate(
      {
        to,
        items: rows.slice(0, ADMIN_BULK_MAX).map(({ id: rowId, version }) => ({ id: rowId, version })),
        note: note.trim() || undefined,
      },
      {
        // On failure the note stays in its box.
        onSuccess: (answer) => {
          setNote('');
          onDone(answer);
        },
      },
    );

  const choose = (to: BulkTarget) => (endsRequest(to) ? setConfirming(to) : apply(to));

  return (
    <Card asChild className="bulk-bar">
      <section aria-labelledby={`${id}-title`}>
        <Flex direction="column" gap="3">
          <Flex align="center" justify="between" gap="3" wrap="wrap">
            <Text id={`${id}-title`} weight="bold">
              {t('bulk.title', { count })}
            </Text>
            <Button size="1" variant="ghost" color="gray" onClick={onClear}>
              {t('bulk.clear')}
            </Button>
          </Flex>
          {targets.length === 0 ? (
            <Text as="p" size="2">
              {t('bulk.noCommon')}
            </Text>
          ) : (
            <>
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor={`${id}-note`} size="2" weight="medium">
                  {t('bulk.note')}
                </Text>
                <TextArea
                  id={`${id}-note`}
                  value={note}
                  rows={2}
                  maxLength={ADMIN_NOTE_MAX}
                  onChange={(event) => setNote(event.target.value)}
                />
              </Flex>
              <Flex gap="2" wrap="wrap" role="group" aria-label={t('bulk.changeTo', { count })}>
                {targets.map((to) => (
                  <Button
                    key={to}
                    disabled={change.isPending}
                    color={endsRequest(to) ? 'red' : undefined}
                    variant={endsRequest(to) ? 'soft' : 'solid'}
                    onClick={() => choose(to)}
                  >
                    {t(`bulk.to.${to}`)}
                  </Button>
                ))}
              </Flex>
            </>
          )}
          {change.isError && <ProblemCallout problem={problemOf(change.error)} />}
        </Flex>
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          title={confirming ? t(`bulk.confirmTitle.${confirming}`, { count }) : ''}
          description={t('bulk.confirmText')}
          cancelLabel={t('confirm.back')}
          confirmLabel={confirming ? t(`bulk.confirm.${confirming}`) : ''}
          onConfirm={() => confirming && apply(confirming)}
        />
      </section>
    </Card>
  );
}
