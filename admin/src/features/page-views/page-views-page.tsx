/**
 * Page views of the public site over the last 30 days (docs/decisions/0016-analytics.md): the
 * totals per language, then one row per page and language, sorted in the browser (the API answers
 * every row of the period at once, most viewed first) and filtered by page or route as typed; then
 * the rungs chosen per talk (issue #26), linked from the top of the page so it is found without
 * scrolling a table of a hundred rows or more.
 */
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  createColumnHelper,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { Button, Flex, Heading, Link, Text, TextField } from '@radix-ui/themes';
import { LOCALES } from '#shared/constants/spec.ts';
import { PAGE_VIEW_DEFAULT_DAYS, type AdminPageViewRow } from '#shared/schemas/admin.ts';
import { problemOf } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/document-title';
import { useFormat } from '../../lib/format';
import { DataTable } from '../../components/data-table/data-table';
import { ProblemCallout } from '../../components/problem-callout';
import { pageViewsQuery } from './page-views-queries';
import { RUNG_CHOICES_ID, RungChoicesSection } from './rung-choices-section';

const NO_ROWS: AdminPageViewRow[] = [];
/** A row matches a filter when its page or its route contains the text (any case). */
const matchesPage = (row: AdminPageViewRow, text: string) =>
  `${row.page}\n${row.route}`.toLowerCase().includes(text.trim().toLowerCase());
const column = createColumnHelper<AdminPageViewRow>();

function usePageViewColumns() {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    () => [
      column.accessor('page', {
        header: () => t('pageViews.columns.page'),
        sortingFn: 'alphanumeric',
        cell: ({ row }) => (
          <Flex direction="column" gap="1">
            <Text className="page-path">{row.original.page}</Text>
            {row.original.route !== row.original.page && (
              <Text size="1" color="gray">
                {t('pageViews.columns.route')}: {row.original.route}
              </Text>
            )}
          </Flex>
        ),
      }),
      column.accessor('locale', {
        header: () => t('pageViews.columns.language'),
        cell: (info) => t(`pageViews.languages.${info.getValue()}`),
      }),
      column.accessor('views', {
        header: () => t('pageViews.columns.views'),
        sortDescFirst: true,
        cell: (info) => format.number(info.getValue()),
      }),
    ],
    [t, format],
  );
}

export function PageViewsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const title = t('nav.pageViews');
  useDocumentTitle(title);
  const totalsId = useId();
  const days = PAGE_VIEW_DEFAULT_DAYS;
  const views = useQuery(pageViewsQuery(days));
  const problem = views.isError && !views.isFetching ? problemOf(views.error) : undefined;
  const [sorting, setSorting] = useState<SortingState>([{ id: 'views', desc: true }]);
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const columns = usePageViewColumns();
  const rows = views.data?.rows ?? NO_ROWS;
  // The table instance is mutable by design (TanStack); nothing here relies on compiler memoization.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting, globalFilter: filter },
    onSortingChange: setSorting,
    onGlobalFilterChange: setFilter,
    globalFilterFn: (row, _column, text: string) => matchesPage(row.original, text),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getRowId: (row) => `${row.locale} ${row.page}`,
    enableSortingRemoval: false,
  });

  const data = views.data;
  const statusText = views.isFetching
    ? t('pageViews.loading')
    : problem
      ? ''
      : rows.length === 0
        ? t('pageViews.empty')
        : filter.trim()
          ? t('pageViews.showingFiltered', { count: table.getRowModel().rows.length, total: rows.length })
          : t('pageViews.showingCount', { count: rows.length });

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="7">
        {title}
      </Heading>
      <Text as="p" size="2" color="gray">
        {t('pageViews.intro', { days })}
      </Text>
      <Text as="p" size="2">
        <Link href={`#${RUNG_CHOICES_ID}`}>{t('pageViews.toRungChoices')}</Link>
      </Text>
      {data && (
        <section aria-labelledby={totalsId}>
          <Heading as="h2" size="3" id={totalsId} mb="2">
            {t('pageViews.totalsLabel')}
          </Heading>
          <dl className="page-view-totals">
            {LOCALES.map((locale) => (
              <div key={locale}>
                <dt>{t(`pageViews.languages.${locale}`)}</dt>
                <dd>{format.number(data.totals[locale])}</dd>
              </div>
            ))}
            <div>
              <dt>{t('pageViews.total')}</dt>
              <dd>{format.number(data.total)}</dd>
            </div>
          </dl>
        </section>
      )}
      {data?.source === 'local' && (
        <Text as="p" size="1" color="gray">
          {t('pageViews.localSource')}
        </Text>
      )}
      {data?.truncated && (
        <Text as="p" size="2">
          {t('pageViews.truncated', { count: rows.length })}
        </Text>
      )}
      {problem && (
        <ProblemCallout problem={problem}>
          <Button size="1" onClick={() => void views.refetch()}>
            {t('table.retry')}
          </Button>
        </ProblemCallout>
      )}
      <Flex direction="column" gap="1" className="search-box">
        <Text as="label" htmlFor={filterId} size="2" weight="medium">
          {t('pageViews.filterLabel')}
        </Text>
        <TextField.Root
          id={filterId}
          type="search"
          value={filter}
          maxLength={200}
          placeholder={t('pageViews.filterPlaceholder')}
          onChange={(event) => setFilter(event.target.value)}
        />
      </Flex>
      <Text as="p" role="status" size="2" className="table-status">
        {statusText}
      </Text>
      <DataTable
        table={table}
        caption={t('pageViews.caption', { days })}
        busy={views.isFetching}
        empty={problem ? null : t('pageViews.empty')}
      />
      <RungChoicesSection days={days} />
    </Flex>
  );
}
