import { Badge, Stack, Text, Title } from '@mantine/core';
import { priceStoreItem } from '@portal/shared/rules/store-pricing';
import type { ChosenSpecs, ProductPage as Page, ProductType } from '@portal/shared/schemas/print-store';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHead } from '../../../components/page-head';
import { useRoutePath } from '../../../config/paths';
import { productOptions, useStoreContext, useStoreThemeName } from '../api/store-queries';
import { useCurrentSpecs } from '../hooks/use-current-specs';
import '../texts';
import { StoreImage } from '../../../components/store-image';
import { categoryNameOf } from '../utils/category-name';
import { PRODUCT_IMAGE_SIZES } from '../utils/product-image';
import { AddToCartButton } from './add-to-cart-button';
import { QuantityCounter } from './quantity-counter';
import { QueryState } from './query-state';
import { SpecMenus } from './spec-menus';
import { BackLink, StoreBreadcrumbs } from './store-breadcrumbs';
import { CardGrid } from './store-card';
import { StorePrice } from './store-price';

/** What 'In winkelwagen' sends: the design, the specs chosen and the quantity. */
export type ChosenProduct = { productId: string; specs: ChosenSpecs; quantity: number };

type Props = {
  addToCart: (chosen: ChosenProduct) => Promise<void>;
  /** Under the details: the way to ask about this design (the extra-info request), by its name. */
  extraInfoRequest?: (name: string) => ReactNode;
};

/**
 * A design with its spec menus and price (spec 02 section 2.2). Its route supplies `addToCart`
 * (the store cart is a feature of its own) and the extra-info request (a mail, composed by the
 * app); once added, the page goes back to the collection.
 */
export function ProductPage({ addToCart, extraInfoRequest }: Props) {
  const { productId = '' } = useParams();
  const query = useQuery(productOptions(useStoreThemeName(), productId));
  if (!query.data) return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
  // A new product starts with its own choice and quantity.
  return (
    <ProductDetails
      key={query.data.product.id}
      page={query.data}
      addToCart={addToCart}
      extraInfoRequest={extraInfoRequest}
    />
  );
}

function ProductDetails({ page, addToCart, extraInfoRequest }: Props & { page: Page }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const to = useRoutePath();
  const { product, productType, collection, category, related } = page;
  const { specs, choose } = useCurrentSpecs(productType);
  const [quantity, setQuantity] = useState(1);
  const showsPrices = useStoreContext().data?.showsPrices ?? true;
  const categoryName = categoryNameOf(category, t);
  const collectionPath = to('printStoreCollection', { categoryId: category.id, collectionId: collection.id });
  const sellsVolumes = productType.menus.some((menu) => menu.menuType === 'quantity');
  // The related products, below the fold, in a render of their own after the page has drawn:
  // the product's image and price show that much sooner.
  const showRelated = useDeferredValue(true, false);
  return (
    <>
      <PageHead title={product.name} description={product.description.slice(0, 160) || product.name} />
      <StoreBreadcrumbs
        parents={[
          { label: categoryName, to: to('printStoreCategory', { categoryId: category.id }) },
          { label: collection.name, to: collectionPath },
        ]}
        current={product.name}
      />
      <div className="store-product">
        <div className="store-product__image" data-border={product.displaySpecification.border || undefined}>
          <StoreImage image={product.image} sizes={PRODUCT_IMAGE_SIZES} width={445} priority />
        </div>
        <Stack gap="sm" className="store-product__details">
          <Title order={1} className="store-title">
            {product.name}
          </Title>
          {product.designer && (
            <Text size="sm" c="dimmed">
              {t('printStore.product.designer', { designer: product.designer })}
            </Text>
          )}
          {product.isStockProduct && product.actualStock !== null && (
            // A dark green: Mantine's own green reads at 3:1 on its light background (axe color-contrast).
            <Badge variant="light" color="#1b5e20" w="fit-content">
              {t('printStore.product.inStock', { count: product.actualStock })}
            </Badge>
          )}
          {product.description && <Text>{product.description}</Text>}
          <section aria-labelledby="store-specs" className="store-configure">
            <Title order={2} size="h4" id="store-specs">
              {t('printStore.product.specs')}
            </Title>
            <SpecMenus menus={productType.menus} specs={specs} onChoose={choose} />
            <QuantityCounter
              label={
                sellsVolumes ? t('printStore.product.quantityVolumes') : t('printStore.product.quantity')
              }
              value={quantity}
              max={productType.maxOrderAmount}
              onChange={setQuantity}
            />
            <StorePrice type={productType} specs={specs} quantity={quantity} showsPrices={showsPrices} />
            <AddToCartButton
              disabled={cannotBeMade(productType, specs, quantity)}
              onAdd={async () => {
                await addToCart({ productId: product.id, specs, quantity });
                navigate(collectionPath);
              }}
            />
          </section>
          {product.extraInfo && (
            <section aria-labelledby="store-extra-info">
              <Title order={2} size="h4" id="store-extra-info">
                {t('printStore.product.extraInfo')}
              </Title>
              <Text size="sm">{product.extraInfo}</Text>
            </section>
          )}
          {extraInfoRequest?.(product.name)}
        </Stack>
      </div>
      {showRelated && related.length > 1 && (
        <section aria-labelledby="store-related" className="store-section">
          <Title order={2} size="h4" id="store-related">
            {t('printStore.product.related')}
          </Title>
          <CardGrid cards={related.filter((card) => card.id !== product.id).slice(0, 5)} eagerCount={0} />
        </section>
      )}
      <BackLink to={collectionPath} name={collection.name} />
    </>
  );
}

/** The choice cannot be ordered: a combination or value the product type refuses (spec 02 section 5). */
function cannotBeMade(type: ProductType, specs: ChosenSpecs, quantity: number): boolean {
  const price = priceStoreItem(type, specs, quantity);
  // Without prices on the screen (a hiding theme) the table is empty: the server prices it.
  return 'problem' in price && price.problem !== 'NO_PRICE';
}
