import { Text, Title } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import type { DeliveryCostsView } from '../hooks/use-delivery-costs';
import '../texts';

/**
 * What delivery costs, on Bezorgen, before the customer confirms (issue 32 point 3, decision 0131):
 * the charge of a delivered order or 'Gratis', how much more makes delivery free, that collecting
 * is free, and the minimum order value. The amounts are the shared rule's, which the server
 * computes again; a theme that hides prices shows none of this (the step leaves it out).
 */
export function DeliveryCostsBlock({ view }: { view: DeliveryCostsView }) {
  const { t } = useTranslation();
  if (view.pending)
    return (
      <Text size="sm" c="gray.7">
        {t('orderSteps.deliver.shopLoading')}
      </Text>
    );
  const { costs } = view;
  return (
    <section aria-labelledby="deliver-costs-heading" data-testid="delivery-costs">
      <Title order={2} size="h4" id="deliver-costs-heading" mb="xs">
        {t('orderSteps.deliver.costs.heading')}
      </Title>
      {view.delivered && (
        <table aria-label={t('orderSteps.deliver.costs.caption')}>
          <tbody>
            <tr data-testid="delivery-charge">
              <th scope="row">{t('orderSteps.deliver.costs.charge')}</th>
              <td>
                {costs.chargeCents > 0 ? formatPrice(costs.chargeCents) : t('orderSteps.deliver.costs.free')}
              </td>
            </tr>
          </tbody>
        </table>
      )}
      <Text size="sm" mt={4}>
        {!view.delivered
          ? t('orderSteps.deliver.costs.pickUpFree')
          : costs.untilFreeCents !== null
            ? t('orderSteps.deliver.costs.freeFrom', {
                amount: formatPrice(view.goodsCents + costs.untilFreeCents),
                short: formatPrice(costs.untilFreeCents),
              })
            : costs.chargeCents === 0
              ? t('orderSteps.deliver.costs.freeReached')
              : null}
      </Text>
      {costs.minimumOrderCents > 0 && (
        <Text size="sm" c="gray.7">
          {t('orderSteps.deliver.costs.minimum', { amount: formatPrice(costs.minimumOrderCents) })}
        </Text>
      )}
    </section>
  );
}
