/**
 * The month's report of introductions (decision 0028): requests made that month by where they
 * stand, the median working days from request to introduction, the same per presenter, and the
 * CSV of it. The month is in the address (`?month=YYYY-MM`), this month by default.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Flex, Heading, Link, Table, Text, TextField } from '@radix-ui/themes';
import { CONNECTION_STATUSES } from '#shared/schemas/connections.ts';
import { ANSWER_STATUSES, answerInsightsSchema } from '#shared/schemas/answers.ts';
import { apiData, problemOf } from '../../lib/api-client';
import { reportSchema } from '../../lib/answer-schemas';
import { useDocumentTitle } from '../../lib/document-title';
import { useFormat } from '../../lib/format';
import { ProblemCallout } from '../../components/problem-callout';
import { StatusBadge } from '../../components/status-badge';

const thisMonth = () => new Date().toISOString().slice(0, 7);
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function ReportPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  useDocumentTitle(t('nav.report'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : thisMonth();
  const report = useQuery({
    queryKey: ['report', month],
    queryFn: ({ signal }) => apiData(`/api/admin/connections/report?month=${month}`, reportSchema, { signal }),
  });
  // The answer library's answers by status (decision 0040): all time, not only this month.
  const answers = useQuery({
    queryKey: ['answers', 'insights'],
    queryFn: ({ signal }) => apiData('/api/admin/answers/insights', answerInsightsSchema, { signal }),
  });
  const days = (value: number | null) => (value === null ? '—' : format.number(value));
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        {t('report.title')}
      </Heading>
      <Flex gap="3" align="end" wrap="wrap">
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={`${id}-month`} size="2" weight="bold">
            {t('report.month')}
          </Text>
          <TextField.Root
            id={`${id}-month`}
            type="month"
            value={month}
            onChange={(event) => {
              if (MONTH.test(event.target.value)) setParams({ month: event.target.value }, { replace: true });
            }}
          />
        </Flex>
        <Link href={`/api/admin/connections/report.csv?month=${month}`} download>
          {t('report.download')}
        </Link>
      </Flex>
      {report.isError && <ProblemCallout problem={problemOf(report.error)} />}
      {report.data && (
        <>
          <Text as="p">
            {t('report.summary', {
              count: report.data.total,
              median: days(report.data.medianDaysToIntroduction),
            })}
          </Text>
          <section aria-labelledby={`${id}-outcomes`}>
            <Heading as="h2" size="4" mb="2" id={`${id}-outcomes`}>
              {t('report.byOutcome')}
            </Heading>
            <Flex gap="3" wrap="wrap" asChild>
              <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {CONNECTION_STATUSES.map((status) => (
                  <li key={status}>
                    <Flex gap="2" align="center">
                      <StatusBadge status={status} />
                      <Text weight="bold">{format.number(report.data.byOutcome[status])}</Text>
                    </Flex>
                  </li>
                ))}
              </ul>
            </Flex>
          </section>
          <section aria-labelledby={`${id}-presenters`}>
            <Heading as="h2" size="4" mb="2" id={`${id}-presenters`}>
              {t('report.perPresenter')}
            </Heading>
            {report.data.perPresenter.length === 0 ? (
              <Text as="p">{t('report.empty')}</Text>
            ) : (
              <Table.Root variant="surface">
                <Table.Header>
                  <Table.Row>
                    {(['presenter', 'total', 'introduced', 'declined', 'open', 'medianDays'] as const).map((column) => (
                      <Table.ColumnHeaderCell key={column}>{t(`report.columns.${column}`)}</Table.ColumnHeaderCell>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {report.data.perPresenter.map((row) => (
                    <Table.Row key={row.presenterId}>
                      <Table.RowHeaderCell>{row.presenterName}</Table.RowHeaderCell>
                      <Table.Cell>{format.number(row.total)}</Table.Cell>
                      <Table.Cell>{format.number(row.introduced)}</Table.Cell>
                      <Table.Cell>{format.number(row.declined)}</Table.Cell>
                      <Table.Cell>{format.number(row.open)}</Table.Cell>
                      <Table.Cell>{days(row.medianDaysToIntroduction)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </section>
        </>
      )}
      {answers.data && (
        <section aria-labelledby={`${id}-answers`} data-testid="report-answers">
          <Heading as="h2" size="4" mb="2" id={`${id}-answers`}>
            {t('report.answersByStatus')}
          </Heading>
          <Flex gap="4" wrap="wrap" asChild>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {ANSWER_STATUSES.map((status) => (
                <li key={status}>
                  <Text>{t(`answers.statuses.${status}`)}</Text>{' '}
                  <Text weight="bold">{format.number(answers.data.counts[status])}</Text>
                </li>
              ))}
            </ul>
          </Flex>
        </section>
      )}
    </Flex>
  );
}
