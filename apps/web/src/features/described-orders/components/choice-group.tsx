import { Group, Radio } from '@mantine/core';

/**
 * One choice of a job form as radio buttons under their label: the arrow keys move between them,
 * and a long option ('Ander formaat (zie instructie)') wraps to the next line on a phone.
 */
export function ChoiceGroup<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as Value)}>
      <Group gap="md" mt={6} className="choice-group">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
