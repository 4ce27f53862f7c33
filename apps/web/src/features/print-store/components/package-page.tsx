import { Group, Stack, Text, Title } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import type { PackagePage as Page } from '@portal/shared/schemas/print-store';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHead } from '../../../components/page-head';
import { useRoutePath } from '../../../config/paths';
import { packageOptions, useStoreContext, useStoreThemeName } from '../api/store-queries';
import '../texts';
import { StoreImage } from '../../../components/store-image';
import { categoryNameOf } from '../utils/category-name';
import { packageQuantityRule } from '../utils/package-quantity';
import { AddToCartButton } from './add-to-cart-button';
import { ItemAdminTools } from './admin/admin-controls';
import { HiddenMark } from './hidden-mark';
import { QuantityCounter } from './quantity-counter';
import { QueryState } from './query-state';
import { BackLink, StoreBreadcrumbs } from './store-breadcrumbs';

/** Two previews to a row, 8 px apart, in the product page's image slot (product-page.tsx). */
const PACKAGE_IMAGE_SIZES =
  '(max-width: 48em) calc(50vw - 40px), (max-width: 62em) calc(50vw - 162px), 218px';

/** What 'In winkelwagen' sends for a package: the package and how many. */
export type ChosenPackage = { packageId: string; quantity: number };

/**
 * A package (spec 02 section 2.2): its contents with their counts, its quantity and price. Its
 * route supplies `addToCart`; once added, the page goes back to the category.
 */
export function PackagePage({ addToCart }: { addToCart: (chosen: ChosenPackage) => Promise<void> }) {
  const { packageId = '' } = useParams();
  const query = useQuery(packageOptions(useStoreThemeName(), packageId));
  if (!query.data) return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
  return <PackageDetails key={query.data.package.id} page={query.data} addToCart={addToCart} />;
}

function PackageDetails({
  page,
  addToCart,
}: {
  page: Page;
  addToCart: (chosen: ChosenPackage) => Promise<void>;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const to = useRoutePath();
  const { package: pack, category, contents } = page;
  const rule = packageQuantityRule(pack.maxOrderAmount);
  const [quantity, setQuantity] = useState(rule.initial);
  const showsPrices = useStoreContext().data?.showsPrices ?? true;
  const categoryName = categoryNameOf(category, t);
  const categoryPath = to('printStoreCategory', { categoryId: category.id });
  return (
    <>
      <PageHead title={pack.name} description={pack.description.slice(0, 160) || pack.name} />
      <StoreBreadcrumbs parents={[{ label: categoryName, to: categoryPath }]} current={pack.name} />
      <div className="store-product">
        <div
          className="store-product__image store-package-images"
          role="img"
          aria-label={t('printStore.package.contentsImage', { name: pack.name })}
        >
          {pack.images.length === 0 ? (
            <StoreImage image={null} sizes="445px" width={445} />
          ) : (
            pack.images.map((image) => (
              <StoreImage key={image.id} image={image} sizes={PACKAGE_IMAGE_SIZES} width={218} eager alt="" />
            ))
          )}
        </div>
        <Stack gap="sm" className="store-product__details">
          <Group gap="xs">
            <Title order={1} className="store-title">
              {pack.name}
            </Title>
            {!pack.active && <HiddenMark />}
          </Group>
          <ItemAdminTools
            kind="package"
            id={pack.id}
            printStoreId={pack.printStoreId}
            categoryId={category.id}
            name={pack.name}
          />
          {pack.productCode && (
            <Text size="sm" c="dimmed">
              {t('printStore.package.productCode', { code: pack.productCode })}
            </Text>
          )}
          {pack.description && <Text>{pack.description}</Text>}
          <section aria-labelledby="store-package-contents">
            <Title order={2} size="h4" id="store-package-contents">
              {t('printStore.package.contents')}
            </Title>
            <ul className="store-package-contents">
              {contents.map((item) => (
                <li key={item.product.id}>
                  <span className="store-amount">{item.quantity} ×</span> {item.product.name}
                  {item.specTitles.length > 0 && (
                    <Text size="xs" c="dimmed" component="span">
                      {' '}
                      ({item.specTitles.join(', ')})
                    </Text>
                  )}
                </li>
              ))}
            </ul>
          </section>
          {rule.fixed ? (
            <Text fw={500}>{t('printStore.package.fixedQuantity')}</Text>
          ) : (
            <QuantityCounter
              label={t('printStore.package.quantity')}
              value={quantity}
              max={rule.max}
              onChange={setQuantity}
            />
          )}
          {showsPrices && pack.priceCents !== null ? (
            <dl className="store-price__lines">
              <div>
                <dt>{t('printStore.package.price')}</dt>
                <dd data-testid="store-unit-price">{formatPrice(pack.priceCents)}</dd>
              </div>
              <div className="store-price__total">
                <dt>{t('printStore.product.linePrice')}</dt>
                <dd>
                  <span data-testid="store-line-price">{formatPrice(pack.priceCents * quantity)}</span>{' '}
                  <small>{t('printStore.product.exclVat')}</small>
                </dd>
              </div>
            </dl>
          ) : (
            <Text size="sm">{t('printStore.product.pricesHidden')}</Text>
          )}
          <AddToCartButton
            disabled={false}
            onAdd={async () => {
              await addToCart({ packageId: pack.id, quantity });
              navigate(categoryPath);
            }}
          />
        </Stack>
      </div>
      <BackLink to={categoryPath} name={categoryName} />
    </>
  );
}
