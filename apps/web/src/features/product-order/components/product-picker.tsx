import { Radio, Text } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import type { CatalogueProduct } from '@portal/shared/schemas/catalogue';
import { useTranslation } from 'react-i18next';
import '../texts';

type Props = {
  products: readonly CatalogueProduct[];
  chosenId: string | null;
  onChoose: (product: CatalogueProduct) => void;
  showPrices: boolean;
  disabled: boolean;
};

/**
 * The products the user may order (the server filtered them by security level and theme), each
 * with its 'v.a.' price: a radio group, so the arrow keys move through it.
 */
export function ProductPicker({ products, chosenId, onChoose, showPrices, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('productOrder.productsLabel')}
      value={chosenId}
      onChange={(id) => {
        const product = products.find((candidate) => candidate.id === id);
        if (product) onChoose(product);
      }}
      className="product-picker"
    >
      <div className="product-picker__items">
        {products.map((product) => (
          <Radio
            key={product.id}
            value={product.id}
            disabled={disabled}
            className="choice-card product-picker__item"
            data-checked={product.id === chosenId || undefined}
            label={
              <span className="product-picker__label">
                <span className="product-picker__title">{product.title}</span>
                {showPrices && (
                  <Text span size="sm" className="price product-picker__price">
                    {product.hidePrice || product.fromPriceCents === null
                      ? t('productOrder.priceOnRequest')
                      : formatPrice(product.fromPriceCents, { from: true })}
                  </Text>
                )}
              </span>
            }
          />
        ))}
      </div>
    </Radio.Group>
  );
}
