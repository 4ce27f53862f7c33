import { Alert, Button, Table, Text } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import { customSizeName, isFormatChoice } from '@portal/shared/rules/custom-size';
import type { CartLine } from '@portal/shared/schemas/cart';
import type { Product } from '@portal/shared/schemas/catalogue';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SummaryBlock } from '../../../components/summary-block';
import { orderedSpecs } from '../../../lib/placed-orders';
import '../texts';

export type CartView =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | {
      status: 'success';
      lines: readonly CartLine[];
      /** The catalogue's products, for the titles of the choices; undefined while it loads. */
      products?: readonly Product[] | undefined;
    };

/**
 * 'Formaat: A4, Papier: 80 g/m² (standaard)': the choices of a line with the catalogue's titles
 * as My orders shows them (an empty remark left out), the names while the catalogue loads. A file
 * printed at its own non-standard size names it as the product order screen did: 'Formaat:
 * Afwijkend formaat 216 × 279 mm, geprijsd als A3' (issue 32 point 6).
 */
const specsText = (line: CartLine, products: readonly Product[] | undefined) => {
  const specs = line.specs.filter((spec) => spec.optionName.trim() !== '');
  const { customSize } = line;
  return orderedSpecs(
    products?.find((product) => product.id === line.productId),
    specs,
  )
    .map((spec, index) => {
      const value =
        customSize && isFormatChoice(specs[index] ?? { optionGroupName: '' })
          ? customSizeName(customSize, line.format)
          : spec.value;
      return `${spec.label}: ${value}`;
    })
    .join(', ');
};

/**
 * The files in the cart as they will be ordered (spec 02 section 2.3): file name, product and its
 * choices, quantity and the server's price, 'Prijs op aanvraag' for a line whose price is not
 * shown (decision 0098), or 'Geen prijscalculatie mogelijk' for a line the provider quotes.
 */
export function CartSummary({
  cart,
  showPrices,
  editHref,
  lineNotes,
}: {
  cart: CartView;
  showPrices: boolean;
  editHref: string;
  /** What the route knows more of a line's file: its preflight at the ordered format. */
  lineNotes?: ((line: CartLine) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <SummaryBlock
      title={t('orderConfirm.cart.heading')}
      editHref={editHref}
      editLabel={t('orderConfirm.edit')}
    >
      {cart.status === 'pending' ? (
        <Text size="sm" c="gray.7">
          {t('orderConfirm.cart.loading')}
        </Text>
      ) : cart.status === 'error' ? (
        <Alert color="red" variant="light">
          <Text size="sm">{t('orderConfirm.cart.failed')}</Text>
          <Button size="xs" variant="default" mt="xs" onClick={cart.retry}>
            {t('orderConfirm.cart.retry')}
          </Button>
        </Alert>
      ) : cart.lines.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('orderConfirm.cart.empty')}
        </Text>
      ) : (
        // A table on a wide block; on a narrow one (a phone) each file stacks: its name, the
        // product, then quantity and price on one line (confirm-step.css). Nothing scrolls sideways.
        <div className="cart-summary__frame">
          <Table
            className="cart-summary"
            verticalSpacing="xs"
            aria-label={t('orderConfirm.cart.caption')}
            data-testid="cart-summary"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('orderConfirm.cart.file')}</Table.Th>
                <Table.Th scope="col">{t('orderConfirm.cart.product')}</Table.Th>
                <Table.Th scope="col" className="cart-summary__number">
                  {t('orderConfirm.cart.quantity')}
                </Table.Th>
                {showPrices && (
                  <Table.Th scope="col" className="cart-summary__number">
                    {t('orderConfirm.cart.price')}
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cart.lines.map((line) => {
                const specs = specsText(line, cart.products);
                return (
                  <Table.Tr key={line.fileId} data-testid="cart-summary-line">
                    <Table.Td className="cart-summary__file">{line.fileName}</Table.Td>
                    <Table.Td className="cart-summary__product">
                      <Text size="sm" fw={600}>
                        {line.productTitle}
                      </Text>
                      {specs && (
                        <Text size="xs" c="gray.7">
                          {specs}
                        </Text>
                      )}
                      {lineNotes?.(line)}
                    </Table.Td>
                    <Table.Td
                      className="cart-summary__number cart-summary__quantity"
                      data-label={t('orderConfirm.cart.quantity')}
                    >
                      {line.quantity}
                    </Table.Td>
                    {showPrices && (
                      <Table.Td
                        className="cart-summary__number cart-summary__price"
                        data-testid="cart-summary-price"
                      >
                        {line.priceHidden || line.priceCents === null ? (
                          <Text size="xs" c="gray.7" component="span">
                            {t(
                              line.priceHidden ? 'orderConfirm.cart.onRequest' : 'orderConfirm.cart.noPrice',
                            )}
                          </Text>
                        ) : (
                          formatPrice(line.priceCents)
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </SummaryBlock>
  );
}
