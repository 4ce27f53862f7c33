import { NativeSelect, Radio, Switch, Text, Textarea } from '@mantine/core';
import { type PrintLimitProblem, printLimitText } from '@portal/shared/rules/print-limits';
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
  /** Options the selected files cannot take (a binding's pages, a size 'Als bestand'), with why. */
  problems?: ReadonlyMap<string, PrintLimitProblem>;
};

/** Up to this many options show side by side as radio buttons; more become a list. */
const MAX_RADIOS = 4;

/** One option group of a product's menu, as the control that fits its kind (schemas/catalogue.ts). */
export function OptionGroupField({ menuId, group, entry, onChange, disabled, problems }: Props) {
  const { t } = useTranslation();
  const choose = (optionName: string, on = true) =>
    onChange({ menuId, optionGroupName: group.name, optionName }, on);
  const reasonOf = (optionName: string) => {
    const problem = problems?.get(optionName);
    if (!problem) return null;
    const text = printLimitText(problem);
    return t(text.key, text.values);
  };
  // The choice made cannot be made for this file: said where the choice is (decision 0134).
  const chosenReason = entry ? reasonOf(entry.optionName) : null;

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

  if (group.options.length > MAX_RADIOS) {
    const unavailable = group.options.flatMap((option) => {
      const reason = reasonOf(option.name);
      return reason && option.name !== entry?.optionName ? [{ name: option.name, reason }] : [];
    });
    return (
      <div>
        <NativeSelect
          label={group.title}
          value={entry?.optionName ?? ''}
          onChange={(event) => choose(event.currentTarget.value)}
          data={[
            ...(entry ? [] : [{ value: '', label: t('productOrder.chooseOption'), disabled: true }]),
            ...group.options.map((option) =>
              problems?.has(option.name)
                ? {
                    value: option.name,
                    label: t('preflight.limits.unavailable', { option: option.title }),
                    disabled: true,
                  }
                : { value: option.name, label: option.title },
            ),
          ]}
          error={chosenReason ?? undefined}
          disabled={disabled}
        />
        {unavailable.map(({ name, reason }) => (
          <Text key={name} size="xs" c="gray.7" mt={4} data-testid="option-unavailable">
            {reason}
          </Text>
        ))}
      </div>
    );
  }

  return (
    <Radio.Group
      label={group.title}
      value={entry?.optionName ?? null}
      onChange={(name) => choose(name)}
      error={chosenReason ?? undefined}
    >
      <div className="option-group__radios">
        {group.options.map((option) => {
          const reason = option.name === entry?.optionName ? null : reasonOf(option.name);
          return (
            <Radio
              key={option.name}
              value={option.name}
              label={option.title}
              description={reason ?? undefined}
              disabled={disabled || reason !== null}
            />
          );
        })}
      </div>
    </Radio.Group>
  );
}
