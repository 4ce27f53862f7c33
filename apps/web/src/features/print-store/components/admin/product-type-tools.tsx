import { Button } from '@mantine/core';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminStoreId } from '../../api/admin-queries';
import { useStoreContext } from '../../api/store-queries';
import './admin-texts';

// The dialogs load only when an admin opens one: visitors never fetch them.
const ProductTypesDialog = lazy(() =>
  import('./product-type-dialog').then((module) => ({ default: module.ProductTypesDialog })),
);
const AdsDialog = lazy(() => import('./ads-dialog').then((module) => ({ default: module.AdsDialog })));

type Tool = 'productTypes' | 'ads';

/**
 * Which of the store's own tools is open. Its buttons sit in the sidebar on a desktop and above
 * the page on a phone, so the dialog is not the button's: the layout renders it once, and it stays
 * open (with what was typed) when the width changes (as NewCategoryDialog does).
 */
const open = {
  tool: null as Tool | null,
  opener: null as HTMLElement | null,
  listeners: new Set<() => void>(),
};
function setOpen(tool: Tool | null): void {
  open.tool = tool;
  for (const listener of open.listeners) listener();
}
const subscribe = (listener: () => void) => {
  open.listeners.add(listener);
  return () => {
    open.listeners.delete(listener);
  };
};
const openTool = () => open.tool;

/** The open tool's dialog, rendered once by the store's layout. */
export function StoreToolDialogs() {
  const tool = useSyncExternalStore(subscribe, openTool, openTool);
  // Leaving the store's pages closes it.
  useEffect(() => () => setOpen(null), []);
  if (!tool) return null;
  const close = () => {
    setOpen(null);
    // Back to the button that opened it, or to the one the width put in its place.
    setTimeout(() => {
      const opener = open.opener?.isConnected
        ? open.opener
        : document.querySelector<HTMLElement>(`[data-store-tool="${tool}"]`);
      opener?.focus();
    }, 0);
  };
  return (
    <Suspense fallback={null}>
      {tool === 'productTypes' ? <ProductTypesDialog onClose={close} /> : <AdsDialog onClose={close} />}
    </Suspense>
  );
}

/**
 * 'Producttypen en prijzen' and 'Advertentieproducten' (issue 30 points 4 and 5), for the admins
 * of a store this theme shows: the store-wide tools beside the categories.
 */
export function StoreToolButtons() {
  const { t } = useTranslation();
  const stores = useStoreContext().data?.stores ?? [];
  const adminOf = useAdminStoreId();
  if (adminOf === null || !stores.some((store) => store.id === adminOf)) return null;
  const button = (tool: Tool, label: string) => (
    <Button
      variant="default"
      size="xs"
      data-store-tool={tool}
      onClick={(event) => {
        open.opener = event.currentTarget;
        setOpen(tool);
      }}
    >
      {label}
    </Button>
  );
  return (
    <section aria-label={t('printStoreAdmin.storeTools')} className="store-admin-store-tools">
      {button('productTypes', t('printStoreAdmin.productTypes'))}
      {button('ads', t('printStoreAdmin.ads'))}
    </section>
  );
}
