import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductOrderState } from '../hooks/use-product-order';
import { withChoice } from '../utils/drafts';
import { ConfigurationPanel } from './configuration-panel';
import { PricePanel } from './price-panel';
import { ProductPicker } from './product-picker';
import '../texts';

/** The middle column: what to choose for the selected files, the price, and 'In winkelwagen'. */
export function ConfigurationColumn({
  state,
  showPrices,
  onAdd,
}: {
  state: ProductOrderState;
  showPrices: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const { catalogue, selectedFiles, shared, sharedProduct } = state;
  if (catalogue.isPending)
    return (
      <Stack align="center" py="xl" gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('productOrder.productsLoading')}</Text>
      </Stack>
    );
  if (catalogue.isError)
    return (
      <Alert color="red" title={t('productOrder.productsFailed')}>
        <Button variant="light" size="compact-sm" onClick={() => void catalogue.refetch()}>
          {t('productOrder.retry')}
        </Button>
      </Alert>
    );
  if (state.products.length === 0) return <Text>{t('productOrder.noProducts')}</Text>;
  if (selectedFiles.length === 0) return <Text c="dimmed">{t('productOrder.selectFileFirst')}</Text>;

  const analysing = selectedFiles.find((entry) => entry.file.status === 'ANALYZING');
  const draft = shared && shared !== 'mixed' ? shared : null;
  const unchangedInCart = state.ready.every((entry) => entry.line?.inCart && !entry.edited);
  const changedInCart = state.ready.some((entry) => entry.line?.inCart && entry.edited);
  return (
    <Stack gap="lg">
      {shared === 'mixed' && (
        <Text size="sm" c="dimmed">
          {t('productOrder.differentSpecs')}
        </Text>
      )}
      <ProductPicker
        products={state.products}
        chosenId={sharedProduct?.id ?? null}
        onChoose={state.chooseProduct}
        showPrices={showPrices}
        disabled={state.adding}
      />
      {analysing && (
        <Text size="sm" role="status">
          {t('productOrder.stillAnalysing', { name: analysing.file.fileName })}
        </Text>
      )}
      {sharedProduct && draft && (
        <ConfigurationPanel
          product={sharedProduct}
          files={selectedFiles.map((entry) => entry.file)}
          draft={draft}
          onChoice={(entry, on) =>
            state.edit((file, current, product) => withChoice(product, file, current, entry, on))
          }
          onQuantity={(quantity) => state.edit((_file, current) => ({ ...current, quantity }))}
          disabled={state.adding}
        />
      )}
      {showPrices && <PricePanel quotes={state.quotes} hidePrice={sharedProduct?.hidePrice ?? false} />}
      {state.ready.length > 0 && (
        <Button
          size="md"
          onClick={onAdd}
          loading={state.adding}
          disabled={unchangedInCart}
          data-testid="add-to-cart"
        >
          {unchangedInCart
            ? t('productOrder.inCart')
            : changedInCart
              ? t('productOrder.updateCart')
              : state.ready.length > 1
                ? t('productOrder.addToCartMany', { count: state.ready.length })
                : t('productOrder.addToCart')}
        </Button>
      )}
    </Stack>
  );
}
