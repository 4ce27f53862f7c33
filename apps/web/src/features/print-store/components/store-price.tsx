import { Alert, Table, Text } from '@mantine/core';
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
    <Table className="store-volume-prices" withRowBorders={false} verticalSpacing={2} fz="sm">
      <caption>{t('printStore.product.volumePrices')}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('printStore.product.fromQuantity')}</Table.Th>
          <Table.Th ta="right">{t('printStore.product.perPiece')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.minQuantity}>
            <Table.Td>{t('printStore.product.pieces', { count: row.minQuantity })}</Table.Td>
            <Table.Td ta="right" className="store-amount">
              {formatPrice(row.unitCents)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
