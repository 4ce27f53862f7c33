import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { endpointUrl } from '@portal/shared/api/endpoint';
import { downloadDesignSource } from '@portal/shared/api/print-store-admin.api';
import type { ProductCard } from '@portal/shared/schemas/print-store';
import type { AdminDesign } from '@portal/shared/schemas/print-store-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDownload } from '../../../../lib/api-download';
import { saveFile } from '../../../../lib/save-file';
import { refreshStore } from '../../api/admin-queries';
import { collectionDesignsOptions } from '../../api/design-queries';
import { EmptyState } from '../empty-state';
import { CardGrid } from '../store-card';
import { type DesignDialogRequest, DesignDialogs } from './design-dialogs';
import { type DesignAction, DesignMenu } from './design-menu';
import { DesignUploadStatus } from './design-upload-status';
import { designUploads } from './design-uploads';
import './design-texts';

type Props = {
  collection: { id: string; name: string; printStoreId: string };
  products: ProductCard[];
  /** The empty collection's way back (spec 02 section 2.2: 'Deze collectie is nog leeg'). */
  empty: { title: string; hint: string; action: { label: string; to: string } };
};

/**
 * A collection's designs as its store's admins see them (spec 02 sections 2.2, 4 and 5; decision
 * 0115): 'Ontwerpen toevoegen', a select box on every card with select-all, and the kebab menu
 * (Wijzigen, Product wijzigen, Beschrijving wijzigen, Downloaden, Verwijderen) on each card and for
 * the selection; a card shows its file's upload. Loaded only for a store's admins.
 */
export function DesignAdmin({ collection, products, empty }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const designs = useQuery(collectionDesignsOptions(collection.id));
  // A file stored: its card shows the new preview (the failed ones retried every 3 s, StoreImage).
  useEffect(() => designUploads.onFinished(() => void refreshStore(queryClient)), [queryClient]);
  const uploads = useSyncExternalStore(designUploads.subscribe, designUploads.getSnapshot);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [request, setRequest] = useState<DesignDialogRequest | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const byId = useMemo(
    () => new Map((designs.data?.designs ?? []).map((design) => [design.id, design])),
    [designs.data],
  );

  // A design that left the collection (deleted, moved) leaves the selection too.
  useEffect(() => {
    setSelected((previous) => {
      const kept = [...previous].filter((id) => products.some((product) => product.id === id));
      return kept.length === previous.size ? previous : new Set(kept);
    });
  }, [products]);

  const open = (next: DesignDialogRequest) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRequest(next);
  };
  const close = () => {
    setRequest(null);
    // Back to what opened it, once the Modal and its focus trap are gone (as the other dialogs).
    setTimeout(() => {
      if (opener.current?.isConnected) opener.current.focus();
    }, 0);
  };

  const act = (action: DesignAction, ids: string[]) => {
    if (ids.length === 0) return;
    if (action === 'download') {
      const design = byId.get(ids[0]!);
      if (design) void download(design, t('printStoreDesigns.downloadFailed'));
      return;
    }
    open({ kind: action, designIds: ids });
  };

  const allIds = products.map((product) => product.id);
  const allSelected = allIds.length > 0 && allIds.every((id) => selected.has(id));
  const someSelected = selected.size > 0 && !allSelected;
  const selection = allIds.filter((id) => selected.has(id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  return (
    <>
      <section
        aria-label={t('printStoreDesigns.toolsLabel', { name: collection.name })}
        className="store-admin-tools store-design-tools"
      >
        <Button size="xs" onClick={() => open({ kind: 'upload', designIds: [] })}>
          {t('printStoreDesigns.add')}
        </Button>
        {products.length > 0 && (
          <Group gap="xs" wrap="nowrap" className="store-design-selection">
            <Checkbox
              label={t('printStoreDesigns.selectAll')}
              checked={allSelected}
              indeterminate={someSelected}
              onChange={(event) => setSelected(event.currentTarget.checked ? new Set(allIds) : new Set())}
            />
            <Text size="sm" aria-live="polite">
              {selection.length === 0
                ? t('printStoreDesigns.noneSelected')
                : t('printStoreDesigns.selected', { count: selection.length })}
            </Text>
            <DesignMenu
              label={t('printStoreDesigns.selectionMenu')}
              count={selection.length}
              canDownload={selection.length === 1 && byId.get(selection[0]!)?.source != null}
              onAction={(action) => act(action, selection)}
            />
          </Group>
        )}
      </section>
      {products.length === 0 ? (
        <EmptyState {...empty} />
      ) : (
        <CardGrid
          cards={products}
          label={collection.name}
          controls={(card) => {
            const design = byId.get(card.id);
            const upload = uploads.find((candidate) => candidate.designId === card.id);
            return (
              <Stack gap={4} className="store-design-controls">
                <Group justify="space-between" wrap="nowrap" gap={4}>
                  <Checkbox
                    size="sm"
                    aria-label={t('printStoreDesigns.select', { name: card.name })}
                    checked={selected.has(card.id)}
                    onChange={(event) => toggle(card.id, event.currentTarget.checked)}
                  />
                  <DesignMenu
                    label={t('printStoreDesigns.cardMenu', { name: card.name })}
                    count={1}
                    canDownload={design?.source != null}
                    onAction={(action) => act(action, [card.id])}
                  />
                </Group>
                {upload && <DesignUploadStatus upload={upload} uploads={designUploads} />}
              </Stack>
            );
          }}
        />
      )}
      {request && (
        <DesignDialogs
          request={request}
          collection={collection}
          designs={designs.data?.designs ?? null}
          designsError={designs.error}
          onClose={close}
          onDone={(ids) => {
            // After a delete the deleted leave the selection; after an edit it stays.
            if (request.kind === 'delete')
              setSelected(new Set([...selected].filter((id) => !ids.includes(id))));
            close();
          }}
        />
      )}
    </>
  );
}

/** Downloaden: the design's original under its name, with the login a plain link cannot send. */
async function download(design: AdminDesign, failed: string) {
  if (!design.source) return;
  try {
    const file = await apiDownload(
      endpointUrl(downloadDesignSource, {
        printStoreId: design.printStoreId,
        image: design.source.fileId,
        name: design.source.name,
      }),
    );
    saveFile(file.blob, file.fileName ?? design.source.name);
  } catch {
    notifications.show({ color: 'red', message: failed });
  }
}
