/** A connection request's status as a coloured badge with its localized label. */
import { useTranslation } from 'react-i18next';
import { Badge } from '@radix-ui/themes';
import type { ConnectionStatus } from '#shared/schemas/connections.ts';

const COLORS = {
  requested: 'amber',
  sent: 'blue',
  question: 'orange',
  accepted: 'cyan',
  introduced: 'grass',
  declined: 'red',
  closed: 'gray',
  withdrawn: 'gray',
} as const satisfies Record<ConnectionStatus, string>;

export function StatusBadge({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="soft" highContrast>
      {t(`status.${status}`)}
    </Badge>
  );
}
