import { ActionIcon, Alert, Group, NumberInput, Stack, Text } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import type { StoreCart, StoreCartLine } from '@portal/shared/schemas/store-cart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveIcon } from '../../../components/remove-icon';
import '../texts';
import { StoreLineSpecs } from './store-line-specs';
import './store-cart-lines.css';

type Props = {
  cart: StoreCart;
  onChangeQuantity: (lineId: string, quantity: number) => Promise<unknown>;
  onRemove: (lineId: string) => Promise<unknown>;
  /** The picture of a line's design or package (the print store's preview image). */
  renderImage?: (line: StoreCartLine) => React.ReactNode;
};

/**
 * The print store's lines of a cart (spec 02 section 3, Cart line; decision 0106): each design or
 * package with its specs, a quantity the server checks, the price the server computed, and why a
 * line can no longer be ordered as it is. The spec's quantity rule: non-numeric or below 1
 * reverts to 1.
 */
export function StoreCartLines({ cart, onChangeQuantity, onRemove, renderImage }: Props) {
  const { t } = useTranslation();
  if (cart.lines.length === 0) return null;
  return (
    <Stack gap="sm" className="store-cart-lines">
      <ul aria-label={t('storeCart.heading')} className="store-cart-lines__list">
        {cart.lines.map((line) => (
          <StoreCartLineRow
            key={line.id}
            line={line}
            onChangeQuantity={onChangeQuantity}
            onRemove={onRemove}
            image={renderImage?.(line)}
          />
        ))}
      </ul>
      <Group justify="space-between">
        <Text size="sm" c="gray.7">
          {t('storeCart.deliveryPromise')}
        </Text>
        {cart.totalCents !== null && (
          <Text fw={600} data-testid="store-cart-total">
            {t('storeCart.total')}: {formatPrice(cart.totalCents)}{' '}
            <Text span size="sm" c="gray.7">
              {t('storeCart.exclVat')}
            </Text>
          </Text>
        )}
      </Group>
    </Stack>
  );
}

function StoreCartLineRow({
  line,
  onChangeQuantity,
  onRemove,
  image,
}: {
  line: StoreCartLine;
  onChangeQuantity: Props['onChangeQuantity'];
  onRemove: Props['onRemove'];
  image: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState<number | string>(line.quantity);
  const [failed, setFailed] = useState(false);
  const fixed = line.maxOrderAmount === 1;

  async function commit(value: number | string) {
    const wanted = typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : 1;
    setQuantity(wanted);
    if (wanted === line.quantity) return;
    try {
      await onChangeQuantity(line.id, wanted);
      setFailed(false);
    } catch {
      setQuantity(line.quantity);
      setFailed(true);
    }
  }

  return (
    <li className="store-cart-lines__line" data-testid="store-cart-line">
      <div className="store-cart-lines__image">{image}</div>
      <div className="store-cart-lines__what">
        <Text fw={600}>{line.name}</Text>
        <Text size="sm" c="gray.7">
          {line.kind === 'package' ? t('storeCart.package') : line.productTypeName}
          {line.productCode ? ` · ${line.productCode}` : ''}
        </Text>
        <StoreLineSpecs line={line} size="sm" />
        {line.problem && (
          <Alert color="red" variant="light" p="xs" mt={4} role="alert">
            {t(`storeCart.problems.${line.problem}`)}
          </Alert>
        )}
        {failed && (
          <Text size="sm" c="red.8" role="alert">
            {t('storeCart.changeFailed')}
          </Text>
        )}
      </div>
      <div className="store-cart-lines__quantity">
        {fixed ? (
          <Text size="sm">{t('storeCart.fixedQuantity')}</Text>
        ) : (
          <NumberInput
            aria-label={t('storeCart.quantity', { name: line.name })}
            value={quantity}
            min={1}
            max={line.maxOrderAmount ?? undefined}
            allowDecimal={false}
            allowNegative={false}
            onChange={setQuantity}
            onBlur={() => void commit(quantity)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void commit(quantity);
            }}
            w={96}
          />
        )}
      </div>
      <div className="store-cart-lines__price">
        {line.lineCents !== null ? (
          <>
            <Text fw={600}>{formatPrice(line.lineCents)}</Text>
            {line.unitCents !== null && line.quantity > 1 && (
              <Text size="xs" c="gray.7">
                {t('storeCart.unitPrice', { price: formatPrice(line.unitCents) })}
              </Text>
            )}
          </>
        ) : (
          !line.problem && (
            <Text size="sm" c="gray.7">
              {t('storeCart.priceHidden')}
            </Text>
          )
        )}
      </div>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('storeCart.remove', { name: line.name })}
        onClick={() => void onRemove(line.id)}
      >
        <RemoveIcon />
      </ActionIcon>
    </li>
  );
}
