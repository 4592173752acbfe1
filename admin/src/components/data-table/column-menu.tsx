/** "Columns": show or hide each hideable column; the menu stays open while choosing. */
import { useTranslation } from 'react-i18next';
import type { Table } from '@tanstack/react-table';
import { Button, DropdownMenu } from '@radix-ui/themes';

export function ColumnMenu<T>({ table, labelOf }: { table: Table<T>; labelOf: (columnId: string) => string }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="soft" color="gray">
          {t('toolbar.columns')}
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {table
          .getAllLeafColumns()
          .filter((column) => column.getCanHide())
          .map((column) => (
            <DropdownMenu.CheckboxItem
              key={column.id}
              checked={column.getIsVisible()}
              onCheckedChange={(checked) => column.toggleVisibility(checked)}
              onSelect={(event) => event.preventDefault()}
            >
              {labelOf(column.id)}
            </DropdownMenu.CheckboxItem>
          ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
