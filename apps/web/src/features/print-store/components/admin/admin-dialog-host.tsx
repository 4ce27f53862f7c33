import { Alert, Modal, Text } from '@mantine/core';
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

  const waiting = !store.data || (packageId !== null && !packagePage.data && !packagePage.error);
  if (waiting || !store.data) {
    const failed = store.error ?? null;
    return (
      <Modal
        opened
        onClose={onClose}
        title={t(`printStoreAdmin.${request.kind}.${request.id ? 'editTitle' : 'newTitle'}`)}
        closeButtonProps={{ 'aria-label': t('printStoreAdmin.close') }}
      >
        {failed ? (
          <Alert color="red" role="alert">
            {failed instanceof ApiRequestError ? failed.message : t('printStoreAdmin.failed')}
          </Alert>
        ) : (
          <Text size="sm" role="status">
            {t('printStoreAdmin.loading')}
          </Text>
        )}
      </Modal>
    );
  }
  const data = store.data;
  const common = { onClose, onDeleted, onReload: reload };
  switch (request.kind) {
    case 'category': {
      const category = request.id ? data.categories.find((item) => item.id === request.id) : null;
      if (category === undefined) return <Gone onClose={onClose} />;
      return <CategoryDialog key={`${category?.version}`} category={category} {...common} />;
    }
    case 'collection': {
      const collection = request.id ? data.collections.find((item) => item.id === request.id) : null;
      if (collection === undefined) return <Gone onClose={onClose} />;
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
      if (pack === undefined) return <Gone onClose={onClose} />;
      const names = new Map(
        (packagePage.data?.contents ?? []).map((content) => [content.product.id, content.product.name]),
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
function Gone({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('printStoreAdmin.close')}
      closeButtonProps={{ 'aria-label': t('printStoreAdmin.close') }}
    >
      <Alert color="yellow">{t('errors.STORE_ITEM_NOT_FOUND')}</Alert>
    </Modal>
  );
}
