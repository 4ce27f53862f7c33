import { ActionIcon, Button, Text, Title } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import type { CartLine } from '@portal/shared/schemas/cart';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/line-icon';
import '../texts';

type Props = {
  lines: readonly CartLine[];
  showPrices: boolean;
  onRemove: (line: CartLine) => Promise<void> | void;
  /** 'Naar Bestellen': the next step's label and what it does. */
  nextLabel: string;
  onNext: () => void;
};

/** What is in the cart (spec 01 section 4): each file with its product, quantity and price, and the total. */
export function CartPanel({ lines, showPrices, onRemove, nextLabel, onNext }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const inCart = lines.filter((line) => line.inCart);
  const priced = inCart.filter((line) => line.priceCents !== null && !line.priceHidden);
  // The server's total is the same sum; lines with 'Prijs op aanvraag' (the server sends no amount
  // of them: decision 0098) or 'Geen prijscalculatie mogelijk' (no price could be computed) stay
  // out of it.
  const total = priced.reduce((sum, line) => sum + (line.priceCents ?? 0), 0);
  const quoted = priced.length < inCart.length;
  return (
    <section className="cart-panel" aria-labelledby={titleId} data-testid="cart-panel">
      <Title order={2} size="h4" id={titleId} ref={heading} tabIndex={-1}>
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
                  <Text
                    size="sm"
                    className="price"
                    data-testid="cart-line-price"
                    data-no-amount={line.priceCents === null || line.priceHidden ? true : undefined}
                  >
                    {line.priceHidden
                      ? t('productOrder.priceOnRequest')
                      : line.priceCents === null
                        ? t('productOrder.noPrice')
                        : formatPrice(line.priceCents)}
                  </Text>
                )}
                <ActionIcon
                  variant="subtle"
                  color="gray.7"
                  onClick={async () => {
                    await onRemove(line);
                    // The button is gone with its line: the cart's heading keeps the place.
                    heading.current?.focus();
                  }}
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
                {formatPrice(total)}
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
