/**
 * The answer library's queue (decision 0040): answers waiting, approved, not published, withdrawn
 * or all, with counts; sorted by any column, filtered by a word (question, answer, presenter),
 * several approved at once. An answer opens in a side sheet: the question as published (the
 * member only by the name they chose), the answer and its recording, the talk and moment, the
 * decision (approve; reject with a note mailed to the presenter; edit for clarity, only with the
 * presenter's agreement, which is recorded; withdraw) and the history. Below: the answers that
 * help most and the questions that keep coming.
 */
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  createColumnHelper,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { Badge, Button, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { ANSWER_FILTERS, type AdminAnswer, type AnswerFilter, type AnswerStatus } from '#shared/schemas/answers.ts';
import { problemOf } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/document-title';
import { useFormat } from '../../lib/format';
import { useStableCallback } from '../../lib/use-stable-callback';
import { DataTable } from '../../components/data-table/data-table';
import { SelectPageCheckbox, SelectRowCheckbox } from '../../components/data-table/selection-cells';
import { FilterButtons } from '../../components/filter-buttons';
import { AlertCallout, ProblemCallout, StatusCallout, useProblemText } from '../../components/problem-callout';
import { answersQuery, insightsQuery, useBulkApprove } from './answers-api';
import { AnswerSheet } from './answer-sheet';

const NO_ROWS: AdminAnswer[] = [];
export const STATUS_COLORS = {
  pending: 'amber',
  approved: 'grass',
  rejected: 'red',
  withdrawn: 'gray',
} as const satisfies Record<AnswerStatus, string>;

const readFilter = (value: string | null): AnswerFilter =>
  ANSWER_FILTERS.find((filter) => filter === value) ?? 'pending';
const column = createColumnHelper<AdminAnswer>();

function useAnswerColumns(open: (row: AdminAnswer, opener: HTMLElement) => void) {
  const { t } = useTranslation();
  const format = useFormat();
  const onOpen = useStableCallback(open);
  return useMemo(
    () => [
      column.display({
        id: 'select',
        header: ({ table }) => <SelectPageCheckbox table={table} label={t('answers.selectAll')} />,
        cell: ({ row }) => (
          <SelectRowCheckbox row={row} label={t('answers.select', { question: row.original.question })} />
        ),
      }),
      column.accessor('question', { header: () => t('answers.columns.question') }),
      column.accessor('presenterName', { header: () => t('answers.columns.presenter') }),
      column.accessor((row) => (row.recording ? 'audio' : '') + (row.text ? ' text' : ''), {
        id: 'kind',
        header: () => t('answers.columns.kind'),
        cell: ({ row }) =>
          [row.original.text ? t('answers.kinds.text') : '', row.original.recording ? t('answers.kinds.audio') : '']
            .filter(Boolean)
            .join(' + '),
      }),
      column.accessor('createdAt', {
        header: () => t('answers.columns.created'),
        cell: (info) => format.dateTime(info.getValue()),
      }),
      column.accessor('helpful', {
        header: () => t('answers.columns.helpful'),
        cell: (info) => format.number(info.getValue()),
      }),
      column.accessor('status', {
        header: () => t('answers.columns.status'),
        cell: (info) => (
          <Badge color={STATUS_COLORS[info.getValue()]} variant="soft" highContrast>
            {t(`answers.statuses.${info.getValue()}`)}
            {info.row.original.reports > 0 && ` · ${t('answers.reported', { count: info.row.original.reports })}`}
          </Badge>
        ),
      }),
      column.display({
        id: 'open',
        header: () => <span className="visually-hidden">{t('answers.columns.actions')}</span>,
        cell: ({ row }) => (
          <Button size="1" variant="soft" onClick={(event) => onOpen(row.original, event.currentTarget)}>
            {t('answers.review')}
          </Button>
        ),
      }),
    ],
    [t, format, onOpen],
  );
}

export function AnswersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const problemText = useProblemText();
  const title = t('nav.answers');
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const status = readFilter(params.get('status'));
  const openId = params.get('open');
  const list = useQuery(answersQuery(status));
  const bulk = useBulkApprove();
  const opener = useRef<HTMLElement | null>(null);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'createdAt', desc: status !== 'pending' }]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const rows = list.data?.items ?? NO_ROWS;
  const problem = list.isError && !list.isFetching ? problemOf(list.error) : undefined;

  const setQuery = (next: { status?: AnswerFilter; open?: string | null }) => {
    const search = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'pending') search.set('status', nextStatus);
    const open = next.open === undefined ? openId : next.open;
    if (open) search.set('open', open);
    setParams(search, { preventScrollReset: true });
  };
  const columns = useAnswerColumns((row, element) => {
    opener.current = element;
    setQuery({ open: row.id });
  });
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting, globalFilter, rowSelection },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onRowSelectionChange: setRowSelection,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    globalFilterFn: (row, _id, value: string) =>
      [row.original.question, row.original.text, row.original.presenterName]
        .join(' ')
        .toLowerCase()
        .includes(String(value).toLowerCase()),
    enableRowSelection: (row) => row.original.status === 'pending',
    getRowId: (row) => row.id,
  });
  const selected = Object.keys(rowSelection).filter((id) => rowSelection[id]);
  const counts = list.data?.counts;
  const countOf = (filter: AnswerFilter) =>
    counts
      ? format.number(
          filter === 'all' ? counts.pending + counts.approved + counts.rejected + counts.withdrawn : counts[filter],
        )
      : '…';
  const shown = table.getRowModel().rows.length;

  const onBulkApprove = () => {
    setOutcome(null);
    bulk.mutate(selected, {
      onSuccess: (answer) => {
        setRowSelection({});
        setOutcome({ tone: 'success', text: t('answers.bulkApproved', { count: answer.approved.length }) });
      },
      onError: (error) => setOutcome({ tone: 'error', text: problemText(problemOf(error)) }),
    });
  };

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="7">
        {title}
      </Heading>
      <Text as="p" color="gray">
        {t('answers.intro')}
      </Text>
      <FilterButtons
        label={t('answers.show')}
        filters={ANSWER_FILTERS}
        value={status}
        labelOf={(filter) => t(`answers.filters.${filter}`)}
        countOf={countOf}
        onChange={(filter) => {
          setRowSelection({});
          setQuery({ status: filter, open: null });
        }}
      />
      <Flex gap="3" align="end" wrap="wrap">
        <label className="console-field">
          <Text as="span" size="2" weight="medium">
            {t('answers.filterLabel')}
          </Text>
          <TextField.Root
            value={globalFilter}
            onChange={(event) => setGlobalFilter(event.target.value)}
            placeholder={t('answers.filterPlaceholder')}
            style={{ width: '24rem', maxWidth: '100%' }}
          />
        </label>
        <Button onClick={onBulkApprove} disabled={selected.length === 0 || bulk.isPending} data-testid="bulk-approve">
          {t('answers.approveSelected', { count: selected.length })}
        </Button>
      </Flex>
      {outcome?.tone === 'success' && <StatusCallout>{outcome.text}</StatusCallout>}
      {outcome?.tone === 'error' && <AlertCallout>{outcome.text}</AlertCallout>}
      {problem && (
        <ProblemCallout problem={problem}>
          <Button size="1" onClick={() => void list.refetch()}>
            {t('table.retry')}
          </Button>
        </ProblemCallout>
      )}
      <Text as="p" role="status" size="2" className="table-status">
        {list.isFetching
          ? t('table.loading')
          : problem
            ? ''
            : shown === 0
              ? t('answers.empty')
              : t('answers.showingCount', { count: shown })}
      </Text>
      <DataTable
        table={table}
        caption={t('answers.caption')}
        busy={list.isFetching}
        empty={problem ? null : t('answers.empty')}
      />
      <Insights />
      {openId && (
        <AnswerSheet
          id={openId}
          answer={rows.find((row) => row.id === openId)}
          onClose={() => setQuery({ open: null })}
          returnFocus={() => opener.current?.focus()}
        />
      )}
    </Flex>
  );
}

