import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { printFormatOf } from '@portal/shared/rules/configuration';
import { useTranslation } from 'react-i18next';
import { PreflightNotes } from '../../../components/preflight-notes';
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
  const { catalogue, selectedFiles, shared, shown, sharedProduct } = state;
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

  const [analysing] = state.analysing;
  const inCartAsShown = state.ready.length > 0 && state.toAdd.length === 0;
  const changesCart = state.toAdd.some((entry) => entry.line?.inCart);
  const label = inCartAsShown
    ? t('productOrder.inCart')
    : changesCart
      ? t('productOrder.updateCart')
      : state.toAdd.length > 1
        ? t('productOrder.addToCartMany', { count: state.toAdd.length })
        : t('productOrder.addToCart');
  return (
    <Stack gap="lg">
      {shared === 'mixed' && (
        <Text size="sm" c="dimmed">
          {sharedProduct ? t('productOrder.differentOptions') : t('productOrder.differentSpecs')}
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
      {sharedProduct && shown && (
        <ConfigurationPanel
          // A fresh field (and no old note) for another selection or product.
          key={`${sharedProduct.id}:${selectedFiles.map((entry) => entry.file.uuid).join()}`}
          product={sharedProduct}
          files={selectedFiles.map((entry) => entry.file)}
          shown={shown}
          onChoice={(entry, on) =>
            state.edit((file, current, product) => withChoice(product, file, current, entry, on))
          }
          onQuantity={(quantity) => state.edit((_file, current) => ({ ...current, quantity }))}
          // The defaults of a file being analysed follow from its analysis: nothing to edit yet.
          disabled={state.adding || analysing !== undefined}
        />
      )}
      {selectedFiles.map(({ file, draft }) =>
        draft && file.status === 'READY' ? (
          <PreflightNotes
            key={file.uuid}
            file={file}
            format={printFormatOf(file, draft.specs)}
            fileName={selectedFiles.length > 1 ? file.fileName : undefined}
          />
        ) : null,
      )}
      {showPrices && <PricePanel quotes={state.quotes} />}
      {state.ready.length > 0 && (
        <Button
          size="md"
          // Not `loading`: that disables the button and its focus would fall to the page; the
          // popup that follows returns focus here.
          leftSection={state.adding ? <Loader size="xs" color="white" /> : undefined}
          aria-disabled={inCartAsShown || state.adding || undefined}
          data-disabled={inCartAsShown || undefined}
          onClick={() => {
            if (!inCartAsShown && !state.adding) onAdd();
          }}
          data-testid="add-to-cart"
        >
          {state.adding ? t('productOrder.adding') : label}
        </Button>
      )}
    </Stack>
  );
}
