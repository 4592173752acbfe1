/**
 * The page-view report's second part (issue #26, decision 0016): per talk, how many times each rung
 * of its ladder was chosen over the period — read, listen, watch small, watch — with the totals per
 * rung. Talks nobody took are not listed; a rung nobody took shows 0. Sorted in the browser.
 */
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { Button, Flex, Heading, Link, Text } from '@radix-ui/themes';
import type { AdminRungChoiceRow } from '#shared/schemas/admin.ts';
import { RUNGS } from '#shared/schemas/rung-choice.ts';
import { problemOf } from '../../lib/api-client';
import { useFormat } from '../../lib/format';
import { DataTable } from '../../components/data-table/data-table';
import { ProblemCallout } from '../../components/problem-callout';
import { rungChoicesQuery } from './page-views-queries';

const NO_ROWS: AdminRungChoiceRow[] = [];
const column = createColumnHelper<AdminRungChoiceRow>();

function useRungChoiceColumns() {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    () => [
      column.accessor((row) => row.title ?? row.presentationId, {
        id: 'talk',
        header: () => t('rungChoices.columns.talk'),
        sortingFn: 'alphanumeric',
        cell: ({ row }) => (
          <Flex direction="column" gap="1">
            {row.original.title ? (
              <Link href={`/video-presentations/${encodeURIComponent(row.original.presentationId)}`}>
                {row.original.title}
              </Link>
            ) : (
              <Text color="gray">{t('rungChoices.untitled')}</Text>
            )}
            <Text size="1" color="gray" className="talk-id">
              {row.original.presentationId}
            </Text>
          </Flex>
        ),
      }),
      ...RUNGS.map((rung) =>
        column.accessor((row) => row.counts[rung], {
          id: rung,
          header: () => t(`rungChoices.rungs.${rung}`),
          sortDescFirst: true,
          cell: (info) => format.number(info.getValue()),
        }),
      ),
      column.accessor('total', {
        header: () => t('rungChoices.columns.total'),
        sortDescFirst: true,
        cell: (info) => format.number(info.getValue()),
      }),
    ],
    [t, format],
  );
}

/** The section's anchor: the page views page links to it from its top. */
export const RUNG_CHOICES_ID = 'rung-choices';

export function RungChoicesSection({ days }: { days: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  const totalsId = useId();
  const choices = useQuery(rungChoicesQuery(days));
  const problem = choices.isError && !choices.isFetching ? problemOf(choices.error) : undefined;
  const [sorting, setSorting] = useState<SortingState>([{ id: 'total', desc: true }]);
  const columns = useRungChoiceColumns();
  const rows = choices.data?.rows ?? NO_ROWS;
  // The table instance is mutable by design (TanStack); nothing here relies on compiler memoization.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => row.presentationId,
    enableSortingRemoval: false,
  });

  const data = choices.data;
  const statusText = choices.isFetching
    ? t('rungChoices.loading')
    : problem
      ? ''
      : rows.length === 0
        ? t('rungChoices.empty')
        : t('rungChoices.showingCount', { count: rows.length });

  return (
    <Flex asChild direction="column" gap="4">
      <section aria-labelledby={headingId} id={RUNG_CHOICES_ID} tabIndex={-1}>
        <Heading as="h2" size="5" id={headingId}>
          {t('rungChoices.heading')}
        </Heading>
        <Text as="p" size="2" color="gray">
          {t('rungChoices.intro', { days })}
        </Text>
        {data && (
          <section aria-labelledby={totalsId}>
            <Heading as="h3" size="3" id={totalsId} mb="2">
              {t('rungChoices.totalsLabel')}
            </Heading>
            <dl className="page-view-totals">
              {RUNGS.map((rung) => (
                <div key={rung}>
                  <dt>{t(`rungChoices.rungs.${rung}`)}</dt>
                  <dd>{format.number(data.totals[rung])}</dd>
                </div>
              ))}
              <div>
                <dt>{t('rungChoices.total')}</dt>
                <dd>{format.number(data.total)}</dd>
              </div>
            </dl>
          </section>
        )}
        {data?.truncated && (
          <Text as="p" size="2">
            {t('rungChoices.truncated', { count: rows.length })}
          </Text>
        )}
        {problem && (
          <ProblemCallout problem={problem}>
            <Button size="1" onClick={() => void choices.refetch()}>
              {t('table.retry')}
            </Button>
          </ProblemCallout>
        )}
        <Text as="p" role="status" size="2" className="table-status">
          {statusText}
        </Text>
        <DataTable
          table={table}
          caption={t('rungChoices.caption', { days })}
          busy={choices.isFetching}
          empty={problem ? null : t('rungChoices.empty')}
        />
      </section>
    </Flex>
  );
}
