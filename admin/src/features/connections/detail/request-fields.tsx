/** Every field of a connection request, as a description list. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, Link } from '@radix-ui/themes';
import type { AdminConnectionRow } from '#shared/schemas/admin.ts';
import { formatTelephone, telLink } from '#shared/lib/phone.ts';
import { StatusBadge } from '#admin/src/components/status-badge.tsx';
import { useFormat } from '#admin/src/lib/format.ts';

function Contact({ kind, value }: { kind: 'email' | 'tel'; value: string }) {
  const href = kind === 'email' ? (value ? `mailto:${value}` : '') : telLink(value);
  const shown = kind === 'tel' ? formatTelephone(value) : value.trim();
  return href ? <Link href={href}>{shown}</Link> : <>{value || '—'}</>;
}

/** `children`: more items of the same list (the introduction's fields), so the columns line up. */
export function RequestFields({ connection, children }: { connection: AdminConnectionRow; children?: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  const items = [
    ['presenterName', connection.presenterName],
    ['presenterEmail', <Contact kind="email" value={connection.presenterEmail} />],
    ['presenterTel', <Contact kind="tel" value={connection.presenterTel} />],
    ['requesterName', connection.requesterName],
    ['requesterEmail', <Contact kind="email" value={connection.requesterEmail} />],
    ['requesterTel', <Contact kind="tel" value={connection.requesterTel} />],
    ['status', <StatusBadge status={connection.status} />],
    ['dateRequested', format.dateTime(connection.dateRequested)],
    ['lastUpdated', format.dateTime(connection.lastUpdated)],
  ] as const;
  return (
    <DataList.Root size="2" orientation={{ initial: 'vertical', sm: 'horizontal' }}>
      {items.map(([key, value]) => (
        <DataList.Item key={key}>
          <DataList.Label minWidth="140px">{t(`columns.${key}`)}</DataList.Label>
          <DataList.Value>{value}</DataList.Value>
        </DataList.Item>
      ))}
      {children}
    </DataList.Root>
  );
}
