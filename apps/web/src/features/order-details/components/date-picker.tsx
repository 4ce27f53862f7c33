import { Badge, Group, Radio, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { DeliveryDateOption } from '@portal/shared/schemas/delivery-dates';
import type { ChosenDate } from '@portal/shared/schemas/order-details';
import { useTranslation } from 'react-i18next';
import { chosenDateOf, isChosenOption } from '../utils/chosen-date';
import '../texts';

type DatePickerProps = {
  label: string;
  options: readonly DeliveryDateOption[];
  chosen: ChosenDate | null;
  onChange: (next: ChosenDate) => void;
};

const keyOf = (option: DeliveryDateOption) => `${option.value}|${option.date}`;

/**
 * The day picker of the deliver/pickup step: the shop's working days as cards (a day that can no
 * longer be reached is shown but cannot be chosen), 'vandaag', 'morgen' and 'spoed' named on
 * them, and the time slots of the chosen day when it has more than one. One radio group: the
 * arrow keys move between the days.
 */
export function DatePicker({ label, options, chosen, onChange }: DatePickerProps) {
  const { t } = useTranslation();
  const current = options.find((option) => isChosenOption(option, chosen)) ?? null;
  return (
    <Stack gap="sm">
      <Radio.Group
        label={<VisuallyHidden>{label}</VisuallyHidden>}
        value={current ? keyOf(current) : null}
        onChange={(value) => {
          const option = options.find((candidate) => keyOf(candidate) === value);
          if (option?.active) onChange(chosenDateOf(option, null));
        }}
      >
        <div className="date-picker" role="presentation">
          {options.map((option) => (
            <Radio.Card
              key={keyOf(option)}
              value={keyOf(option)}
              disabled={!option.active}
              className="date-picker__day"
              aria-label={[
                option.day,
                option.date,
                option.title === 'spoed' ? t('orderSteps.deliver.express') : option.title,
              ]
                .filter(Boolean)
                .join(' ')}
              data-express={option.title === 'spoed' || undefined}
              radius="md"
            >
              <Stack gap={2} align="center">
                <Text size="xs" tt="lowercase" c="gray.7">
                  {option.day.slice(0, 2)}
                </Text>
                <Text fw={600} className="tabular">
                  {option.date.slice(0, 5)}
                </Text>
                {option.title && (
                  <Badge
                    size="xs"
                    variant={option.title === 'spoed' ? 'filled' : 'light'}
                    color={option.title === 'spoed' ? 'red.9' : undefined}
                  >
                    {option.title === 'spoed' ? t('orderSteps.deliver.express') : option.title}
                  </Badge>
                )}
              </Stack>
            </Radio.Card>
          ))}
        </div>
      </Radio.Group>
      {current && current.times.length > 1 && (
        <Group>
          <Select
            label={t('orderSteps.deliver.timeLabel')}
            data={current.times.map((slot) => slot.time)}
            value={chosen?.time ?? null}
            allowDeselect={false}
            onChange={(time) => time && onChange(chosenDateOf(current, time))}
            w={140}
          />
        </Group>
      )}
    </Stack>
  );
}
