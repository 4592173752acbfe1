/**
 * The spec's two connection views, All Connections and All Pending Connections: the page of rows
 * and the per-status counts load in parallel (the table never waits for the counts), the URL holds
 * the table's state (and so the queries' keys), and the detail panel opens over it. While another
 * page or filter loads, the table keeps the rows it shows, marked busy.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import type { AdminConnectionRow, AdminView, BulkStatusAnswer } from '#shared/schemas/admin.ts';
import { problemOf } from '../../lib/api-client';
import { FIRST_PAGE, hasPreviousPage, nextPage, previousPage } from '../../lib/cursor-stack';
import { useDocumentTitle } from '../../lib/document-title';
import { useFormat } from '../../lib/format';
import { DataTable } from '../../components/data-table/data-table';
import { Pager } from '../../components/data-table/pager';
import { AlertCallout, ProblemCallout, StatusCallout } from '../../components/problem-callout';
import { connectionCountsQuery, connectionPageQuery, presentersQuery } from './connections-queries';
import { apiSearch } from './url-state';
import { useConnectionsUrl } from './use-connections-url';
import { useConnectionsTable } from './use-connections-table';
import { ConnectionsToolbar } from './connections-toolbar';
import { BulkBar } from './bulk-bar';
import { DetailPanel } from './detail/detail-panel';
import { tableStatusText } from './table-status';
import { outcomeCounts } from './bulk-targets';

const TITLE_KEYS = { all: 'nav.connections', pending: 'nav.pending' } as const;
// The same empty list for every render without rows, so the table's inputs do not change between them.
const NO_ROWS: AdminConnectionRow[] = [];

function ConnectionsView({ view }: { view: AdminView }) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = t(TITLE_KEYS[view]);
  useDocumentTitle(title);
  const url = useConnectionsUrl(view);
  const { query, open, ignored } = url.state;
  const pageKey = apiSearch(query);
  const page = useQuery(connectionPageQuery(query));
  const counts = useQuery(connectionCountsQuery(query));
  const presenters = useQuery(presentersQuery);
  // Only this page's own answer says what comes next (not the rows kept from the page before).
  const nextCursor = page.isPlaceholderData ? null : page.data?.nextCursor;
  const problem = page.isError && !page.isFetching ? problemOf(page.error) : undefined;
  const [report, setReport] = useState<{ pageKey: string; text: string } | null>(null);
  const rows = page.data?.items ?? NO_ROWS;
  const { setOpen, setFilters } = url;

  // The panel opens from the URL, not from a Radix trigger, so focus goes back to its opener here.
  const opener = useRef<HTMLElement | null>(null);
  const onOpen = useCallback(
    (row: AdminConnectionRow) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(row.id);
    },
    [setOpen],
  );
  const returnFocus = useCallback(() => {
    const target = opener.current?.isConnected ? opener.current : document.getElementById('main');
    target?.focus();
  }, []);
  const onOnlyRequester = useCallback(
    (row: AdminConnectionRow) => setFilters({ requester: row.requesterUid }),
    [setFilters],
  );
  const { table, selectedRows, clearSelection } = useConnectionsTable({ url, rows, onOpen, onOnlyRequester });

  const retry = () => {
    void page.refetch();
    void counts.refetch();
  };

  const onBulkDone = (answer: BulkStatusAnswer) => {
    const text = outcomeCounts(answer)
      .map(({ outcome, count }) => t(`bulk.outcome.${outcome}`, { count }))
      .join(', ');
    setReport({ pageKey, text });
    clearSelection();
  };

  const statusText = tableStatusText(t, {
    loading: page.isFetching,
    failed: problem !== undefined,
    rows: rows.length,
    size: query.size,
    position: url.position,
    total: counts.data?.total,
    number: format.number,
  });
  const total = counts.data?.total;

  return (
    <Flex direction="column" gap="4">
      <Flex align="baseline" justify="between" gap="3" wrap="wrap">
        <Heading as="h1" size="7">
          {title}
        </Heading>
        <Text color="gray" aria-hidden={total === undefined || undefined}>
          {total === undefined ? '…' : t('table.total', { count: total, formatted: format.number(total) })}
        </Text>
      </Flex>
      {ignored.length > 0 && <AlertCallout>{t('table.ignoredParams', { names: ignored.join(', ') })}</AlertCallout>}
      <ConnectionsToolbar
        url={url}
        table={table}
        rows={rows}
        counts={counts.data}
        page={page.data}
        presenters={presenters.data}
      />
      {problem && (
        <ProblemCallout problem={problem}>
          {problem.fields?.after ? (
            <Button size="1" onClick={() => url.goToPage(FIRST_PAGE)}>
              {t('pager.toFirst')}
            </Button>
          ) : problem.code === 'invalid_query' ? (
            <Button size="1" onClick={url.resetFilters}>
              {t('toolbar.reset')}
            </Button>
          ) : (
            <Button size="1" onClick={retry}>
              {t('table.retry')}
            </Button>
          )}
        </ProblemCallout>
      )}
      {report?.pageKey === pageKey && <StatusCallout>{report.text}</StatusCallout>}
      {selectedRows.length > 0 && <BulkBar rows={selectedRows} onDone={onBulkDone} onClear={clearSelection} />}
      <Text as="p" role="status" size="2" className="table-status">
        {statusText}
      </Text>
      <DataTable table={table} caption={title} busy={page.isFetching} empty={problem ? null : t('table.empty')} />
      <Pager
        hasPrevious={hasPreviousPage(url.position)}
        hasNext={Boolean(nextCursor) && !page.isFetching}
        onFirst={() => url.goToPage(FIRST_PAGE)}
        onPrevious={() => url.goToPage(previousPage(url.position))}
        onNext={() => nextCursor && url.goToPage(nextPage(url.position, nextCursor))}
      />
      {open && (
        <DetailPanel
          key={open}
          id={open}
          row={rows.find((row) => row.id === open)}
          onClose={() => setOpen(undefined)}
          returnFocus={returnFocus}
        />
      )}
    </Flex>
  );
}

export function AllConnectionsPage() {
  return <ConnectionsView view="all" />;
}

export function PendingConnectionsPage() {
  return <ConnectionsView view="pending" />;
}
