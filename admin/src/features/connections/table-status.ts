/** What the live region says after a load: "Showing 1–50 of 123", or as much of it as is known. */
import type { TFunction } from 'i18next';
import { rowRange, type PagePosition, pageIndex } from '../../lib/cursor-stack';

interface TableStatusInput {
  loading: boolean;
  failed: boolean;
  rows: number;
  size: number;
  position: PagePosition;
  total: number | undefined;
  number: (value: number) => string;
}

export function tableStatusText(t: TFunction, input: TableStatusInput): string {
  if (input.loading) return t('table.loading');
  if (input.failed) return '';
  if (input.rows === 0) return t('table.empty');
  const range = rowRange(pageIndex(input.position), input.size, input.rows);
  const total = input.total === undefined ? undefined : input.number(input.total);
  if (range) {
    const values = { from: input.number(range.from), to: input.number(range.to), total };
    return total === undefined ? t('table.showing', values) : t('table.showingOf', values);
  }
  return total === undefined
    ? t('table.showingCount', { count: input.rows })
    : t('table.showingCountOf', { count: input.rows, total });
}
