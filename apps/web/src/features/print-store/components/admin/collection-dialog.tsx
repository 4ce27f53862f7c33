import { Alert, Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import type { AdminCategory, AdminCollection } from '@portal/shared/schemas/print-store-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../../lib/api-client';
import { contracts } from '../../../../lib/contracts';
import { AdminForm } from './admin-dialog';
import './admin-texts';
import { changedFields } from './form-values';
import { useAdminAction } from './use-admin-action';

type Values = {
  name: string;
  subtitle: string;
  description: string;
  categoryIds: string[];
  displayOnDashboard: boolean;
  hidden: boolean;
};

const NAME_MAX = 120;
const SUBTITLE_MAX = 200;
const DESCRIPTION_MAX = 5000;

function valuesOf(collection: AdminCollection | null, categoryId: string | null): Values {
  return {
    name: collection?.name ?? '',
    subtitle: collection?.subtitle ?? '',
    description: collection?.description ?? '',
    categoryIds: collection?.categoryIds ?? (categoryId ? [categoryId] : []),
    displayOnDashboard: collection?.displayOnDashboard ?? false,
    hidden: collection ? !collection.active : false,
  };
}

function bodyOf(values: Values) {
  return {
    name: values.name.trim(),
    subtitle: values.subtitle.trim(),
    description: values.description.trim(),
    categoryIds: values.categoryIds,
    displayOnDashboard: values.displayOnDashboard,
    active: !values.hidden,
  };
}

const tooLong = (text: string, max: number) => text.trim().length > max;

/**
 * The collection dialog (spec 02 sections 2.2 and 5) in new or edit mode: name, subtitle and
 * description, the categories it is listed in (at least one; the first checked is its own),
 * featured on the dashboard, hidden. A store without categories gets the spec's message instead.
 */
export function CollectionDialog({
  collection,
  categories,
  categoryId,
  onClose,
  onDeleted,
  onReload,
}: {
  collection: AdminCollection | null;
  categories: AdminCategory[];
  /** New mode: the category the admin came from, checked at the start. */
  categoryId: string | null;
  onClose: () => void;
  /** After a delete: the item's own page is gone. */
  onDeleted: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const initial = valuesOf(collection, categoryId);
  const [values, setValues] = useState(initial);
  const action = useAdminAction(onClose);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues({ ...values, [key]: value });

  const body = bodyOf(values);
  const errors = {
    name: tooLong(values.name, NAME_MAX) ? t('printStoreAdmin.tooLong', { max: NAME_MAX }) : undefined,
    subtitle: tooLong(values.subtitle, SUBTITLE_MAX)
      ? t('printStoreAdmin.tooLong', { max: SUBTITLE_MAX })
      : undefined,
    description: tooLong(values.description, DESCRIPTION_MAX)
      ? t('printStoreAdmin.tooLong', { max: DESCRIPTION_MAX })
      : undefined,
  };
  const valid =
    body.name.length > 0 &&
    body.description.length > 0 &&
    body.categoryIds.length > 0 &&
    !errors.name &&
    !errors.subtitle &&
    !errors.description;
  const changes = changedFields(bodyOf(initial), body);
  const canSave = valid && categories.length > 0 && (collection === null || Object.keys(changes).length > 0);
  const categoryError =
    action.fieldProblems.categories ??
    (values.categoryIds.length === 0 ? t('printStoreAdmin.fields.categoryRequired') : undefined);

  const save = () =>
    action.run(
      () =>
        collection
          ? callApi(contracts.printStoreAdmin, 'updateCollection', {
              params: { collectionId: collection.id },
              body: { version: collection.version, ...changes },
            })
          : callApi(contracts.printStoreAdmin, 'createCollection', { body }),
      t('printStoreAdmin.saved', { name: body.name }),
    );
  const remove = () =>
    collection &&
    action.run(
      () =>
        callApi(contracts.printStoreAdmin, 'deleteCollection', {
          params: { collectionId: collection.id },
          query: { version: collection.version },
        }),
      t('printStoreAdmin.deleted', { name: collection.name }),
      { id: collection.id, afterDelete: onDeleted },
    );

  return (
    <AdminForm
      onClose={onClose}
      existing={
        collection && {
          kind: 'collection',
          id: collection.id,
          deleteQuestion: t('printStoreAdmin.collection.deleteQuestion', { name: collection.name }),
        }
      }
      canSave={canSave}
      action={action}
      onSave={() => void save()}
      onDelete={() => void remove()}
      onReload={onReload}
    >
      {categories.length === 0 ? (
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
          <TextInput
            label={t('printStoreAdmin.fields.subtitle')}
            value={values.subtitle}
            error={errors.subtitle}
            onChange={(event) => set('subtitle', event.currentTarget.value)}
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
          <Checkbox.Group
            label={t('printStoreAdmin.fields.categories')}
            description={t('printStoreAdmin.fields.categoriesHint')}
            withAsterisk
            value={values.categoryIds}
            // Mantine adds a newly checked one at the end: the first stays the collection's own.
            onChange={(next) => {
              action.clear();
              set('categoryIds', next);
            }}
            error={categoryError}
          >
            <Stack gap={6} mt={6}>
              {categories.map((category) => (
                <Checkbox key={category.id} value={category.id} label={category.name} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Checkbox
            label={t('printStoreAdmin.fields.dashboard')}
            checked={values.displayOnDashboard}
            onChange={(event) => set('displayOnDashboard', event.currentTarget.checked)}
          />
          <Checkbox
            label={t('printStoreAdmin.fields.hidden')}
            checked={values.hidden}
            onChange={(event) => set('hidden', event.currentTarget.checked)}
          />
        </Stack>
      )}
    </AdminForm>
  );
}
