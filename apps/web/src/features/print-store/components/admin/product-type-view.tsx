import { Alert, Button, Checkbox, Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminProductType, CopiedProductType } from '@portal/shared/schemas/print-store-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, callApi } from '../../../../lib/api-client';
import { contracts } from '../../../../lib/contracts';
import { refreshStore } from '../../api/admin-queries';
import { productTypeKey } from '../../api/product-type-queries';
import './admin-texts';
import { HistoryPanel } from './history-panel';
import { PriceTableEditor } from './price-table-editor';
import { draftOf } from './product-type-draft';
import { ProductTypeExclusions } from './product-type-exclusions';
import { useProductTypeHistory } from './product-type-history-lines';
import { ProductTypeMenus } from './product-type-menus';
import './product-type-texts';

/**
 * A product type the admin's store may read but not change (the provider's, decision 0114): its
 * specification and prices as they are, and 'Kopiëren naar mijn winkel', which makes the store's
 * own copy (optionally with its designs moved onto it) and opens that in the editor.
 */
export function ProductTypeView({
  type,
  onCopied,
}: {
  type: AdminProductType;
  onCopied: (copy: CopiedProductType['productType']) => void;
}) {
  const { t } = useTranslation();
  const draft = useMemo(() => draftOf(type), [type]);
  const describeHistory = useProductTypeHistory(type.menus);
  return (
    <Stack gap="sm">
      <CopyPanel type={type} onCopied={onCopied} />
      <Text size="sm">
        {t('productTypeAdmin.editor.name')}: <strong>{type.name}</strong>
        {type.maxOrderAmount !== null && (
          <>
            {' · '}
            {t('productTypeAdmin.editor.maxOrderAmount')}: {type.maxOrderAmount}
          </>
        )}
      </Text>
      <Tabs defaultValue="prices" keepMounted={false}>
        <Tabs.List aria-label={t('productTypeAdmin.editor.tabs.label')}>
          <Tabs.Tab px={8} value="menus">
            {t('productTypeAdmin.editor.tabs.menus')}
          </Tabs.Tab>
          <Tabs.Tab px={8} value="disabled">
            {t('productTypeAdmin.editor.tabs.disabled')}
          </Tabs.Tab>
          <Tabs.Tab px={8} value="prices">
            {t('productTypeAdmin.editor.tabs.prices')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="menus" pt="sm">
          <ProductTypeMenus draft={draft} />
        </Tabs.Panel>
        <Tabs.Panel value="disabled" pt="sm">
          <ProductTypeExclusions draft={draft} />
        </Tabs.Panel>
        <Tabs.Panel value="prices" pt="sm">
          <PriceTableEditor typeName={type.name} menus={type.menus} rows={draft.rows} />
        </Tabs.Panel>
      </Tabs>
      <HistoryPanel kind="productType" id={type.id} describe={describeHistory} />
    </Stack>
  );
}

function CopyPanel({
  type,
  onCopied,
}: {
  type: AdminProductType;
  onCopied: (copy: CopiedProductType['productType']) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(() =>
    t('productTypeAdmin.copy.copyName', { name: type.name }).slice(0, 120),
  );
  const [moveDesigns, setMoveDesigns] = useState(type.designCount > 0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const trimmed = name.trim();
  const copy = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await callApi(contracts.printStoreAdmin, 'copyProductType', {
        params: { productTypeId: type.id },
        body: { name: trimmed, moveDesigns },
      });
      queryClient.setQueryData(productTypeKey(answer.productType.id), answer.productType);
      await refreshStore(queryClient);
      notifications.show({
        color: 'green',
        message: t('productTypeAdmin.copy.done', { name: answer.productType.name }),
      });
      onCopied(answer.productType);
    } catch (error) {
      setProblem(error instanceof ApiRequestError ? error.message : t('printStoreAdmin.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="sm">
      <Title order={3} size="h5">
        {t('productTypeAdmin.copy.title')}
      </Title>
      <Text size="sm" mt={4}>
        {t('productTypeAdmin.copy.intro')}
      </Text>
      {problem && (
        <Alert color="red" role="alert" mt="xs">
          {problem}
        </Alert>
      )}
      <TextInput
        mt="xs"
        label={t('productTypeAdmin.copy.name')}
        required
        value={name}
        maxLength={140}
        error={trimmed.length > 120 ? t('printStoreAdmin.tooLong', { max: 120 }) : undefined}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      {type.designCount > 0 && (
        <Checkbox
          mt="xs"
          label={t('productTypeAdmin.copy.moveDesigns', { count: type.designCount })}
          checked={moveDesigns}
          onChange={(event) => setMoveDesigns(event.currentTarget.checked)}
        />
      )}
      <Button
        mt="sm"
        loading={busy}
        disabled={trimmed.length === 0 || trimmed.length > 120}
        onClick={() => void copy()}
      >
        {t('productTypeAdmin.copy.submit')}
      </Button>
    </Paper>
  );
}
