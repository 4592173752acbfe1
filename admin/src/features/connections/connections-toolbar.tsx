/**
 * The connection view's controls: search, status (with counts), presenter, dates, the requester
 * filter's chip, columns, page size, CSV export and Reset filters. Every change goes to the URL.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Table } from '@tanstack/react-table';
import { Badge, Button, Flex } from '@radix-ui/themes';
import type {
  AdminConnectionCounts,
  AdminConnectionPage,
  AdminConnectionRow,
  AdminPresenterChoices,
} from '#shared/schemas/admin.ts';
import { ColumnMenu } from '../../components/data-table/column-menu';
import { PageSizeSelect } from '../../components/data-table/page-size-select';
import { SearchBox } from './search-box';
import { StatusFilter } from './status-filter';
import { PresenterFilter } from './presenter-filter';
import { DateFilter } from './date-filter';
import { ExportLink } from './export-link';
import { hasFilters, toggledStatus } from './url-state';
import type { ConnectionsUrl } from './use-connections-url';

interface ToolbarProps {
  url: ConnectionsUrl;
  table: Table<AdminConnectionRow>;
  rows: AdminConnectionRow[];
  counts: AdminConnectionCounts | undefined;
  page: AdminConnectionPage | undefined;
  presenters: AdminPresenterChoices | undefined;
}

function RequesterChip({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap="2">
      <Badge size="2" variant="soft" highContrast>
        {t('toolbar.requesterChip', { name })}
      </Badge>
      <Button size="1" variant="ghost" onClick={onRemove} aria-label={t('toolbar.removeRequesterLabel', { name })}>
        {t('toolbar.removeRequester')}
      </Button>
    </Flex>
  );
}

export function ConnectionsToolbar({ url, table, rows, counts, page, presenters }: ToolbarProps) {
  const { t } = useTranslation();
  const { query } = url.state;
  const { setFilters } = url;
  const onSearch = useCallback((text: string) => setFilters({ q: text || undefined }, { replace: true }), [setFilters]);
  // The answer names the filter's member; until it arrives, the row the filter was chosen from does.
  const requesterName =
    (page?.requester?.uid === query.requester ? page?.requester?.name : undefined) ??
    rows.find((row) => row.requesterUid === query.requester)?.requesterName ??
    '…';
  return (
    <Flex direction="column" gap="4" className="toolbar" asChild>
      <section aria-label={t('toolbar.label')}>
        <Flex gap="4" wrap="wrap" align="start">
          <SearchBox
            value={query.q ?? ''}
            onSearch={onSearch}
            disabledReason={query.requester ? t('toolbar.searchWithRequester') : undefined}
          />
          <PresenterFilter
            value={query.presenter}
            choices={presenters}
            onChange={(presenter) => setFilters({ presenter })}
          />
          <DateFilter from={query.from} to={query.to} onChange={(range) => setFilters(range)} />
        </Flex>
        <StatusFilter
          query={query}
          counts={counts}
          onToggle={(status) => setFilters({ status: toggledStatus(query, status) })}
          onAll={() => setFilters({ status: [] })}
        />
        <Flex gap="3" wrap="wrap" align="end" justify="between">
          <Flex gap="3" wrap="wrap" align="center">
            {query.requester && (
              <RequesterChip name={requesterName} onRemove={() => setFilters({ requester: undefined })} />
            )}
            {/* The service clock's order (decision 0028): the request waiting longest since its last step first. */}
            <Button
              variant="soft"
              aria-pressed={query.sort === 'lastUpdated' && query.dir === 'asc'}
              onClick={() => setFilters({ sort: 'lastUpdated', dir: 'asc' })}
            >
              {t('toolbar.longestWaiting')}
            </Button>
            <Button variant="soft" color="gray" disabled={!hasFilters(query)} onClick={url.resetFilters}>
              {t('toolbar.reset')}
            </Button>
            <ColumnMenu table={table} labelOf={(id) => t(`columns.${id}`)} />
            <PageSizeSelect value={query.size} onChange={(size) => setFilters({ size })} />
          </Flex>
          <ExportLink query={query} />
        </Flex>
      </section>
    </Flex>
  );
}
