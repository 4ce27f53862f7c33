import { Checkbox, Stack, TextInput } from '@mantine/core';
import { hexColorSchema } from '@portal/shared/schemas/common';
import type { AdminCategory } from '@portal/shared/schemas/print-store-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../../lib/api-client';
import { contracts } from '../../../../lib/contracts';
import { AdminForm } from './admin-dialog';
import './admin-texts';
import { changedFields } from './form-values';
import { useAdminAction } from './use-admin-action';

type Values = { name: string; colour: string; listOnTop: boolean; newBadge: boolean; hidden: boolean };

const NAME_MAX = 80;

function valuesOf(category: AdminCategory | null): Values {
  return {
    name: category?.name ?? '',
    colour: category?.colour ?? '',
    listOnTop: category?.listOnTop ?? false,
    newBadge: category?.newBadge ?? false,
    hidden: category ? !category.active : false,
  };
}

/** The body the server takes: the colour blank means none, hidden is `active: false`. */
function bodyOf(values: Values) {
  return {
    name: values.name.trim(),
    colour: values.colour.trim() === '' ? null : values.colour.trim(),
    listOnTop: values.listOnTop,
    newBadge: values.newBadge,
    active: !values.hidden,
  };
}

/**
 * The category dialog (spec 02 sections 2.2 and 5) in new mode (`category` null) or edit mode:
 * name (required, unique in the store in any letter case: the server says so at the name),
 * colour, listOnTop, 'Nieuw' and hidden.
 */
export function CategoryDialog({
  category,
  onClose,
  onDeleted,
  onReload,
}: {
  category: AdminCategory | null;
  onClose: () => void;
  /** After a delete: the item's own page is gone. */
  onDeleted: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const initial = valuesOf(category);
  const [values, setValues] = useState(initial);
  const action = useAdminAction(onClose);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues({ ...values, [key]: value });

  const name = values.name.trim();
  const nameError =
    name.length > NAME_MAX ? t('printStoreAdmin.tooLong', { max: NAME_MAX }) : action.fieldProblems.name;
  const colourValid = values.colour.trim() === '' || hexColorSchema.safeParse(values.colour.trim()).success;
  const valid = name.length > 0 && name.length <= NAME_MAX && colourValid;
  const changes = changedFields(bodyOf(initial), bodyOf(values));
  const canSave = valid && (category === null || Object.keys(changes).length > 0);

  const save = () =>
    action.run(
      () =>
        category
          ? callApi(contracts.printStoreAdmin, 'updateCategory', {
              params: { categoryId: category.id },
              body: { version: category.version, ...changes },
            })
          : callApi(contracts.printStoreAdmin, 'createCategory', { body: bodyOf(values) }),
      t('printStoreAdmin.saved', { name }),
    );
  const remove = () =>
    category &&
    action.run(
      () =>
        callApi(contracts.printStoreAdmin, 'deleteCategory', {
          params: { categoryId: category.id },
          query: { version: category.version },
        }),
      t('printStoreAdmin.deleted', { name: category.name }),
      { id: category.id, afterDelete: onDeleted },
    );

  return (
    <AdminForm
      onClose={onClose}
      existing={
        category && {
          kind: 'category',
          id: category.id,
          deleteQuestion: t('printStoreAdmin.category.deleteQuestion', { name: category.name }),
        }
      }
      canSave={canSave}
      action={action}
      onSave={() => void save()}
      onDelete={() => void remove()}
      onReload={onReload}
    >
      <Stack gap="sm">
        <TextInput
          label={t('printStoreAdmin.fields.name')}
          required
          data-autofocus
          value={values.name}
          error={nameError}
          maxLength={NAME_MAX + 20}
          onChange={(event) => {
            action.clear();
            set('name', event.currentTarget.value);
          }}
        />
        <TextInput
          label={t('printStoreAdmin.fields.colour')}
          description={t('printStoreAdmin.fields.colourHint')}
          placeholder="#c0392b"
          value={values.colour}
          error={colourValid ? undefined : t('printStoreAdmin.fields.colourInvalid')}
          onChange={(event) => set('colour', event.currentTarget.value)}
        />
        <Checkbox
          label={t('printStoreAdmin.fields.listOnTop')}
          checked={values.listOnTop}
          onChange={(event) => set('listOnTop', event.currentTarget.checked)}
        />
        <Checkbox
          label={t('printStoreAdmin.fields.newBadge')}
          checked={values.newBadge}
          onChange={(event) => set('newBadge', event.currentTarget.checked)}
        />
        <Checkbox
          label={t('printStoreAdmin.fields.hidden')}
          checked={values.hidden}
          onChange={(event) => set('hidden', event.currentTarget.checked)}
        />
      </Stack>
    </AdminForm>
  );
}
