/**
 * The status changes a request allows from where it is (shared `allowedTransitions`); declining
 * and cancelling end it, so they are confirmed first. Ended requests offer none.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Text } from '@radix-ui/themes';
import type { AdminConnectionRow } from '../../../../../shared/schemas/admin';
import { allowedTransitions, type ConnectionStatus } from '../../../../../shared/schemas/connections';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { endsRequest } from '../bulk-targets';

interface StatusActionsProps {
  connection: AdminConnectionRow;
  busy: boolean;
  onChange: (to: ConnectionStatus) => void;
}

export function StatusActions({ connection, busy, onChange }: StatusActionsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<ConnectionStatus | null>(null);
  const targets = allowedTransitions[connection.status];
  if (targets.length === 0) return <Text as="p">{t('detail.final')}</Text>;
  const names = { requester: connection.requesterName, presenter: connection.presenterName };
  return (
    <>
      <Flex gap="2" wrap="wrap">
        {targets.map((to) => (
          <Button
            key={to}
            disabled={busy}
            color={endsRequest(to) ? 'red' : undefined}
            variant={endsRequest(to) ? 'soft' : 'solid'}
            onClick={() => (endsRequest(to) ? setConfirming(to) : onChange(to))}
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
        onConfirm={() => confirming && onChange(confirming)}
      />
    </>
  );
}
