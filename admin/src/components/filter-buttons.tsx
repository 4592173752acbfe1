/** A labelled group of toggle buttons choosing a view's filter, each with its count. */
import { useId } from 'react';
import { Badge, Button, Flex, Text } from '@radix-ui/themes';

interface FilterButtonsProps<F extends string> {
  label: string;
  filters: readonly F[];
  value: F;
  labelOf: (filter: F) => string;
  countOf: (filter: F) => string;
  onChange: (filter: F) => void;
}

export function FilterButtons<F extends string>({
  label,
  filters,
  value,
  labelOf,
  countOf,
  onChange,
}: FilterButtonsProps<F>) {
  const labelId = useId();
  return (
    <Flex direction="column" gap="1">
      <Text id={labelId} size="2" weight="medium">
        {label}
      </Text>
      <Flex role="group" aria-labelledby={labelId} gap="2" wrap="wrap">
        {filters.map((filter) => (
          <Button
            key={filter}
            size="1"
            variant={value === filter ? 'solid' : 'outline'}
            aria-pressed={value === filter}
            onClick={() => onChange(filter)}
          >
            {labelOf(filter)}
            <Badge variant="surface" color="gray" highContrast>
              {countOf(filter)}
            </Badge>
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
