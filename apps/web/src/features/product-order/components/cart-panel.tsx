import { ActionIcon, Button, Text, Title } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import type { CartLine } from '@portal/shared/schemas/cart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/line-icon';
import '../texts';

type Props = {
  lines: readonly CartLine[];
  totalCents: number;
  showPrices: boolean;
  onRemove: (line: CartLine) => void;
  /** 'Naar Bestellen': the next step's label and what it does. */
  nextLabel: string;
  onNext: () => void;
};

/** What is in the cart (spec 01 section 4): each file with its product, quantity and price, and the total. */
export function CartPanel({ lines, totalCents, showPrices, onRemove, nextLabel, onNext }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const inCart = lines.filter((line) => line.inCart);
  const quoted = inCart.some((line) => line.priceCents === null);
  return (
    <section className="cart-panel" aria-labelledby={titleId} data-testid="cart-panel">
      <Title order={2} size="h4" id={titleId}>
        {t('productOrder.cartTitle')}
      </Title>
      {inCart.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('productOrder.cartEmpty')}
        </Text>
      ) : (
        <>
          <ul className="cart-panel__lines">
            {inCart.map((line) => (
              <li key={line.fileId} className="cart-panel__line" data-testid="cart-line">
                <div className="cart-panel__what">
                  <Text size="sm" fw={600} truncate="end" title={line.fileName}>
                    {line.fileName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {line.quantity} × {line.productTitle}
                  </Text>
                </div>
                {showPrices && (
                  <Text size="sm" className="price" data-testid="cart-line-price">
                    {line.priceCents === null
                      ? t('productOrder.priceOnRequest')
                      : formatPrice(line.priceCents)}
                  </Text>
                )}
                <ActionIcon
                  variant="subtle"
                  color="gray.7"
                  onClick={() => onRemove(line)}
                  aria-label={t('productOrder.removeFromCart', { name: line.fileName })}
                >
                  <LineIcon size={18}>
                    <path d="M6 6l12 12M18 6L6 18" />
                  </LineIcon>
                </ActionIcon>
              </li>
            ))}
          </ul>
          {showPrices && (
            <div className="cart-panel__total">
              <Text size="sm">{t('productOrder.cartTotal')}</Text>
              <Text fw={700} className="price" data-testid="cart-total">
                {formatPrice(totalCents)}
              </Text>
            </div>
          )}
          {showPrices && quoted && (
            <Text size="xs" c="dimmed">
              {t('productOrder.cartPartlyQuoted')}
            </Text>
          )}
          <Button fullWidth mt="md" onClick={onNext}>
            {nextLabel}
          </Button>
        </>
      )}
    </section>
  );
}
