import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import type { StoredDeliveryAddress } from '@portal/shared/schemas/address-book';
import {
  ADDRESS_MAX_LENGTH,
  type DeliveryAddressBody,
  type DeliveryAddressInput,
  deliveryAddressSchema,
} from '@portal/shared/schemas/addresses';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { deleteDeliveryAddress, saveDeliveryAddress } from '../api/address-book';
import { useAddressLookup } from '../hooks/use-postcode-lookup';
import { useServerCall } from '../hooks/use-server-call';
import { EMPTY_ADDRESS_TEXT } from '../utils/address-form';
import { PostcodeAddressFields } from './postcode-address-fields';
import '../texts';

type DeliveryAddressFormProps = {
  /** The address being edited; null for a new one. */
  address: StoredDeliveryAddress | null;
  departmentRequired: boolean;
  departmentLabel: string | null;
  onSaved: (address: StoredDeliveryAddress) => void;
  onDeleted: (id: string) => void;
  onCancel: () => void;
};

const EMPTY: DeliveryAddressInput = {
  ...EMPTY_ADDRESS_TEXT,
  isConstructionSite: false,
  isDefault: false,
};

function valuesOf(address: StoredDeliveryAddress | null): DeliveryAddressInput {
  if (!address) return EMPTY;
  const { id: _id, deliveryAddress: _flag, isEditable: _editable, ...fields } = address;
  return fields;
}

/**
 * A delivery address (spec 02 section 5): company, contact, street and city always; zip code and
 * house number unless it is a construction site, where the phone is kept for the driver. The
 * postcode lookup fills street and city once zip code and number are typed, offers a choice when
 * the number has several addresses, and clears both when there is no such address. The server
 * judges the same schema again and answers in the same words.
 */
export function DeliveryAddressForm({
  address,
  departmentRequired,
  departmentLabel,
  onSaved,
  onDeleted,
  onCancel,
}: DeliveryAddressFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const server = useServerCall(t('orderSteps.loadFailed'));
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, dirtyFields, isSubmitted },
  } = useForm<DeliveryAddressInput, unknown, DeliveryAddressBody>({
    resolver: zodResolver(deliveryAddressSchema({ departmentRequired })),
    mode: 'onTouched',
    defaultValues: valuesOf(address),
  });
  const [zipCode, number, isConstructionSite] = useWatch({
    control,
    name: ['zipCode', 'number', 'isConstructionSite'],
  });

  const { lookup, fill } = useAddressLookup(
    setValue,
    zipCode ?? '',
    number ?? '',
    Boolean(dirtyFields.zipCode || dirtyFields.number),
  );

  const problem = (field: keyof DeliveryAddressInput) => {
    const message = errors[field]?.message;
    return message ? t(message) : undefined;
  };
  const field = (name: keyof typeof ADDRESS_MAX_LENGTH, label: string, required: boolean) => ({
    label,
    required,
    maxLength: ADDRESS_MAX_LENGTH[name],
    error: problem(name),
    ...register(name),
  });

  const onSubmit = handleSubmit((values) =>
    server.run(async () => onSaved(await saveDeliveryAddress(queryClient, address?.id ?? null, values))),
  );

  const onDelete = (id: string) =>
    server.run(async () => {
      await deleteDeliveryAddress(queryClient, id);
      onDeleted(id);
    });

  const hasErrors = Object.keys(errors).length > 0;
  const fieldName = (name: keyof typeof ADDRESS_MAX_LENGTH | 'isConstructionSite' | 'isDefault') =>
    t(`addressBook.fields.${name}`);
  return (
    <form noValidate onSubmit={onSubmit} className="address-form">
      <Stack gap="sm">
        <TextInput
          {...field('company', fieldName('company'), true)}
          autoComplete="organization"
          data-autofocus
        />
        <TextInput {...field('department', departmentLabel ?? fieldName('department'), departmentRequired)} />
        <TextInput {...field('name', fieldName('name'), true)} autoComplete="name" />
        <Checkbox label={fieldName('isConstructionSite')} {...register('isConstructionSite')} />
        {isConstructionSite && (
          <Text size="sm" c="gray.7">
            {t('orderSteps.addressForm.constructionSiteHint')}
          </Text>
        )}
        <Text size="sm" c="gray.7" id="postcode-hint">
          {t('orderSteps.addressForm.lookupHint')}
        </Text>
        <PostcodeAddressFields
          input={(name, required) => field(name, fieldName(name), required)}
          houseRequired={!isConstructionSite}
          hintId="postcode-hint"
          lookup={lookup}
          onChoose={fill}
        />
        {isConstructionSite && (
          <TextInput {...field('phone', fieldName('phone'), false)} type="tel" autoComplete="tel" />
        )}
        <Checkbox label={fieldName('isDefault')} {...register('isDefault')} />
        {isSubmitted && hasErrors && (
          <Text size="sm" c="red.8" role="alert">
            {t('orderSteps.addressForm.incomplete')}
          </Text>
        )}
        {server.message && (
          <Alert color="red" role="alert">
            {server.message}
          </Alert>
        )}
        {confirmingDelete ? (
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{t('orderSteps.addressForm.confirmDelete')}</Text>
            <Group gap="xs">
              <Button variant="default" onClick={() => setConfirmingDelete(false)}>
                {t('orderSteps.addressForm.cancel')}
              </Button>
              <Button color="red" loading={server.busy} onClick={() => address && onDelete(address.id)}>
                {t('orderSteps.addressForm.delete')}
              </Button>
            </Group>
          </Group>
        ) : (
          <Group justify="space-between" wrap="wrap">
            {address ? (
              <Button variant="subtle" color="red" onClick={() => setConfirmingDelete(true)}>
                {t('orderSteps.addressForm.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={onCancel}>
                {t('orderSteps.addressForm.cancel')}
              </Button>
              <Button type="submit" loading={server.busy}>
                {t('orderSteps.addressForm.save')}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </form>
  );
}
