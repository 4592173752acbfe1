/**
 * "Export CSV" of the filtered view (every page), as a plain download link, with the separator a
 * spreadsheet in the UI language expects chosen first (French Excel reads semicolons).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Select, Text } from '@radix-ui/themes';
import { EXPORT_DELIMITERS, type AdminConnectionQuery, type ExportDelimiter } from '#shared/schemas/admin.ts';
import { useFormat } from '../../lib/format';
import { defaultDelimiter, exportHref } from './url-state';

export function ExportLink({ query }: { query: AdminConnectionQuery }) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const id = useId();
  const [chosen, setChosen] = useState<ExportDelimiter | null>(null);
  const delimiter = chosen ?? defaultDelimiter(language);
  return (
    <Flex align="end" gap="2" wrap="wrap">
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {t('toolbar.delimiter')}
        </Text>
        <Select.Root
          value={delimiter}
          onValueChange={(next) => setChosen(EXPORT_DELIMITERS.find((item) => item === next) ?? null)}
        >
          <Select.Trigger id={id} />
          <Select.Content>
            {EXPORT_DELIMITERS.map((item) => (
              <Select.Item key={item} value={item}>
                {t(`toolbar.delimiters.${item}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <Button asChild variant="soft">
        <a href={exportHref(query, delimiter)} download>
          {t('toolbar.export')}
        </a>
      </Button>
    </Flex>
  );
}
