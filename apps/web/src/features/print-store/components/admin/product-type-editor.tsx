import { Stack, Tabs, Text, TextInput, VisuallyHidden } from '@mantine/core';
import type { AdminProductType } from '@portal/shared/schemas/print-store-admin';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../../lib/api-client';
import { contracts } from '../../../../lib/contracts';
import { AdminForm } from './admin-dialog';
import { PriceTableEditor, type RowRefusal } from './price-table-editor';
import {
  changesOf,
  checkDraft,
  type Draft,
  type DraftRow,
  draftOf,
  isSendable,
  menusOf,
  rowsFor,
  unpricedCombinations,
} from './product-type-draft';
import { ProductTypeExclusions } from './product-type-exclusions';
import { useProductTypeHistory } from './product-type-history-lines';
import { ProductTypeMenus } from './product-type-menus';
import { problemText, rowOfRefusal } from './product-type-texts';
import { useAdminAction } from './use-admin-action';

export type EditorTab = 'general' | 'menus' | 'disabled' | 'prices';

/** Which field of a row a price refusal is about. */
const FIELD_OF: Record<string, RowRefusal['field']> = {
  STORE_PRICE_BELOW_ZERO: 'price',
  STORE_PRICE_MIN_QUANTITY_BELOW_ONE: 'minQuantity',
  STORE_PRICE_SPEC_UNKNOWN: 'specs',
  STORE_PRICE_DUPLICATE: 'specs',
};

/**
 * The editor of a product type the admin's store keeps (issue 30 point 4; spec 02 sections 3, 4
 * and 5): name and maximum per order, the menus, the exclusions and the price table, saved
 * together with the version read. Every check of the server runs here first (save stays disabled
 * while one fails, the problem at its field or row); the server's own refusals show at the row
 * they name, a name taken at the name, 'gewijzigd door een ander' above with a reload.
 */
