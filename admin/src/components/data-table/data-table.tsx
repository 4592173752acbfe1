/**
 * A TanStack table rendered with Radix Themes: a caption, header cells with `aria-sort` whose
 * sortable headers are buttons, an empty-state row, and `aria-busy` while the next data loads.
 * Sorting, paging and filtering are the server's; this only draws what the table holds.
 */
import type { ReactNode } from 'react';
import { flexRender, type Header, type Table as TanStackTable } from '@tanstack/react-table';
import { Table } from '@radix-ui/themes';
import { CaretDownIcon, CaretSortIcon, CaretUpIcon } from '@radix-ui/react-icons';

function ariaSort(sorted: false | 'asc' | 'desc') {
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}

function SortArrow({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  return (
    <span aria-hidden="true" className="sort-arrow" data-sorted={sorted || 'none'}>
      {sorted === 'asc' ? <CaretUpIcon /> : sorted === 'desc' ? <CaretDownIcon /> : <CaretSortIcon />}
    </span>
  );
}

function HeaderCell<T>({ header }: { header: Header<T, unknown> }) {
  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) {
    return <Table.ColumnHeaderCell scope="col">{content}</Table.ColumnHeaderCell>;
  }
  const sorted = header.column.getIsSorted();
  return (
    <Table.ColumnHeaderCell scope="col" aria-sort={ariaSort(sorted)}>
      <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
        {content}
        <SortArrow sorted={sorted} />
      </button>
    </Table.ColumnHeaderCell>
  );
}

interface DataTableProps<T> {
  table: TanStackTable<T>;
  caption: string;
  busy: boolean;
  /** Shown in one cell when there are no rows (and nothing is loading). */
  empty: ReactNode;
}

export function DataTable<T>({ table, caption, busy, empty }: DataTableProps<T>) {
  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
  return (
    <div className="data-table" aria-busy={busy}>
      <Table.Root variant="surface" size="1">
        <caption className="visually-hidden">{caption}</caption>
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} />
              ))}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columnCount}>{busy ? null : empty}</Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <Table.Row key={row.id} data-selected={row.getIsSelected() || undefined}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Cell key={cell.id} className={`cell-${cell.column.id}`}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
