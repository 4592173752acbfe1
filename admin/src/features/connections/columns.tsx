/**
 * The connection views' columns, in the spec's order, after the selection and "Open" columns.
 * Only the API's sort fields are sortable; e-mails and telephones are links.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import { Badge, Button, Flex, Link, Text } from '@radix-ui/themes';
import { isOpenStatus } from '#shared/schemas/connections.ts';
import { workingDaysBetween } from '#shared/lib/working-days.ts';
import { useIntroductionSettings } from '../../lib/introduction-settings';
import { ADMIN_SORT_FIELDS, type AdminColumn, type AdminConnectionRow } from '#shared/schemas/admin.ts';
import { formatTelephone, telLink } from '#shared/lib/phone.ts';
import { StatusBadge } from '../../components/status-badge';
import { SelectPageCheckbox, SelectRowCheckbox } from '../../components/data-table/selection-cells';
import { useFormat } from '../../lib/format';
import { useStableCallback } from '../../lib/use-stable-callback';

const column = createColumnHelper<AdminConnectionRow>();
const sortable = (id: string) => (ADMIN_SORT_FIELDS as readonly string[]).includes(id);

/** An address that may break after its "@" (so the table fits a 1440 px window), never inside a part. */
function Email({ value }: { value: string }) {
  if (!value) return null;
  const at = value.lastIndexOf('@');
  return (
    <Link href={`mailto:${value}`}>
      {at > 0 ? (
        <>
          {value.slice(0, at + 1)}
          <wbr />
          {value.slice(at + 1)}
        </>
      ) : (
        value
      )}
    </Link>
  );
}

function Telephone({ value }: { value: string }) {
  const href = telLink(value);
  return href ? (
    <Link href={href} className="nowrap">
      {formatTelephone(value)}
    </Link>
  ) : (
    <>{value}</>
  );
}

export interface ColumnActions {
  onOpen: (row: AdminConnectionRow) => void;
  onOnlyRequester: (row: AdminConnectionRow) => void;
}

export function useConnectionColumns(actions: ColumnActions) {
  const { t } = useTranslation();
  const onOpen = useStableCallback(actions.onOpen);
  const onOnlyRequester = useStableCallback(actions.onOnlyRequester);
  const format = useFormat();
  const { targetWorkingDays } = useIntroductionSettings();
  return useMemo(() => {
    const who = (row: AdminConnectionRow) => ({ requester: row.requesterName, presenter: row.presenterName });
    const data = (id: AdminColumn, cell: (row: AdminConnectionRow) => ReactNode) =>
      column.accessor(id, {
        id,
        header: () => t(`columns.${id}`),
        enableSorting: sortable(id),
        // Dates start newest first, names A to Z.
        sortDescFirst: id === 'dateRequested' || id === 'lastUpdated',
        cell: ({ row }) => cell(row.original),
      });
    return [
      column.display({
        id: 'select',
        enableHiding: false,
        enableSorting: false,
        header: ({ table }) => <SelectPageCheckbox table={table} label={t('table.selectAll')} />,
        cell: ({ row }) => <SelectRowCheckbox row={row} label={t('table.selectRow', who(row.original))} />,
      }),
      column.display({
        id: 'open',
        enableHiding: false,
        enableSorting: false,
        header: () => <span className="visually-hidden">{t('columns.actions')}</span>,
        cell: ({ row }) => (
          <Button
            size="1"
            variant="soft"
            onClick={() => onOpen(row.original)}
            aria-label={t('table.openLabel', who(row.original))}
          >
            {t('table.open')}
          </Button>
        ),
      }),
      data('presenterName', (row) => row.presenterName),
      data('presenterEmail', (row) => <Email value={row.presenterEmail} />),
      data('presenterTel', (row) => <Telephone value={row.presenterTel} />),
      data('requesterName', (row) => (
        <Flex direction="column" align="start" gap="1">
          <Text>{row.requesterName}</Text>
          <Button
            size="1"
            variant="ghost"
            className="row-filter"
            onClick={() => onOnlyRequester(row)}
            aria-label={t('table.onlyRequesterLabel', { name: row.requesterName })}
          >
            {t('table.onlyRequester')}
          </Button>
        </Flex>
      )),
      data('requesterEmail', (row) => <Email value={row.requesterEmail} />),
      data('requesterTel', (row) => <Telephone value={row.requesterTel} />),
      data('status', (row) => <StatusBadge status={row.status} />),
      // The service clock (decision 0028): working days since the last step, red from the target on.
      column.display({
        id: 'waiting',
        enableSorting: false,
        enableHiding: false,
        header: () => t('columns.waiting'),
        cell: ({ row }) => {
          if (!isOpenStatus(row.original.status)) return null;
          const days = workingDaysBetween(new Date(row.original.lastUpdated), new Date());
          const late = days >= targetWorkingDays;
          return (
            <Badge color={late ? 'red' : 'gray'} variant={late ? 'solid' : 'soft'} data-late={late || undefined}>
              {t('table.waitingDays', { count: days })}
            </Badge>
          );
        },
      }),
      data('dateRequested', (row) => format.dateTime(row.dateRequested)),
      data('lastUpdated', (row) => format.dateTime(row.lastUpdated)),
    ];
  }, [t, format, onOpen, onOnlyRequester, targetWorkingDays]);
}
