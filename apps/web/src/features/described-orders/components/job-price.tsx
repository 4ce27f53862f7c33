import { Text } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import '../../../styles/described-orders.css';
import '../texts';

/** A copy job's price as the form shows it while the customer fills it in. */
export type JobPriceState =
  | { kind: 'waiting' }
  | { kind: 'loading' }
  | { kind: 'priced'; cents: number }
  /** reason: why the shop prices it afterwards ('Prijs volgt: …'). */
  | { kind: 'follows'; reason: string };

/**
 * The copy job's price, excl. BTW, by the same rule the server charges (rules/copy-job-price.ts),
 * or 'Prijs volgt' with the reason; announced politely as it changes.
 */
export function JobPrice({ state }: { state: JobPriceState }) {
  const { t } = useTranslation();
  return (
    <div className="job-price" aria-live="polite" data-testid="job-price">
      {state.kind === 'priced' ? (
        <Text fw={700}>
          {t('describedOrders.copyJob.price')}: <span className="tabular">{formatPrice(state.cents)}</span>
        </Text>
      ) : state.kind === 'follows' ? (
        <Text size="sm" fw={600}>
          {state.reason}
        </Text>
      ) : (
        <Text size="sm" c="gray.7">
          {t(
            state.kind === 'loading'
              ? 'describedOrders.copyJob.priceLoading'
              : 'describedOrders.copyJob.priceWaits',
          )}
        </Text>
      )}
    </div>
  );
}
