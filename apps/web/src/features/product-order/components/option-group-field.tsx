import { NativeSelect, Radio, Switch, Textarea } from '@mantine/core';
import type { OptionGroup, SpecEntry } from '@portal/shared/schemas/catalogue';
import { useTranslation } from 'react-i18next';
import '../texts';

type Props = {
  menuId: string;
  group: OptionGroup;
  /** The group's current entry; none for a toggle that is off or a choice without a default. */
  entry: SpecEntry | undefined;
  onChange: (entry: SpecEntry, on: boolean) => void;
  disabled: boolean;
};

/** Up to this many options show side by side as radio buttons; more become a list. */
const MAX_RADIOS = 4;

/** One option group of a product's menu, as the control that fits its kind (schemas/catalogue.ts). */
export function OptionGroupField({ menuId, group, entry, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const choose = (optionName: string, on = true) =>
    onChange({ menuId, optionGroupName: group.name, optionName }, on);

  if (group.kind === 'text')
    return (
      <Textarea
        label={group.title}
        value={entry?.optionName ?? ''}
        onChange={(event) => choose(event.currentTarget.value)}
        maxLength={500}
        autosize
        minRows={2}
        disabled={disabled}
      />
    );

  if (group.kind === 'toggle') {
    const option = group.options[0];
    if (!option) return null;
    return (
      <Switch
        label={option.title}
        checked={entry !== undefined}
        onChange={(event) => choose(option.name, event.currentTarget.checked)}
        disabled={disabled}
      />
    );
  }

  if (group.options.length > MAX_RADIOS)
    return (
      <NativeSelect
        label={group.title}
        value={entry?.optionName ?? ''}
        onChange={(event) => choose(event.currentTarget.value)}
        data={[
          ...(entry ? [] : [{ value: '', label: t('productOrder.chooseOption'), disabled: true }]),
          ...group.options.map((option) => ({ value: option.name, label: option.title })),
        ]}
        disabled={disabled}
      />
    );

  return (
    <Radio.Group label={group.title} value={entry?.optionName ?? null} onChange={(name) => choose(name)}>
      <div className="option-group__radios">
        {group.options.map((option) => (
          <Radio key={option.name} value={option.name} label={option.title} disabled={disabled} />
        ))}
      </div>
    </Radio.Group>
  );
}
