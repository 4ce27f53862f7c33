import { Checkbox, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import type {
  AdminCollection,
  AdminDesign,
  ProductTypeSummary,
} from '@portal/shared/schemas/print-store-admin';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import './design-texts';

/** What the design-info and edit dialogs edit (spec 02 sections 3 Design and 7: create design). */
export type DesignValues = {
  name: string;
  productTypeId: string;
  collectionId: string;
  description: string;
  designer: string;
  extraInfo: string;
  border: boolean;
};

const NAME_MAX = 120;
const TEXT_MAX = 5000;
const DESIGNER_MAX = 120;

export function valuesOfDesign(design: AdminDesign): DesignValues {
  return {
    name: design.name,
    productTypeId: design.productTypeId,
    collectionId: design.collectionId,
    description: design.description,
    designer: design.designer,
    extraInfo: design.extraInfo,
    border: design.displaySpecification.border,
  };
}

/** A new design's values: its name from the file's, in the collection it was added to. */
export function valuesOfFile(fileName: string, collectionId: string, productTypeId: string): DesignValues {
  const name = fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return {
    name: name.slice(0, NAME_MAX),
    productTypeId,
    collectionId,
    description: '',
    designer: '',
    extraInfo: '',
    border: false,
  };
}

/** The values as the API takes them (trimmed), for a create or an edit. */
export function designBodyOf(values: DesignValues) {
  return {
    name: values.name.trim(),
    productTypeId: values.productTypeId,
    collectionId: values.collectionId,
    description: values.description.trim(),
    designer: values.designer.trim(),
    extraInfo: values.extraInfo.trim(),
    displaySpecification: { border: values.border },
  };
}

const tooLong = (text: string, max: number) => text.trim().length > max;

/** Field errors, and whether the form may be saved (spec 02 section 5: a name and a product type). */
export function checkDesign(values: DesignValues, t: TFunction) {
  const errors = {
    name: tooLong(values.name, NAME_MAX) ? t('printStoreAdmin.tooLong', { max: NAME_MAX }) : undefined,
    description: tooLong(values.description, TEXT_MAX)
      ? t('printStoreAdmin.tooLong', { max: TEXT_MAX })
      : undefined,
    designer: tooLong(values.designer, DESIGNER_MAX)
      ? t('printStoreAdmin.tooLong', { max: DESIGNER_MAX })
      : undefined,
    extraInfo: tooLong(values.extraInfo, TEXT_MAX)
      ? t('printStoreAdmin.tooLong', { max: TEXT_MAX })
      : undefined,
  };
  const valid =
    values.name.trim().length > 0 &&
    values.productTypeId !== '' &&
    values.collectionId !== '' &&
    Object.values(errors).every((error) => error === undefined);
  return { errors, valid };
}

/**
 * The design's fields: name, product type, collection, description, designer and how its image
 * is shown (a border), and in edit mode its extra information.
 */
export function DesignFields({
  values,
  onChange,
  productTypes,
  collections,
  withExtraInfo,
}: {
  values: DesignValues;
  onChange: (values: DesignValues) => void;
  productTypes: ProductTypeSummary[];
  collections: AdminCollection[];
  withExtraInfo: boolean;
}) {
  const { t } = useTranslation();
  const { errors } = checkDesign(values, t);
  const set = <K extends keyof DesignValues>(key: K, value: DesignValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <Stack gap="sm">
      <TextInput
        label={t('printStoreDesigns.info.name')}
        required
        data-autofocus
        value={values.name}
        error={errors.name}
        onChange={(event) => set('name', event.currentTarget.value)}
      />
      <NativeSelect
        label={t('printStoreDesigns.info.productType')}
        required
        value={values.productTypeId}
        error={values.productTypeId === '' ? t('printStoreDesigns.info.productTypeRequired') : undefined}
        onChange={(event) => set('productTypeId', event.currentTarget.value)}
        data={[
          { value: '', label: t('printStoreDesigns.info.productTypePlaceholder'), disabled: true },
          ...productTypes.map((type) => ({ value: type.id, label: type.name })),
        ]}
      />
      <NativeSelect
        label={t('printStoreDesigns.info.collection')}
        required
        value={values.collectionId}
        onChange={(event) => set('collectionId', event.currentTarget.value)}
        data={collections.map((collection) => ({ value: collection.id, label: collection.name }))}
      />
      <Textarea
        label={t('printStoreDesigns.info.description')}
        autosize
        minRows={2}
        maxRows={6}
        value={values.description}
        error={errors.description}
        onChange={(event) => set('description', event.currentTarget.value)}
      />
      <TextInput
        label={t('printStoreDesigns.info.designer')}
        value={values.designer}
        error={errors.designer}
        onChange={(event) => set('designer', event.currentTarget.value)}
      />
      {withExtraInfo && (
        <Textarea
          label={t('printStoreDesigns.info.extraInfo')}
          autosize
          minRows={2}
          maxRows={6}
          value={values.extraInfo}
          error={errors.extraInfo}
          onChange={(event) => set('extraInfo', event.currentTarget.value)}
        />
      )}
      <Checkbox
        label={t('printStoreDesigns.info.border')}
        description={t('printStoreDesigns.info.borderHint')}
        checked={values.border}
        onChange={(event) => set('border', event.currentTarget.checked)}
      />
    </Stack>
  );
}