/** The answers that helped most, and the questions that keep coming (from recent requests). */
function Insights() {
  const { t } = useTranslation();
  const format = useFormat();
  const insights = useQuery(insightsQuery());
  if (!insights.data) return null;
  const { helpful, recurring } = insights.data;
  return (
    <Flex gap="6" wrap="wrap" data-testid="answer-insights">
      <section aria-labelledby="helpful-title" style={{ flex: '1 1 20rem' }}>
        <Heading as="h2" size="4" id="helpful-title" mb="2">
          {t('answers.helpfulTitle')}
        </Heading>
        {helpful.length === 0 ? (
          <Text as="p" color="gray">
            {t('answers.helpfulEmpty')}
          </Text>
        ) : (
          <ol>
            {helpful.map((item) => (
              <li key={item.id}>
                {item.question} — {item.presenterName} (
                {t('answers.helpfulCount', { count: item.helpful, formatted: format.number(item.helpful) })})
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="recurring-title" style={{ flex: '1 1 20rem' }}>
        <Heading as="h2" size="4" id="recurring-title" mb="2">
          {t('answers.recurringTitle')}
        </Heading>
        {recurring.length === 0 ? (
          <Text as="p" color="gray">
            {t('answers.recurringEmpty')}
          </Text>
        ) : (
          <ol>
            {recurring.map((item) => (
              <li key={item.words}>
                <strong>{item.words}</strong>{' '}
                {t('answers.recurringExample', {
                  questions: t('answers.questionCount', { count: item.count }),
                  example: item.example,
                })}
              </li>
            ))}
          </ol>
        )}
      </section>
    </Flex>
  );
}
