import { Alert, Checkbox, NativeSelect, Text, Textarea } from '@mantine/core';
import type { AdminDesign, ProductTypeSummary } from '@portal/shared/schemas/print-store-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../../lib/api-client';
import { contracts } from '../../../../lib/contracts';
import { AdminForm } from './admin-dialog';
import { useAdminAction } from './use-admin-action';
import './design-texts';

const DESCRIPTION_MAX = 5000;

/** The one value all `designs` have for `field`, or null when they differ. */
function common<K extends keyof AdminDesign>(designs: AdminDesign[], field: K): AdminDesign[K] | null {
  const first = designs[0]![field];
  return designs.every((design) => design[field] === first) ? first : null;
}

/**
 * What a bulk edit may be saved with (spec 02 sections 4 and 5), the dialog's rules apart from
 * the screen: 'Product wijzigen' only when the designs share their product type, and then to
 * another; 'Beschrijving wijzigen' with a text or 'Geen beschrijving', not what they all have.
 */
export function bulkRules(
  designs: AdminDesign[],
  values: { productTypeId: string; description: string; noDescription: boolean },
) {
  const sharedType = common(designs, 'productTypeId');
  const sharedDescription = common(designs, 'description');
  const description = values.noDescription ? '' : values.description.trim();
  return {
    /** Spec 02 section 5: disabled when the selected designs' types differ. */
    typeEditable: sharedType !== null,
    canSaveType: sharedType !== null && values.productTypeId !== '' && values.productTypeId !== sharedType,
    description,
    canSaveDescription:
      (values.noDescription || description.length > 0) &&
      description.length <= DESCRIPTION_MAX &&
      description !== sharedDescription,
  };
}

/**
 * 'Product wijzigen' and 'Beschrijving wijzigen' for one or several designs: one product type or
 * one description for all of them, with the versions read; one stale design refuses the whole
 * edit (decision 0113), with 'Opnieuw laden'.
 */
export function DesignBulkDialog({
  kind,
  designs,
  productTypes,
  onClose,
  onDone,
  onReload,
}: {
  kind: 'product' | 'description';
  designs: AdminDesign[];
  productTypes: ProductTypeSummary[];
  onClose: () => void;
  onDone: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const sharedType = common(designs, 'productTypeId');
  const sharedDescription = common(designs, 'description');
  const [values, setValues] = useState({
    productTypeId: sharedType ?? '',
    description: sharedDescription ?? '',
    noDescription: sharedDescription === '',
  });
  const action = useAdminAction(onDone);
  const rules = bulkRules(designs, values);
  const names = designs.map((design) => design.name).join(', ');
  const save = () =>
    action.run(
      () =>
        callApi(contracts.printStoreAdmin, 'bulkEditDesigns', {
          body: {
            designs: designs.map((design) => ({ id: design.id, version: design.version })),
            ...(kind === 'product'
              ? { productTypeId: values.productTypeId }
              : { description: rules.description }),
          },
        }),
      t('printStoreDesigns.bulk.saved', { count: designs.length }),
    );
  return (
    <AdminForm
      onClose={onClose}
      existing={null}
      canSave={kind === 'product' ? rules.canSaveType : rules.canSaveDescription}
      action={action}
      onSave={() => void save()}
      onDelete={() => {}}
      onReload={onReload}
    >
      <Text size="sm">{t('printStoreDesigns.bulk.forDesigns', { count: designs.length, names })}</Text>
      {kind === 'product' ? (
        <>
          {!rules.typeEditable && (
            <Alert color="yellow">
              <Text size="sm">{t('printStoreDesigns.bulk.differentTypes')}</Text>
            </Alert>
          )}
          <NativeSelect
            label={t('printStoreDesigns.info.productType')}
            data-autofocus
            disabled={!rules.typeEditable}
            value={values.productTypeId}
            onChange={(event) => setValues({ ...values, productTypeId: event.currentTarget.value })}
            data={[
              { value: '', label: t('printStoreDesigns.info.productTypePlaceholder'), disabled: true },
              ...productTypes.map((type) => ({ value: type.id, label: type.name })),
            ]}
          />
        </>
      ) : (
        <>
          <Textarea
            label={t('printStoreDesigns.info.description')}
            data-autofocus
            autosize
            minRows={3}
            maxRows={8}
            disabled={values.noDescription}
            value={values.noDescription ? '' : values.description}
            error={
              values.description.trim().length > DESCRIPTION_MAX
                ? t('printStoreAdmin.tooLong', { max: DESCRIPTION_MAX })
                : undefined
            }
            onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
          />
          <Checkbox
            label={t('printStoreDesigns.bulk.noDescription')}
            checked={values.noDescription}
            onChange={(event) => setValues({ ...values, noDescription: event.currentTarget.checked })}
          />
        </>
      )}
    </AdminForm>
  );
}
