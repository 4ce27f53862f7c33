import { Select, type SelectProps } from '@mantine/core';
import type { Shop } from '@portal/shared/schemas/shops';
import { orderDetails } from '../stores/order-details-store';

/**
 * The shop an order is collected at, or a copy or scan order's originals are brought to, chosen
 * from the provider's shops by company and city; the choice becomes the pickup address.
 */
export function PickUpShopSelect({
  shops,
  shop,
  ...props
}: { shops: Shop[]; shop: Shop | undefined } & Pick<SelectProps, 'id' | 'label' | 'mb'>) {
  return (
    <Select
      {...props}
      data={shops.map((candidate) => ({
        value: candidate.id,
        label: `${candidate.company}, ${candidate.city}`,
      }))}
      value={shop?.id ?? null}
      allowDeselect={false}
      onChange={(id) => {
        const chosen = shops.find((candidate) => candidate.id === id);
        if (chosen) orderDetails.choosePickUpShop(chosen);
      }}
    />
  );
}
