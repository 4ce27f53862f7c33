import { Alert, Text } from '@mantine/core';
import type { ChosenDate } from '@portal/shared/schemas/order-details';
import { useTranslation } from 'react-i18next';
import type { useChosenDate } from '../hooks/use-chosen-date';
import { dutchDate } from '../utils/chosen-date';
import { DatePicker } from './date-picker';
import { LoadFailed } from './deliver-step';
import '../texts';

/**
 * A shop's days as a copy or scan step offers them (the pickup, or the delivery after it): the
 * promise, a notice when a chosen day moved, the day picker; the shop's reason when it offers no
 * days for this work; `waiting` while there is nothing to ask the days for yet.
 */
export function DatesOf({
  chosen,
  label,
  value,
  onChange,
  waiting = null,
}: {
  chosen: ReturnType<typeof useChosenDate>;
  label: string;
  value: ChosenDate | null;
  onChange: (next: ChosenDate) => void;
  waiting?: string | null;
}) {
  const { t } = useTranslation();
  const { dates, moved, dismissMoved } = chosen;
  const promise = dates.data?.available ? dates.data : null;
  return (
    <>
      {promise && (
        <Text size="sm" fw={600} data-promise mb="xs">
          {promise.promiseText}
          {promise.expressPromiseText && (
            <Text span size="sm" fw={400} c="gray.7" display="block">
              {promise.expressPromiseText}
            </Text>
          )}
        </Text>
      )}
      {moved && (
        <Alert color="blue" variant="light" withCloseButton onClose={dismissMoved} mb="xs" role="status">
          {t('orderSteps.deliver.dateMoved', { date: dutchDate(moved.date) })}
        </Alert>
      )}
      {dates.data && !dates.data.available ? (
        <Text size="sm" c="red.8">
          {dates.data.message}
        </Text>
      ) : promise ? (
        <DatePicker label={label} options={promise.options} chosen={value} onChange={onChange} />
      ) : dates.isError ? (
        <LoadFailed onRetry={() => void dates.refetch()} />
      ) : (
        <Text size="sm" c="gray.7">
          {waiting && !dates.isFetching ? waiting : t('orderSteps.deliver.datesLoading')}
        </Text>
      )}
    </>
  );
}
