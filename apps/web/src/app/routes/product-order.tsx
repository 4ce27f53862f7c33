import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import '../../features/product-order/texts';
import { useFileChooser } from '../../components/file-chooser';
import { PageHead } from '../../components/page-head';
import { CartMark } from '../../features/product-order/components/cart-mark';
import { ProductOrderPage } from '../../features/product-order/components/product-order-page';
import { uploads, useUploads } from '../../features/uploads/hooks/use-uploads';
import { useCartButtonCheck } from '../cart-button-state';
import { FromFilestoreButton, useFromFilestore } from './select-from-filestore';

/** Shown once there are files: a visitor's screen (the price list) does without its code. */
const UploadedFileList = lazy(() =>
  import('../../features/uploads/components/uploaded-file-list').then((module) => ({
    default: module.UploadedFileList,
  })),
);

/**
 * The product order screen (`productOrder`, spec 01 section 2): the uploads feature's file list
 * beside the product order feature's choice and cart. `toSelect` names a file to start with;
 * without it every file is selected, so one choice can serve them all.
 */
export function ProductOrderRoute() {
  const { t } = useTranslation();
  const { toSelect } = useParams();
  const { entries, selected, sessionId, files } = useUploads();
  // The files the list shows: one removed a moment ago (its undo still open) is gone here too.
  const shown = files.filter((file) => entries.some((entry) => entry.id === file.uuid));
  const chooser = useFileChooser(uploads.add, t('home.fileInputLabel'));
  const setCartButtonCheck = useCartButtonCheck();
  const fromFilestore = useFromFilestore();
  useInitialSelection(toSelect, entries.length);

  return (
    <>
      <PageHead title={t('productOrder.title')} />
      <ProductOrderPage
        sessionId={sessionId}
        files={shown}
        selected={selected}
        fileList={
          <Suspense fallback={null}>
            <UploadedFileList
              onAddFiles={chooser.open}
              rowExtra={(id) => <CartMark sessionId={sessionId} fileId={id} />}
              moreWaysToAdd={
                fromFilestore.open && <FromFilestoreButton onOpen={fromFilestore.open} fullWidth />
              }
            />
          </Suspense>
        }
        onSelectOnly={uploads.selectOnly}
        onUploadMore={chooser.open}
        moreWaysToAdd={fromFilestore.open && <FromFilestoreButton onOpen={fromFilestore.open} />}
        warnsOfLowResolution={uploads.takeLowDpiWarning}
        onNextStepCheck={setCartButtonCheck}
      />
      {chooser.element}
      {fromFilestore.dialog}
    </>
  );
}

/** Once the files are known: the one `toSelect` names, else all when none is selected. */
function useInitialSelection(toSelect: string | undefined, fileCount: number) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    const request = toSelect ?? '';
    if (done.current === request || fileCount === 0) return;
    done.current = request;
    if (toSelect) uploads.selectOnly([toSelect]);
    else if (uploads.getSnapshot().selected.size === 0) uploads.selectAll(true);
  }, [toSelect, fileCount]);
}
