/**
 * The team's steps a request allows from where it is (the shared step table, decision 0028):
 * sending to the presenter and introducing carry a message (to the presenter; to both sides),
 * typed here; closing ends the request, so it is confirmed first. Ended requests offer none, and
 * a request waiting on the presenter says so.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Text, TextArea } from '@radix-ui/themes';
import type { AdminConnectionRow } from '#shared/schemas/admin.ts';
import {
  allowedTransitions,
  CONNECTION_STEP_NOTE_MAX,
  isOpenStatus,
  type ConnectionStatus,
} from '#shared/schemas/connections.ts';
import { ConfirmDialog } from '#admin/src/components/confirm-dialog.tsx';
import { endsRequest } from '../bulk-targets';

interface StatusActionsProps {
  connection: AdminConnectionRow;
  busy: boolean;
  onChange: (to: ConnectionStatus, message?: string) => void;
}

export function StatusActions({ connection, busy, onChange }: StatusActionsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [confirming, setConfirming] = useState<ConnectionStatus | null>(null);
  const [message, setMessage] = useState('');
  const targets = allowedTransitions(connection.status, 'team');
  if (!isOpenStatus(connection.status)) return <Text as="p">{t('detail.final')}</Text>;
  const names = { requester: connection.requesterName, presenter: connection.presenterName };
  // The message goes with the one step of these that is offered (never both at once).
  const messageStep = targets.find((to) => to === 'sent' || to === 'introduced');
  const send = (to: ConnectionStatus) => onChange(to, to === messageStep ? message.trim() || undefined : undefined);
  return (
    <>
      {connection.status === 'sent' && (
        <Text as="p" mb="2">
          {t('detail.waitingOnPresenter', names)}
        </Text>
      )}
      {messageStep && (
        <Flex direction="column" gap="1" mb="3">
          <Text as="label" htmlFor={`${id}-message`} size="2" weight="bold">
            {t(`detail.message.${messageStep}`)}
          </Text>
          <TextArea
            id={`${id}-message`}
            value={message}
            maxLength={CONNECTION_STEP_NOTE_MAX}
            onChange={(event) => setMessage(event.target.value)}
            aria-describedby={`${id}-message-hint`}
          />
          <Text id={`${id}-message-hint`} size="1" color="gray">
            {t(`detail.messageHint.${messageStep}`, names)}
          </Text>
        </Flex>
      )}
      <Flex gap="2" wrap="wrap">
        {targets.map((to) => (
          <Button
            key={to}
            disabled={busy}
            color={endsRequest(to) ? 'red' : undefined}
            variant={endsRequest(to) ? 'soft' : 'solid'}
            onClick={() => (endsRequest(to) ? setConfirming(to) : send(to))}
          >
            {t(`detail.to.${to}`)}
          </Button>
        ))}
      </Flex>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? t(`detail.confirmTitle.${confirming}`) : ''}
        description={confirming ? t(`detail.confirmText.${confirming}`, names) : ''}
        cancelLabel={t('confirm.back')}
        confirmLabel={confirming ? t(`detail.confirm.${confirming}`) : ''}
        onConfirm={() => confirming && send(confirming)}
      />
    </>
  );
}
