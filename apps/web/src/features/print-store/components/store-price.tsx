import { Alert, Text } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import { priceStoreItem, specKeyOf } from '@portal/shared/rules/store-pricing';
import type { ChosenSpecs, ProductType } from '@portal/shared/schemas/print-store';
import { useTranslation } from 'react-i18next';
import '../texts';

type Props = { type: ProductType; specs: ChosenSpecs; quantity: number; showsPrices: boolean };

/**
 * The product's price for the chosen specs and quantity, by the one store price rule the server
 * uses too (rules/store-pricing.ts): unit and line price excl. BTW and, when the table has them,
 * the volume prices. A combination that cannot be made says so instead (spec 02 section 5).
 */
export function StorePrice({ type, specs, quantity, showsPrices }: Props) {
  const { t } = useTranslation();
  const price = priceStoreItem(type, specs, quantity);
  if ('problem' in price && price.problem === 'INVALID_COMBINATION') {
    return (
      <Alert color="red" role="alert" className="store-invalid">
        {t('printStore.product.invalidCombination')}
      </Alert>
    );
  }
  if (!showsPrices || type.prices.length === 0) {
    return <Text size="sm">{t('printStore.product.pricesHidden')}</Text>;
  }
  if ('problem' in price) {
    return (
      <Alert color="yellow" role="status">
        {t('printStore.product.noPrice')}
      </Alert>
    );
  }
  return (
    <div className="store-price" aria-live="polite">
      <dl className="store-price__lines">
        <div>
          <dt>{t('printStore.product.unitPrice')}</dt>
          <dd data-testid="store-unit-price">{formatPrice(price.unitCents)}</dd>
        </div>
        <div className="store-price__total">
          <dt>{t('printStore.product.linePrice')}</dt>
          <dd>
            <span data-testid="store-line-price">{formatPrice(price.lineCents)}</span>{' '}
            <small>{t('printStore.product.exclVat')}</small>
          </dd>
        </div>
      </dl>
      <VolumePrices type={type} specs={specs} />
    </div>
  );
}

/** The unit price from each minimum quantity on, for this size and these specs. */
function VolumePrices({ type, specs }: { type: ProductType; specs: ChosenSpecs }) {
  const { t } = useTranslation();
  const size = specs[type.menus.find((menu) => menu.menuType === 'slider')?.name ?? ''] ?? '';
  const key = specKeyOf(type, specs);
  const rows = type.prices
    .filter((row) => row.size === size && row.specKey === key)
    .sort((a, b) => a.minQuantity - b.minQuantity);
  if (rows.length < 2) return null;
  return (
    // A plain table: Mantine's Table brings its scroll area and floating-ui (15 kB gzip) for
    // four rows (issue 29, Lighthouse on a phone).
    <table className="store-volume-prices">
      <caption>{t('printStore.product.volumePrices')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('printStore.product.fromQuantity')}</th>
          <th scope="col" className="store-volume-prices__amount">
            {t('printStore.product.perPiece')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.minQuantity}>
            <td>{t('printStore.product.pieces', { count: row.minQuantity })}</td>
            <td className="store-volume-prices__amount store-amount">{formatPrice(row.unitCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
