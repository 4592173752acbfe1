/** "Requested from / to": calendar days (UTC, as the API counts them), either may be empty. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Text, TextField } from '@radix-ui/themes';

interface DateFilterProps {
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from?: string | undefined; to?: string | undefined }) => void;
}

export function DateFilter({ from, to, onChange }: DateFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const hint = `${id}-hint`;
  return (
    <Flex direction="column" gap="1">
      <Flex gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={`${id}-from`} size="2" weight="medium">
            {t('toolbar.from')}
          </Text>
          <TextField.Root
            id={`${id}-from`}
            type="date"
            value={from ?? ''}
            max={to}
            aria-describedby={hint}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
          />
        </Flex>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={`${id}-to`} size="2" weight="medium">
            {t('toolbar.to')}
          </Text>
          <TextField.Root
            id={`${id}-to`}
            type="date"
            value={to ?? ''}
            min={from}
            aria-describedby={hint}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
          />
        </Flex>
      </Flex>
      <Text id={hint} size="1" color="gray">
        {t('toolbar.datesHint')}
      </Text>
    </Flex>
  );
}
