/** A request's status changes, oldest first: when, who (the requester is marked), from → to. */
import { useTranslation } from 'react-i18next';
import { Flex, Text } from '@radix-ui/themes';
import type { AdminHistoryEntry } from '#shared/schemas/admin.ts';
import { StatusBadge } from '#admin/src/components/status-badge.tsx';
import { useFormat } from '#admin/src/lib/format.ts';
import { ArrowRightIcon } from '@radix-ui/react-icons';

export function HistoryList({ history }: { history: readonly AdminHistoryEntry[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (history.length === 0) return <Text as="p">{t('detail.noHistory')}</Text>;
  return (
    <ol className="history-list">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <Flex gap="2" align="center" wrap="wrap">
            <Text size="2" color="gray">
              <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
            </Text>
            <Text size="2" weight="medium">
              {entry.byRequester
                ? t('detail.byRequester', { name: entry.byName })
                : entry.role === 'presenter'
                  ? t('detail.byPresenter', { name: entry.byName })
                  : entry.byName}
            </Text>
            {entry.from === null ? (
              <>
                <Text size="2">{t('detail.created')}</Text>
                <StatusBadge status={entry.to} />
              </>
            ) : (
              <>
                <StatusBadge status={entry.from} />
                <ArrowRightIcon aria-hidden="true" />
                <span className="visually-hidden">{t('detail.changedTo')}</span>
                <StatusBadge status={entry.to} />
              </>
            )}
          </Flex>
        </li>
      ))}
    </ol>
  );
}
