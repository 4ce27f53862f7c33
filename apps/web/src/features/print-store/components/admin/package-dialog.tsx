import { Alert, Checkbox, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import type { AdminPackage, AdminStore } from '@portal/shared/schemas/print-store-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../../lib/api-client';
import { contracts } from '../../../../lib/contracts';
import { AdminForm } from './admin-dialog';
import './admin-texts';
import { changedFields, eurosText, parseEuros } from './form-values';
import { type ContentItem, PackageContents } from './package-contents';

import { useAdminAction } from './use-admin-action';

type Values = {
  name: string;
  description: string;
  productCode: string;
  price: string;
  maxOne: boolean;
  categoryId: string;
  hidden: boolean;
  items: ContentItem[];
};

const NAME_MAX = 120;
const CODE_MAX = 64;
const DESCRIPTION_MAX = 5000;

function valuesOf(pack: AdminPackage | null, categoryId: string | null, names: Map<string, string>): Values {
  return {
    name: pack?.name ?? '',
    description: pack?.description ?? '',
    productCode: pack?.productCode ?? '',
    price: pack ? eurosText(pack.priceCents) : '',
    maxOne: pack?.maxOrderAmount === 1,
    categoryId: pack?.categoryId ?? categoryId ?? '',
    hidden: pack ? !pack.active : false,
    items: (pack?.items ?? []).map((item) => ({ ...item, name: names.get(item.designId) ?? item.designId })),
  };
}

/** The body the server takes; null while the price is no amount. */
function bodyOf(values: Values) {
  const priceCents = parseEuros(values.price);
  if (priceCents === null) return null;
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    productCode: values.productCode.trim(),
    priceCents,
    // 'Maximaal 1 te bestellen' on is 1, off no limit (spec 02 section 5's 0; decision 0112).
    maxOrderAmount: values.maxOne ? (1 as const) : null,
    categoryId: values.categoryId,
    active: !values.hidden,
    items: values.items.map(({ designId, quantity, specs }) => ({ designId, quantity, specs })),
  };
}

/**
 * The package dialog (spec 02 sections 2.2 and 5) in new or edit mode: name, description,
 * product code, price in euros, 'Maximaal 1 te bestellen', category, hidden, and its contents
 * chosen with the package design picker.
 */
export function PackageDialog({
  pack,
  store,
  categoryId,
  designNames,
  onClose,
  onDeleted,
  onReload,
}: {
  pack: AdminPackage | null;
  store: AdminStore;
  categoryId: string | null;
  /** The names of the package's designs (its page's contents), to show beside their quantity. */
  designNames: Map<string, string>;
  onClose: () => void;
  /** After a delete: the item's own page is gone. */
  onDeleted: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const initial = valuesOf(pack, categoryId, designNames);
  const [values, setValues] = useState(initial);
  const action = useAdminAction(onClose);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues({ ...values, [key]: value });

  const body = bodyOf(values);
  const tooLong = (text: string, max: number) =>
    text.trim().length > max ? t('printStoreAdmin.tooLong', { max }) : undefined;
  const errors = {
    name: tooLong(values.name, NAME_MAX),
    description: tooLong(values.description, DESCRIPTION_MAX),
    productCode: tooLong(values.productCode, CODE_MAX),
    price: values.price.trim() !== '' && body === null ? t('printStoreAdmin.fields.priceInvalid') : undefined,
  };
  const valid =
    body !== null &&
    body.name.length > 0 &&
    body.description.length > 0 &&
    body.categoryId !== '' &&
    body.items.every((item) => item.quantity >= 1) &&
    Object.values(errors).every((error) => error === undefined);
  const initialBody = bodyOf(initial);
  const changes = body && initialBody ? changedFields(initialBody, body) : {};
  const canSave = valid && store.categories.length > 0 && (pack === null || Object.keys(changes).length > 0);

  const save = () =>
    body &&
    action.run(
      () =>
        pack
          ? callApi(contracts.printStoreAdmin, 'updatePackage', {
              params: { packageId: pack.id },
              body: { version: pack.version, ...changes },
            })
          : callApi(contracts.printStoreAdmin, 'createPackage', { body }),
      t('printStoreAdmin.saved', { name: body.name }),
    );
  const remove = () =>
    pack &&
    action.run(
      () =>
        callApi(contracts.printStoreAdmin, 'deletePackage', {
          params: { packageId: pack.id },
          query: { version: pack.version },
        }),
      t('printStoreAdmin.deleted', { name: pack.name }),
      { id: pack.id, afterDelete: onDeleted },
    );

  return (
    <AdminForm
      onClose={onClose}
      existing={
        pack && {
          kind: 'package',
          id: pack.id,
          deleteQuestion: t('printStoreAdmin.package.deleteQuestion', { name: pack.name }),
        }
      }
      canSave={canSave}
      action={action}
      onSave={() => void save()}
      onDelete={() => void remove()}
      onReload={onReload}
    >
      {store.categories.length === 0 ? (
        <Alert color="yellow">{t('printStoreAdmin.noCategories')}</Alert>
      ) : (
        <Stack gap="sm">
          <TextInput
            label={t('printStoreAdmin.fields.name')}
            required
            data-autofocus
            value={values.name}
            error={errors.name}
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          <Textarea
            label={t('printStoreAdmin.fields.description')}
            required
            autosize
            minRows={3}
            maxRows={8}
            value={values.description}
            error={errors.description}
            onChange={(event) => set('description', event.currentTarget.value)}
          />
          <TextInput
            label={t('printStoreAdmin.fields.productCode')}
            value={values.productCode}
            error={errors.productCode}
            onChange={(event) => set('productCode', event.currentTarget.value)}
          />
          <TextInput
            label={t('printStoreAdmin.fields.price')}
            description={t('printStoreAdmin.fields.priceHint')}
            required
            inputMode="decimal"
            leftSection={<span aria-hidden="true">€</span>}
            value={values.price}
            error={errors.price}
            onChange={(event) => set('price', event.currentTarget.value)}
          />
          <Checkbox
            label={t('printStoreAdmin.fields.maxOne')}
            checked={values.maxOne}
            onChange={(event) => set('maxOne', event.currentTarget.checked)}
          />
          <NativeSelect
            label={t('printStoreAdmin.fields.category')}
            required
            value={values.categoryId}
            data={[
              ...(values.categoryId === '' ? [{ value: '', label: '' }] : []),
              ...store.categories.map((category) => ({ value: category.id, label: category.name })),
            ]}
            onChange={(event) => set('categoryId', event.currentTarget.value)}
          />
          <Checkbox
            label={t('printStoreAdmin.fields.hidden')}
            checked={values.hidden}
            onChange={(event) => set('hidden', event.currentTarget.checked)}
          />
          <PackageContents
            items={values.items}
            collections={store.collections}
            onChange={(items) => set('items', items)}
          />
        </Stack>
      )}
    </AdminForm>
  );
}