export function ProductTypeEditor({
  type,
  onDone,
  onReload,
  initialTab = 'general',
  onTabChange,
}: {
  type: AdminProductType;
  onDone: () => void;
  onReload: () => void;
  initialTab?: EditorTab;
  onTabChange?: (tab: EditorTab) => void;
}) {
  const { t } = useTranslation();
  const initial = useMemo(() => draftOf(type), [type]);
  const [draft, setDraft] = useState<Draft>(initial);
  const [tab, setTab] = useState<EditorTab>(initialTab);
  useEffect(() => onTabChange?.(tab), [tab, onTabChange]);
  const [reveal, setReveal] = useState<{ key: number; nonce: number } | null>(null);
  const action = useAdminAction(onDone);
  const describeHistory = useProductTypeHistory(type.menus);

  const check = useMemo(() => checkDraft(draft), [draft]);
  const initialCheck = useMemo(() => checkDraft(initial), [initial]);
  const changes = useMemo(() => changesOf(initialCheck, check), [initialCheck, check]);
  const canSave = isSendable(check) && Object.keys(changes).length > 0;

  // The server's refusal of a row (it carries the row in its message), at the row it names in
  // the table that was sent, as the dialog's own checks show theirs; a new refusal opens it.
  const sentRows = useRef<DraftRow[]>([]);
  const [serverRefusal, setServerRefusal] = useState<RowRefusal | null>(null);
  const serverProblem = action.problem;
  useEffect(() => {
    const number = serverProblem?.code ? rowOfRefusal(serverProblem.code, serverProblem.message) : null;
    const row = number === null ? undefined : sentRows.current[number - 1];
    if (!serverProblem?.code || !row) {
      setServerRefusal(null);
      return;
    }
    setServerRefusal({
      key: row.key,
      field: FIELD_OF[serverProblem.code] ?? 'specs',
      message: serverProblem.message,
    });
    setTab('prices');
    setReveal({ key: row.key, nonce: Date.now() });
  }, [serverProblem]);
  const refusal: RowRefusal | null =
    check.problem && check.problemRow !== null
      ? {
          key: check.problemRow,
          field: FIELD_OF[check.problem.code] ?? 'specs',
          message: problemText(t, check.problem),
        }
      : serverRefusal;

  const problemTab: EditorTab | null = check.problem
    ? check.problem.code === 'STORE_SPEC_INVALID'
      ? check.problem.reason.key.startsWith('productTypeAdmin.specProblems.disabled')
        ? 'disabled'
        : 'menus'
      : check.problem.code === 'STORE_MAX_ORDER_AMOUNT_BELOW_ONE'
        ? 'general'
        : 'prices'
    : null;
  const tabProblems: Record<EditorTab, boolean> = {
    general:
      check.name !== undefined ||
      check.maxOrderAmount !== undefined ||
      action.fieldProblems.name !== undefined ||
      problemTab === 'general',
    menus: check.menusInvalid || problemTab === 'menus',
    disabled: problemTab === 'disabled',
    prices: check.rowFields.size > 0 || refusal !== null,
  };
  const specMessage =
    check.problem && (problemTab === 'menus' || problemTab === 'disabled')
      ? problemText(t, check.problem)
      : null;

  const update = useCallback((next: (current: Draft) => Draft) => setDraft(next), []);
  const onRows = useCallback(
    (next: (rows: DraftRow[]) => DraftRow[]) =>
      setDraft((current) => ({ ...current, rows: next(current.rows) })),
    [],
  );
  const unpriced = useMemo(() => unpricedCombinations(draft), [draft]);
  const menus = useMemo(() => menusOf({ menus: draft.menus }), [draft.menus]);

  const name = draft.name.trim();
  const save = () => {
    sentRows.current = draft.rows;
    return action.run(
      () =>
        callApi(contracts.printStoreAdmin, 'updateProductType', {
          params: { productTypeId: type.id },
          body: { version: type.version, ...changes },
        }),
      t('productTypeAdmin.editor.saved', { name }),
    );
  };

  const tabLabel = (value: EditorTab) => {
    const label = t(`productTypeAdmin.editor.tabs.${value}`);
    if (!tabProblems[value]) return label;
    return (
      <>
        <span aria-hidden="true">{label} ⚠</span>
        <VisuallyHidden>{t('productTypeAdmin.editor.tabs.hasProblem', { tab: label })}</VisuallyHidden>
      </>
    );
  };

  return (
    <AdminForm
      onClose={onDone}
      existing={{ kind: 'productType', id: type.id, deleteQuestion: '' }}
      canSave={canSave}
      action={action}
      onSave={() => void save()}
      onReload={onReload}
      describeHistory={describeHistory}
    >
      {type.otherStoreDesignCount > 0 && (
        <Text size="sm">{t('productTypeAdmin.editor.reach', { count: type.otherStoreDesignCount })}</Text>
      )}
      <Tabs value={tab} onChange={(value) => value && setTab(value as EditorTab)} keepMounted={false}>
        <Tabs.List aria-label={t('productTypeAdmin.editor.tabs.label')}>
          {(['general', 'menus', 'disabled', 'prices'] as const).map((value) => (
            <Tabs.Tab key={value} value={value} px={8} c={tabProblems[value] ? 'red.9' : undefined}>
              {tabLabel(value)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="general" pt="sm">
          <Stack gap="sm">
            <TextInput
              label={t('productTypeAdmin.editor.name')}
              required
              data-autofocus
              value={draft.name}
              maxLength={140}
              error={check.name ? t(`productTypeAdmin.editor.${check.name}`) : action.fieldProblems.name}
              onChange={(event) => {
                const value = event.currentTarget.value;
                action.clear();
                setDraft((current) => ({ ...current, name: value }));
              }}
            />
            <TextInput
              label={t('productTypeAdmin.editor.maxOrderAmount')}
              description={t('productTypeAdmin.editor.maxOrderAmountHint')}
              inputMode="numeric"
              value={draft.maxOrderAmount}
              error={
                check.maxOrderAmount
                  ? t(`productTypeAdmin.editor.${check.maxOrderAmount}`)
                  : problemTab === 'general' && check.problem
                    ? problemText(t, check.problem)
                    : undefined
              }
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDraft((current) => ({ ...current, maxOrderAmount: value }));
              }}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="menus" pt="sm">
          {specMessage && problemTab === 'menus' && <SpecProblem message={specMessage} />}
          <ProductTypeMenus draft={draft} onDraft={update} />
        </Tabs.Panel>
        <Tabs.Panel value="disabled" pt="sm">
          {specMessage && problemTab === 'disabled' && <SpecProblem message={specMessage} />}
          <ProductTypeExclusions draft={draft} onDraft={update} />
        </Tabs.Panel>
        <Tabs.Panel value="prices" pt="sm">
          <PriceTableEditor
            typeName={draft.name || type.name}
            menus={menus}
            rows={draft.rows}
            onRows={onRows}
            rowFields={check.rowFields}
            refusal={refusal}
            reveal={reveal}
            unpriced={unpriced}
            onAddUnpriced={() => {
              setDraft((current) => ({ ...current, rows: [...current.rows, ...rowsFor(current, unpriced)] }));
            }}
          />
        </Tabs.Panel>
      </Tabs>
    </AdminForm>
  );
}

/** Why the menus or exclusions cannot be saved as they are: the server's words, before sending. */
function SpecProblem({ message }: { message: string }) {
  return (
    <Text size="sm" c="red.9" role="alert" mb="xs">
      {message}
    </Text>
  );
}
