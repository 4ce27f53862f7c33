import { Alert, Modal, Text } from '@mantine/core';
import type { PackagePage } from '@portal/shared/schemas/print-store';
import type { AdminStore } from '@portal/shared/schemas/print-store-admin';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../../lib/api-client';
import { adminStoreOptions } from '../../api/admin-queries';
import { packageOptions, useStoreThemeName } from '../../api/store-queries';
import type { AdminDialogRequest } from './admin-requests';
import './admin-texts';
import { CategoryDialog } from './category-dialog';
import { CollectionDialog } from './collection-dialog';
import { PackageDialog } from './package-dialog';

/**
 * Opens the dialog asked for with the admin's own store as it is now (every item with its
 * version, hidden ones included). 'Opnieuw laden' after a STORE_ITEM_CHANGED asks for the store
 * again, and the dialog starts over from the item's new version.
 */
export function AdminDialogHost({
  request,
  onClose,
  onDeleted,
}: {
  request: AdminDialogRequest;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const store = useQuery(adminStoreOptions());
  const theme = useStoreThemeName();
  const packageId = request.kind === 'package' ? request.id : null;
  // The names of a package's designs are on its page; the admin store holds only their ids.
  const packagePage = useQuery({ ...packageOptions(theme, packageId ?? ''), enabled: packageId !== null });
  const reload = () => void store.refetch();

  const title = t(`printStoreAdmin.${request.kind}.${request.id ? 'editTitle' : 'newTitle'}`);
  return (
    // One Modal while the store loads and after: focus stays inside, Escape closes, and the
    // focus goes back to the button that opened it.
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('printStoreAdmin.close') }}
    >
      {store.data && (packageId === null || packagePage.data || packagePage.error) ? (
        <DialogBody
          request={request}
          store={store.data}
          names={packagePage.data}
          common={{ onClose, onDeleted, onReload: reload }}
        />
      ) : store.error ? (
        <Alert color="red" role="alert">
          {store.error instanceof ApiRequestError ? store.error.message : t('printStoreAdmin.failed')}
        </Alert>
      ) : (
        <Text size="sm" role="status">
          {t('printStoreAdmin.loading')}
        </Text>
      )}
    </Modal>
  );
}

type Common = { onClose: () => void; onDeleted: () => void; onReload: () => void };

function DialogBody({
  request,
  store: data,
  names: packagePage,
  common,
}: {
  request: AdminDialogRequest;
  store: AdminStore;
  names: PackagePage | undefined;
  common: Common;
}) {
  switch (request.kind) {
    case 'category': {
      const category = request.id ? data.categories.find((item) => item.id === request.id) : null;
      if (category === undefined) return <Gone />;
      return <CategoryDialog key={`${category?.version}`} category={category} {...common} />;
    }
    case 'collection': {
      const collection = request.id ? data.collections.find((item) => item.id === request.id) : null;
      if (collection === undefined) return <Gone />;
      return (
        <CollectionDialog
          key={`${collection?.version}`}
          collection={collection}
          categories={data.categories}
          categoryId={request.categoryId}
          {...common}
        />
      );
    }
    case 'package': {
      const pack = request.id ? data.packages.find((item) => item.id === request.id) : null;
      if (pack === undefined) return <Gone />;
      const names = new Map(
        (packagePage?.contents ?? []).map((content) => [content.product.id, content.product.name]),
      );
      return (
        <PackageDialog
          key={`${pack?.version}`}
          pack={pack}
          store={data}
          categoryId={request.categoryId}
          designNames={names}
          {...common}
        />
      );
    }
  }
}

/** The item was deleted meanwhile, or is not of the admin's store. */
function Gone() {
  const { t } = useTranslation();
  return <Alert color="yellow">{t('printStoreAdmin.gone')}</Alert>;
}
