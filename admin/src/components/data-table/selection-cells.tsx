/** The row-selection column's check boxes: all rows of the page, and one row, each labelled. */
import type { Row, Table } from '@tanstack/react-table';
import { Checkbox } from '@radix-ui/themes';

export function SelectPageCheckbox<T>({ table, label }: { table: Table<T>; label: string }) {
  const checked = table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false;
  return (
    <Checkbox
      aria-label={label}
      checked={checked}
      disabled={table.getRowModel().rows.length === 0}
      onCheckedChange={(value) => table.toggleAllPageRowsSelected(value === true)}
    />
  );
}

export function SelectRowCheckbox<T>({ row, label }: { row: Row<T>; label: string }) {
  return (
    <Checkbox
      aria-label={label}
      checked={row.getIsSelected()}
      disabled={!row.getCanSelect()}
      onCheckedChange={(value) => row.toggleSelected(value === true)}
    />
  );
}
