import { Button, Group, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRoutePath } from '../../../../config/paths';
import { useAdminStoreId } from '../../api/admin-queries';
import { useStoreContext } from '../../api/store-queries';
import type { AdminDialogRequest } from './admin-requests';
import './admin-texts';

// The dialogs load only when an admin opens one: visitors never fetch them.
const AdminDialogHost = lazy(() =>
  import('./admin-dialog-host').then((module) => ({ default: module.AdminDialogHost })),
);

/** A control's dialog: the request it opens, and where to go once its item is deleted. */
function useAdminDialog(afterDelete: string) {
  const navigate = useNavigate();
  const [request, setRequest] = useState<AdminDialogRequest | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = (next: AdminDialogRequest) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRequest(next);
  };
  const close = () => {
    setRequest(null);
    // The host unmounts with its Modal, which then returns no focus: give it back to the button
    // that opened the dialog once the Modal and its focus trap are gone.
    setTimeout(() => opener.current?.focus(), 0);
  };
  const dialog = request && (
    <Suspense fallback={null}>
      <AdminDialogHost
        request={request}
        onClose={close}
        onDeleted={() => {
          setRequest(null);
          navigate(afterDelete);
        }}
      />
    </Suspense>
  );
  return { open, dialog };
}

/**
 * Whether the logged-in user administers the store `printStoreId` (spec 02 section 6): only then
 * do its items show admin controls. Everyone else sees the read-only store.
 */
export function useAdministers(printStoreId: string | undefined): boolean {
  const adminOf = useAdminStoreId();
  return adminOf !== null && adminOf === printStoreId;
}

/**
 * The one 'Nieuwe categorie' dialog. Its button sits in the sidebar on a desktop and under the
 * category menu on a phone, so the dialog is not the button's: the layout renders it once, and
 * it stays open (with what was typed) when the width changes.
 */
const newCategory = {
  opener: null as HTMLElement | null,
  open: false,
  listeners: new Set<() => void>(),
};
function setNewCategoryOpen(open: boolean): void {
  newCategory.open = open;
  for (const listener of newCategory.listeners) listener();
}
const subscribeNewCategory = (listener: () => void) => {
  newCategory.listeners.add(listener);
  return () => {
    newCategory.listeners.delete(listener);
  };
};
const newCategoryOpen = () => newCategory.open;

export function NewCategoryDialog() {
  const open = useSyncExternalStore(subscribeNewCategory, newCategoryOpen, newCategoryOpen);
  // Leaving the store's pages (or going to another of them) closes it.
  useEffect(() => () => setNewCategoryOpen(false), []);
  if (!open) return null;
  const close = () => {
    setNewCategoryOpen(false);
    // Back to the button that opened it (see useAdminDialog), or to the one the width put in its
    // place while the dialog was open.
    setTimeout(() => {
      const opener = newCategory.opener?.isConnected
        ? newCategory.opener
        : document.querySelector<HTMLElement>('.store-admin-new-category');
      opener?.focus();
    }, 0);
  };
  return (
    <Suspense fallback={null}>
      <AdminDialogHost request={{ kind: 'category', id: null }} onClose={close} onDeleted={close} />
    </Suspense>
  );
}

/** 'Nieuwe categorie' beside the categories, for the admins of a store this theme shows. */
export function NewCategoryButton() {
  const { t } = useTranslation();
  const stores = useStoreContext().data?.stores ?? [];
  const adminOf = useAdminStoreId();
  if (adminOf === null || !stores.some((store) => store.id === adminOf)) return null;
  return (
    <Button
      variant="light"
      size="xs"
      className="store-admin-new-category"
      onClick={(event) => {
        newCategory.opener = event.currentTarget;
        setNewCategoryOpen(true);
      }}
    >
      {t('printStoreAdmin.newCategory')}
    </Button>
  );
}

/**
 * A category's admin controls (spec 02 section 2.2): change it, and 'Voeg een collectie of pakket
 * toe' with 'Nieuwe collectie' and 'Nieuw pakket'; also on an empty category.
 */
export function CategoryAdminTools({ categoryId, name }: { categoryId: string; name: string }) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const category = useStoreContext().data?.categories.find((item) => item.id === categoryId);
  const { open, dialog } = useAdminDialog(to('printStore'));
  const administers = useAdministers(category?.printStoreId);
  if (!administers) return null;
  return (
    <section aria-label={t('printStoreAdmin.toolsLabel', { name })} className="store-admin-tools">
      <Group gap="xs" wrap="wrap">
        <Button variant="default" size="xs" onClick={() => open({ kind: 'category', id: categoryId })}>
          {t('printStoreAdmin.editCategory')}
        </Button>
      </Group>
      <fieldset className="store-admin-add">
        <Text component="legend" size="sm" fw={600}>
          {t('printStoreAdmin.addToCategory')}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button size="xs" onClick={() => open({ kind: 'collection', id: null, categoryId })}>
            {t('printStoreAdmin.newCollection')}
          </Button>
          <Button size="xs" variant="light" onClick={() => open({ kind: 'package', id: null, categoryId })}>
            {t('printStoreAdmin.newPackage')}
          </Button>
        </Group>
      </fieldset>
      {dialog}
    </section>
  );
}

/** 'Collectie wijzigen' or 'Pakket wijzigen' on the item's own page, for its store's admins. */
export function ItemAdminTools({
  kind,
  id,
  printStoreId,
  categoryId,
  name,
}: {
  kind: 'collection' | 'package';
  id: string;
  printStoreId: string;
  /** The category the page is in: where the admin lands after deleting the item. */
  categoryId: string;
  name: string;
}) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const { open, dialog } = useAdminDialog(to('printStoreCategory', { categoryId }));
  const administers = useAdministers(printStoreId);
  if (!administers) return null;
  return (
    <section aria-label={t('printStoreAdmin.toolsLabel', { name })} className="store-admin-tools">
      <Button variant="default" size="xs" onClick={() => open({ kind, id, categoryId: null })}>
        {kind === 'collection' ? t('printStoreAdmin.editCollection') : t('printStoreAdmin.editPackage')}
      </Button>
      {dialog}
    </section>
  );
}
