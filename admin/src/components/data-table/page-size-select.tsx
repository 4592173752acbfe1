/** Rows per page, among the API's page sizes. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Select, Text } from '@radix-ui/themes';
import { ADMIN_PAGE_SIZES } from '#shared/schemas/admin.ts';

type PageSize = (typeof ADMIN_PAGE_SIZES)[number];

export function PageSizeSelect({ value, onChange }: { value: PageSize; onChange: (size: PageSize) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Flex align="center" gap="2">
      <Text as="label" htmlFor={id} size="2">
        {t('pager.pageSize')}
      </Text>
      <Select.Root
        value={String(value)}
        onValueChange={(next) => {
          const size = ADMIN_PAGE_SIZES.find((candidate) => String(candidate) === next);
          if (size) onChange(size);
        }}
      >
        <Select.Trigger id={id} />
        <Select.Content>
          {ADMIN_PAGE_SIZES.map((size) => (
            <Select.Item key={size} value={String(size)}>
              {size}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}
