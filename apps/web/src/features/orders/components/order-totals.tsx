import { Text } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import { orderTotals, VAT_PERCENT } from '@portal/shared/rules/vat';
import { useTranslation } from 'react-i18next';
import '../texts';

/**
 * The order's totals (issue 13 point 3): excl. BTW, BTW and incl. BTW, right-aligned in tabular
 * figures, by the shared BTW rule the server applies to the same sum (the cart's priced lines
 * plus a spoed surcharge and the delivery charge). Lines without a price, and lines whose price is not shown ('Prijs op
 * aanvraag'), are not in it; a note says so for each.
 */
export function OrderTotals({
  linesCents,
  expressSurchargeCents,
  unpricedCount,
  unpricedNote,
  onRequestCount = 0,
  delivery = null,
}: {
  linesCents: number;
  expressSurchargeCents: number;
  /**
   * The delivery charge of a delivered order the terms apply to (decision 0131): its amount, or
   * 'Gratis' from the free-delivery amount; null shows no row (collected, or no terms).
   */
  delivery?: { chargeCents: number } | null;
  unpricedCount: number;
  /** The note under the totals when something has no price; by default about the cart's files. */
  unpricedNote?: string;
  onRequestCount?: number;
}) {
  const { t } = useTranslation();
  const totals = orderTotals(linesCents + expressSurchargeCents + (delivery?.chargeCents ?? 0));
  return (
    <div className="order-totals">
      <table aria-label={t('orderConfirm.totals.caption')} data-testid="order-totals">
        <tbody>
          {expressSurchargeCents > 0 && (
            <tr>
              <th scope="row">{t('orderConfirm.totals.express')}</th>
              <td>{formatPrice(expressSurchargeCents)}</td>
            </tr>
          )}
          {delivery && (
            <tr data-testid="delivery-charge">
              <th scope="row">{t('orderConfirm.totals.delivery')}</th>
              <td>
                {delivery.chargeCents > 0
                  ? formatPrice(delivery.chargeCents)
                  : t('orderConfirm.totals.deliveryFree')}
              </td>
            </tr>
          )}
          <tr>
            <th scope="row">{t('orderConfirm.totals.exclVat')}</th>
            <td data-testid="total-excl-vat">{formatPrice(totals.exclVatCents)}</td>
          </tr>
          <tr>
            <th scope="row">{t('orderConfirm.totals.vat', { percent: VAT_PERCENT })}</th>
            <td data-testid="total-vat">{formatPrice(totals.vatCents)}</td>
          </tr>
          <tr className="order-totals__grand">
            <th scope="row">{t('orderConfirm.totals.inclVat')}</th>
            <td data-testid="total-incl-vat">{formatPrice(totals.inclVatCents)}</td>
          </tr>
        </tbody>
      </table>
      {unpricedCount > 0 && (
        <Text size="xs" c="gray.7" ta="right" mt={4}>
          {unpricedNote ?? t('orderConfirm.totals.unpriced', { count: unpricedCount })}
        </Text>
      )}
      {onRequestCount > 0 && (
        <Text size="xs" c="gray.7" ta="right" mt={4}>
          {t('orderConfirm.totals.onRequest', { count: onRequestCount })}
        </Text>
      )}
    </div>
  );
}
