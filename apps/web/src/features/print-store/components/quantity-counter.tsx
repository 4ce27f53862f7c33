import { ActionIcon, Group, Input, TextInput } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts';
import { counterValue, counterWhileTyping } from '../utils/quantity-counter';

type Props = {
  label: string;
  value: number;
  /** The most one order may hold; null for no limit. */
  max: number | null;
  onChange: (value: number) => void;
};

/**
 * A quantity with − and + (spec 02 section 5): a whole number from 1 up to the maximum applies
 * while typing; leaving the field turns anything else into 1, or into the maximum above it.
 */
export function QuantityCounter({ label, value, max, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const set = (next: number) => {
    setText(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <div className="store-quantity">
      <Input.Label htmlFor={id}>{label}</Input.Label>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('printStore.product.decrease')}
          disabled={value <= 1}
          onClick={() => set(value - 1)}
        >
          −
        </ActionIcon>
        <TextInput
          id={id}
          aria-describedby={max !== null ? `${id}-max` : undefined}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          w={96}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            const usable = counterWhileTyping(next, max);
            if (usable !== null && usable !== value) onChange(usable);
          }}
          onBlur={() => set(counterValue(text, max))}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('printStore.product.increase')}
          disabled={max !== null && value >= max}
          onClick={() => set(value + 1)}
        >
          +
        </ActionIcon>
      </Group>
      {max !== null && (
        <Input.Description id={`${id}-max`} mt={4}>
          {t('printStore.product.maxQuantity', { n: max })}
        </Input.Description>
      )}
    </div>
  );
}
