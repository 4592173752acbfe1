/** The presenter filter: "All presenters", then the presenters the API lists. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Select, Text } from '@radix-ui/themes';
import type { AdminPresenterChoices } from '#shared/schemas/admin.ts';

// Radix Select items cannot have an empty value.
const ALL = '__all__';

interface PresenterFilterProps {
  value: string | undefined;
  choices: AdminPresenterChoices | undefined;
  onChange: (presenter: string | undefined) => void;
}

export function PresenterFilter({ value, choices, onChange }: PresenterFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const items = choices?.items ?? [];
  // A presenter in the URL who is not (or not yet) listed still shows as chosen.
  const missing = value && !items.some((item) => item.id === value) ? [{ id: value, name: value }] : [];
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {t('toolbar.presenter')}
      </Text>
      <Select.Root value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? undefined : next)}>
        <Select.Trigger id={id} className="presenter-select" />
        <Select.Content position="popper">
          <Select.Item value={ALL}>{t('toolbar.allPresenters')}</Select.Item>
          {[...missing, ...items].map((item) => (
            <Select.Item key={item.id} value={item.id}>
              {item.name}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}
