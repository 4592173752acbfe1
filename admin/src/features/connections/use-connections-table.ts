/**
 * The TanStack table of a connection view, driven by the server: sorting and column visibility
 * are read from and written to the URL; row selection belongs to the rows loaded (a new page, a
 * new filter or a refresh clears it).
 */
import { useCallback, useMemo, useState } from 'react';
import {
  functionalUpdate,
  getCoreRowModel,
  useReactTable,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { ADMIN_BULK_MAX, ADMIN_COLUMNS, type AdminConnectionRow } from '#shared/schemas/admin.ts';
import { useConnectionColumns, type ColumnActions } from './columns';
import { sortPatch } from './url-state';
import type { ConnectionsUrl } from './use-connections-url';

interface TableInput extends ColumnActions {
  url: ConnectionsUrl;
  rows: AdminConnectionRow[];
}

export function useConnectionsTable({ url, rows, onOpen, onOnlyRequester }: TableInput) {
  const columns = useConnectionColumns({ onOpen, onOnlyRequester });
  const { query, hidden } = url.state;
  const { setFilters, setHidden } = url;
  const [selection, setSelection] = useState<{ of: AdminConnectionRow[]; rows: RowSelectionState }>({
    of: rows,
    rows: {},
  });
  const rowSelection = selection.of === rows ? selection.rows : {};
  const sorting: SortingState = useMemo(
    () => [{ id: query.sort, desc: query.dir === 'desc' }],
    [query.sort, query.dir],
  );
  const columnVisibility: VisibilityState = useMemo(
    () => Object.fromEntries(hidden.map((column) => [column, false])),
    [hidden],
  );

  // The table instance is mutable by design (TanStack); nothing here relies on compiler memoization.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableRowSelection: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting, columnVisibility, rowSelection },
    onSortingChange: (updater) => {
      const patch = sortPatch(functionalUpdate(updater, sorting));
      if (patch) setFilters(patch);
    },
    onColumnVisibilityChange: (updater) => {
      const next = functionalUpdate(updater, columnVisibility);
      setHidden(ADMIN_COLUMNS.filter((column) => next[column] === false));
    },
    onRowSelectionChange: (updater) => setSelection({ of: rows, rows: functionalUpdate(updater, rowSelection) }),
  });

  const selectedRows = rows.filter((row) => rowSelection[row.id]).slice(0, ADMIN_BULK_MAX);
  const clearSelection = useCallback(() => setSelection({ of: rows, rows: {} }), [rows]);
  return { table, selectedRows, clearSelection };
}
