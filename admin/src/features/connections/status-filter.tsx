/**
 * The status filter as toggle buttons with each status's count under the other filters (the
 * counts arrive after the table, so they show "…" until then). "All" clears the filter.
 */
import { useTranslation } from 'react-i18next';
import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { ADMIN_VIEW_STATUSES, type AdminConnectionCounts, type AdminConnectionQuery } from '#shared/schemas/admin.ts';
import type { ConnectionStatus } from '#shared/schemas/connections.ts';
import { useFormat } from '../../lib/format';

interface StatusFilterProps {
  query: AdminConnectionQuery;
  counts: AdminConnectionCounts | undefined;
  onToggle: (status: ConnectionStatus) => void;
  onAll: () => void;
}

export function StatusFilter({ query, counts, onToggle, onAll }: StatusFilterProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const labelId = useId();
  const statuses = ADMIN_VIEW_STATUSES[query.view];
  const countOf = (status: ConnectionStatus) => (counts ? format.number(counts.counts[status]) : '…');
  const allCount = counts ? format.number(statuses.reduce((sum, status) => sum + counts.counts[status], 0)) : '…';
  return (
    <Flex direction="column" gap="1">
      <Text id={labelId} size="2" weight="medium">
        {t('toolbar.status')}
      </Text>
      <Flex role="group" aria-labelledby={labelId} gap="2" wrap="wrap">
        <Button
          size="1"
          variant={query.status.length === 0 ? 'solid' : 'outline'}
          aria-pressed={query.status.length === 0}
          onClick={onAll}
        >
          {t('toolbar.allStatuses')}
          <Badge variant="surface" color="gray" highContrast>
            {allCount}
          </Badge>
        </Button>
        {statuses.map((status) => {
          const pressed = query.status.includes(status);
          return (
            <Button
              key={status}
              size="1"
              variant={pressed ? 'solid' : 'outline'}
              aria-pressed={pressed}
              onClick={() => onToggle(status)}
            >
              {t(`status.${status}`)}
              <Badge variant="surface" color="gray" highContrast>
                {countOf(status)}
              </Badge>
            </Button>
          );
        })}
      </Flex>
    </Flex>
  );
}
