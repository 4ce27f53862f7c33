import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatPrice } from '@portal/shared/format';
import type { ProductTypeSummary } from '@portal/shared/schemas/print-store-admin';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../../lib/api-client';
import { productTypeOptions, productTypesOptions } from '../../api/product-type-queries';
import './admin-texts';
import './product-type-admin.css';
import { type EditorTab, ProductTypeEditor } from './product-type-editor';
import './product-type-texts';
import { ProductTypeView } from './product-type-view';

/** Mantine's sm breakpoint, the store's phone layout: the dialog takes the whole screen there. */
const PHONE = '(max-width: 48em)';

/**
 * 'Producttypen en prijzen' (issue 30 point 4): the product types the admin's store keeps or may
 * read, each with its 'v.a.' and the designs on it; one opens in the editor (its own) or read only
 * with 'Kopiëren naar mijn winkel' (the provider's). One Modal for both, so Escape and the focus
 * trap hold while the admin moves between them; on a phone it takes the whole screen.
 */
export function ProductTypesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const list = useQuery(productTypesOptions());
  const [openId, setOpenId] = useState<string | null>(null);
  const lastOpened = useRef<string | null>(null);
  const opened = openId ? list.data?.productTypes.find((type) => type.id === openId) : undefined;
  const title = openId
    ? opened?.editable === false
      ? t('productTypeAdmin.editor.viewTitle')
      : t('productTypeAdmin.editor.editTitle')
    : t('productTypeAdmin.list.title');
  const open = (id: string) => {
    lastOpened.current = id;
    setOpenId(id);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={phone ? '100%' : '60rem'}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('printStoreAdmin.close') }}
    >
      {openId ? (
        <TypeScreen id={openId} onBack={() => setOpenId(null)} onCopied={open} />
      ) : list.data ? (
        <TypeList types={list.data.productTypes} onOpen={open} focusId={lastOpened.current} />
      ) : (
        <Text size="sm" role={list.error ? 'alert' : 'status'}>
          {list.error ? t('productTypeAdmin.list.failed') : t('productTypeAdmin.list.loading')}
        </Text>
      )}
    </Modal>
  );
}

function TypeList({
  types,
  onOpen,
  focusId,
}: {
  types: ProductTypeSummary[];
  onOpen: (id: string) => void;
  /** Back from a type: the focus returns to its button. */
  focusId: string | null;
}) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusId) listRef.current?.querySelector<HTMLElement>(`[data-type-id="${focusId}"]`)?.focus();
  }, [focusId]);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('productTypeAdmin.list.intro')}</Text>
      {types.length === 0 ? (
        <Text size="sm">{t('productTypeAdmin.list.empty')}</Text>
      ) : (
        <Stack component="ul" gap="xs" className="product-type-list" ref={listRef}>
          {types.map((type) => (
            <Paper component="li" withBorder p="sm" key={type.id}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Group gap="xs">
                    <Text fw={600}>{type.name}</Text>
                    {!type.editable && (
                      <Badge variant="outline" color="gray.8" size="sm">
                        {t('productTypeAdmin.list.readOnly')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">
                    {type.fromPriceCents === null
                      ? t('productTypeAdmin.list.noPrice')
                      : formatPrice(type.fromPriceCents, { from: true })}
                    {' · '}
                    {t('productTypeAdmin.list.designs', { count: type.designCount })}
                    {type.otherStoreDesignCount > 0 &&
                      ` · ${t('productTypeAdmin.list.otherDesigns', { count: type.otherStoreDesignCount })}`}
                  </Text>
                </div>
                <Button
                  size="xs"
                  variant={type.editable ? 'filled' : 'default'}
                  data-type-id={type.id}
                  aria-label={t(
                    type.editable ? 'productTypeAdmin.list.editLabel' : 'productTypeAdmin.list.viewLabel',
                    {
                      name: type.name,
                    },
                  )}
                  onClick={() => onOpen(type.id)}
                >
                  {type.editable ? t('productTypeAdmin.list.edit') : t('productTypeAdmin.list.view')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** One type: the editor when the store keeps it, else read only with its copy. */
function TypeScreen({
  id,
  onBack,
  onCopied,
}: {
  id: string;
  onBack: () => void;
  onCopied: (id: string) => void;
}) {
  const { t } = useTranslation();
  const type = useQuery(productTypeOptions(id));
  const backRef = useRef<HTMLButtonElement>(null);
  // Loaded again after 'gewijzigd door een ander', the editor opens where the admin was.
  const tab = useRef<EditorTab>('general');
  const onTabChange = useCallback((next: EditorTab) => {
    tab.current = next;
  }, []);
  const readOnly = type.data?.editable === false;
  // A type the admin only reads has no field to start at: the focus goes to the way back.
  useEffect(() => {
    if (readOnly) backRef.current?.focus();
  }, [readOnly]);
  return (
    <Stack gap="sm">
      <Group>
        <Button ref={backRef} variant="subtle" size="xs" px={4} onClick={onBack}>
          <span aria-hidden="true">←&nbsp;</span>
          {t('productTypeAdmin.editor.back')}
        </Button>
      </Group>
      {type.data ? (
        type.data.editable ? (
          <ProductTypeEditor
            key={`${type.data.id}:${type.data.version}`}
            type={type.data}
            onDone={onBack}
            onReload={() => void type.refetch()}
            initialTab={tab.current}
            onTabChange={onTabChange}
          />
        ) : (
          <ProductTypeView
            key={`${type.data.id}:${type.data.version}`}
            type={type.data}
            onCopied={(copy) => onCopied(copy.id)}
          />
        )
      ) : type.error ? (
        <Alert color="red" role="alert">
          {type.error instanceof ApiRequestError ? type.error.message : t('productTypeAdmin.list.failed')}
        </Alert>
      ) : (
        <Text size="sm" role="status">
          {t('productTypeAdmin.editor.loading')}
        </Text>
      )}
    </Stack>
  );
}
