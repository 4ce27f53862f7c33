import { Alert, Modal, Text } from '@mantine/core';
import type { AdminDesign } from '@portal/shared/schemas/print-store-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../../lib/api-client';
import { adminStoreOptions } from '../../api/admin-queries';
import { collectionDesignsOptions } from '../../api/design-queries';
import { productTypesOptions } from '../../api/product-type-queries';
import { DesignBulkDialog } from './design-bulk-dialog';
import { DesignDeleteDialog } from './design-delete-dialog';
import { DesignEditDialog } from './design-edit-dialog';
import { DesignUploadFlow } from './design-upload-flow';
import './design-texts';

/** Which design dialog to open, for which designs (none for 'Ontwerpen toevoegen'). */
export type DesignDialogRequest = {
  kind: 'upload' | 'edit' | 'product' | 'description' | 'delete';
  designIds: string[];
};

const TITLES: Record<DesignDialogRequest['kind'], string> = {
  upload: 'printStoreDesigns.upload.title',
  edit: 'printStoreDesigns.info.editTitle',
  product: 'printStoreDesigns.bulk.productTitle',
  description: 'printStoreDesigns.bulk.descriptionTitle',
  delete: 'printStoreDesigns.delete.title',
};

/**
 * Opens the design dialog asked for once what it needs is there: the admin's store (its
 * collections), the product types the store may use, and the collection's designs with their
 * versions.
 */
export function DesignDialogs({
  request,
  collection,
  designs,
  designsError,
  onClose,
  onDone,
}: {
  request: DesignDialogRequest;
  collection: { id: string; name: string; printStoreId: string };
  designs: AdminDesign[] | null;
  designsError: Error | null;
  onClose: () => void;
  /** After a save or delete: the designs it was about. */
  onDone: (designIds: string[]) => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(() => t(TITLES[request.kind]));
  const onTitle = useCallback((next: string) => setTitle(next), []);
  return (
    // One Modal while what it needs loads and after: focus stays inside, Escape closes, and the
    // focus goes back to what opened it (DesignAdmin).
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('printStoreAdmin.close') }}
    >
      <DialogBody
        request={request}
        collection={collection}
        designs={designs}
        designsError={designsError}
        onClose={onClose}
        onDone={onDone}
        onTitle={onTitle}
      />
    </Modal>
  );
}

function DialogBody({
  request,
  collection,
  designs,
  designsError,
  onClose,
  onDone,
  onTitle,
}: {
  request: DesignDialogRequest;
  collection: { id: string };
  designs: AdminDesign[] | null;
  designsError: Error | null;
  onClose: () => void;
  onDone: (designIds: string[]) => void;
  onTitle: (title: string) => void;
}): ReactNode {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const store = useQuery(adminStoreOptions());
  const types = useQuery(productTypesOptions());
  // The designs a delete is about, as they were when it was confirmed: after it, those deleted are
  // gone from the list while the dialog still says which were refused.
  const deleting = useRef<AdminDesign[] | null>(null);
  // Raised by 'Opnieuw laden': the form starts over from the designs as they are now.
  const [generation, setGeneration] = useState(0);
  const error = store.error ?? types.error ?? designsError;
  if (!store.data || !types.data || !designs) {
    return error ? (
      <Alert color="red" role="alert">
        {error instanceof ApiRequestError ? error.message : t('printStoreAdmin.failed')}
      </Alert>
    ) : (
      <Text size="sm" role="status">
        {t('printStoreAdmin.loading')}
      </Text>
    );
  }
  const listed = request.designIds.flatMap((id) => designs.filter((design) => design.id === id));
  if (request.kind === 'delete' && deleting.current === null && listed.length === request.designIds.length)
    deleting.current = listed;
  const chosen = request.kind === 'delete' && deleting.current ? deleting.current : listed;
  const common = {
    productTypes: types.data.productTypes,
    collections: store.data.collections,
    onClose,
  };
  // 'Opnieuw laden' after STORE_ITEM_CHANGED: the designs with their new versions, then the form
  // starts over from them.
  const reload = () =>
    void queryClient
      .invalidateQueries({ queryKey: collectionDesignsOptions(collection.id).queryKey })
      .then(() => setGeneration((previous) => previous + 1));
  if (request.kind === 'upload')
    return <DesignUploadFlow collectionId={collection.id} designs={designs} onTitle={onTitle} {...common} />;
  if (chosen.length === 0 || chosen.length < request.designIds.length)
    return <Alert color="yellow">{t('printStoreAdmin.gone')}</Alert>;
  if (request.kind === 'edit')
    return (
      <DesignEditDialog
        key={generation}
        design={chosen[0]!}
        {...common}
        onDone={() => onDone(request.designIds)}
        onReload={reload}
      />
    );
  if (request.kind === 'delete')
    return <DesignDeleteDialog designs={chosen} onClose={onClose} onDone={onDone} />;
  return (
    <DesignBulkDialog
      key={generation}
      kind={request.kind}
      designs={chosen}
      productTypes={types.data.productTypes}
      onClose={onClose}
      onDone={() => onDone(request.designIds)}
      onReload={reload}
    />
  );
}
