import { Alert, Button, Table, Text } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import type { CartLine } from '@portal/shared/schemas/cart';
import { useTranslation } from 'react-i18next';
import { SummaryBlock } from '../../../components/summary-block';
import '../texts';

export type CartView =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; lines: readonly CartLine[] };

/** 'Formaat: A4, Papier: 80 grams': the choices of a line as the product names them. */
const specsText = (line: CartLine) =>
  line.specs
    // An empty remark is no choice to show.
    .filter((spec) => spec.optionName.trim() !== '')
    .map((spec) => `${spec.optionGroupName}: ${spec.optionName}`)
    .join(', ');

/**
 * The files in the cart as they will be ordered (spec 02 section 2.3): file name, product and its
 * choices, quantity and the server's price, or 'Geen prijscalculatie mogelijk' for a line the
 * provider quotes.
 */
export function CartSummary({
  cart,
  showPrices,
  editHref,
}: {
  cart: CartView;
  showPrices: boolean;
  editHref: string;
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
        <div className="cart-summary__scroll">
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
              {cart.lines.map((line) => (
                <Table.Tr key={line.fileId} data-testid="cart-summary-line">
                  <Table.Td className="cart-summary__file">{line.fileName}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {line.productTitle}
                    </Text>
                    {line.specs.length > 0 && (
                      <Text size="xs" c="gray.7">
                        {specsText(line)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td className="cart-summary__number">{line.quantity}</Table.Td>
                  {showPrices && (
                    <Table.Td className="cart-summary__number">
                      {line.priceCents === null ? (
                        <Text size="xs" c="gray.7" component="span">
                          {t('orderConfirm.cart.noPrice')}
                        </Text>
                      ) : (
                        formatPrice(line.priceCents)
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </SummaryBlock>
  );
}
