/**
 * Contact messages from the public contact form: new, handled or all (with counts), paged by
 * cursor, each markable as handled (or back to new). The list state lives in the URL.
 */
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FilterButtons } from '../../components/filter-buttons';
import { useQuery } from '@tanstack/react-query';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import {
  CONTACT_MESSAGE_FILTERS,
  type AdminContactMessage,
  type ContactMessageFilter,
  type ContactMessageQuery,
} from '#shared/schemas/admin.ts';
import { problemOf, type ApiProblem } from '../../lib/api-client';
import {
  FIRST_PAGE,
  hasPreviousPage,
  nextPage,
  pageIndex,
  previousPage,
  rowRange,
  trailFromState,
  type PagePosition,
} from '../../lib/cursor-stack';
import { useDocumentTitle } from '../../lib/document-title';
import { useFormat } from '../../lib/format';
import { DataTable } from '../../components/data-table/data-table';
import { Pager } from '../../components/data-table/pager';
import { PageSizeSelect } from '../../components/data-table/page-size-select';
import { ProblemCallout, StatusCallout } from '../../components/problem-callout';
import { messagesQuery, useMarkHandled } from './messages-queries';
import { messagesSearchParams, readMessagesQuery } from './messages-url';
import { fullName, useMessageColumns } from './message-columns';

const NO_MESSAGES: AdminContactMessage[] = [];

export function MessagesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const title = t('nav.messages');
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const query = useMemo(() => readMessagesQuery(params), [params]);
  const position: PagePosition = { after: query.after, trail: trailFromState(location.state) };
  const list = useQuery(messagesQuery(query));
  const nextCursor = list.isPlaceholderData ? null : list.data?.nextCursor;
  const problem = list.isError && !list.isFetching ? problemOf(list.error) : undefined;
  const mark = useMarkHandled();
  const [outcome, setOutcome] = useState<{ text: string } | { problem: ApiProblem } | null>(null);

  const go = (next: ContactMessageQuery, trail: readonly string[] = []) =>
    setParams(messagesSearchParams(next), { state: trail.length > 0 ? { trail } : null, preventScrollReset: true });
  const toPage = (next: PagePosition) => go({ ...query, after: next.after }, next.trail);

  const onToggle = (message: AdminContactMessage) => {
    // One change at a time; a second click while one is on its way is ignored.
    if (mark.isPending) return;
    setOutcome(null);
    mark.mutate(
      { id: message.id, handled: !message.handled },
      {
        onSuccess: (answer) => {
          const key = answer.message.handled ? 'messages.markedHandled' : 'messages.markedNew';
          setOutcome({ text: t(key, { name: fullName(answer.message) }) });
        },
        onError: (error) => setOutcome({ problem: problemOf(error) }),
      },
    );
  };
  const columns = useMessageColumns(onToggle);
  const rows = list.data?.items ?? NO_MESSAGES;
  // The table instance is mutable by design (TanStack); nothing here relies on compiler memoization.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualPagination: true,
    enableSorting: false,
  });

  const counts = list.data?.counts;
  const countOf = (filter: ContactMessageFilter) =>
    counts ? format.number(filter === 'all' ? counts.new + counts.handled : counts[filter]) : '…';
  const range = rowRange(pageIndex(position), query.size, rows.length);
  const statusText = list.isFetching
    ? t('table.loading')
    : problem
      ? ''
      : rows.length === 0
        ? t('messages.empty')
        : range
          ? t('messages.showing', { from: format.number(range.from), to: format.number(range.to) })
          : t('messages.showingCount', { count: rows.length });

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="7">
        {title}
      </Heading>
      <Flex gap="4" wrap="wrap" align="end" justify="between">
        <FilterButtons
          label={t('messages.show')}
          filters={CONTACT_MESSAGE_FILTERS}
          value={query.state}
          labelOf={(filter) => t(`messages.filters.${filter}`)}
          countOf={countOf}
          onChange={(filter) => go({ ...query, state: filter, after: undefined })}
        />
        <PageSizeSelect value={query.size} onChange={(size) => go({ ...query, size, after: undefined })} />
      </Flex>
      {problem && (
        <ProblemCallout problem={problem}>
          <Button size="1" onClick={() => (problem.fields?.after ? toPage(FIRST_PAGE) : void list.refetch())}>
            {problem.fields?.after ? t('pager.toFirst') : t('table.retry')}
          </Button>
        </ProblemCallout>
      )}
      {outcome &&
        ('text' in outcome ? (
          <StatusCallout>{outcome.text}</StatusCallout>
        ) : (
          <ProblemCallout problem={outcome.problem} />
        ))}
      <Text as="p" role="status" size="2" className="table-status">
        {statusText}
      </Text>
      <DataTable
        table={table}
        caption={t('messages.caption')}
        busy={list.isFetching}
        empty={problem ? null : t('messages.empty')}
      />
      <Pager
        hasPrevious={hasPreviousPage(position)}
        hasNext={Boolean(nextCursor) && !list.isFetching}
        onFirst={() => toPage(FIRST_PAGE)}
        onPrevious={() => toPage(previousPage(position))}
        onNext={() => nextCursor && toPage(nextPage(position, nextCursor))}
      />
    </Flex>
  );
}
