import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { StoredInvoiceAddress } from '@portal/shared/schemas/address-book';
import {
  ADDRESS_MAX_LENGTH,
  type InvoiceAddressBody,
  type InvoiceAddressInput,
  invoiceAddressBodySchema,
} from '@portal/shared/schemas/addresses';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saveInvoiceAddress } from '../api/address-book';
import { useAddressLookup } from '../hooks/use-postcode-lookup';
import { useServerCall } from '../hooks/use-server-call';
import { EMPTY_ADDRESS_TEXT } from '../utils/address-form';
import { PostcodeAddressFields } from './postcode-address-fields';
import '../texts';

type InvoiceAddressFormProps = {
  /** The new-customer address being edited; null for a new one. */
  address: StoredInvoiceAddress | null;
  /** What a new one starts from (utils/new-customer-defaults.ts); empty without it. */
  prefill?: InvoiceAddressInput;
  departmentLabel: string | null;
  onSaved: (address: StoredInvoiceAddress) => void;
  onCancel: () => void;
};

/** The KvK number's input holds its 8 digits and no more (spec: numeric, max 8). */
const KVK_LENGTH = 8;

const EMPTY: InvoiceAddressInput = {
  ...EMPTY_ADDRESS_TEXT,
  kvk: '',
  newCustomer: true,
};

function valuesOf(address: StoredInvoiceAddress | null, prefill: InvoiceAddressInput): InvoiceAddressInput {
  if (!address) return prefill;
  const { company, department, name, street, number, addition, zipCode, city, phone, email, kvk } = address;
  return {
    company,
    department,
    name,
    street,
    number,
    addition,
    zipCode,
    city,
    phone,
    email,
    kvk,
    newCustomer: true,
  };
}

type TextField = Exclude<keyof InvoiceAddressInput, 'newCustomer'>;

/**
 * A new customer's invoice details (spec 02 section 5, "Addresses and invoice"): company,
 * street, zip code, city and KvK number (8 digits) always; e-mail, contact name and house
 * number too, since this form is only ever for a new customer (an address with a customer number
 * is changed by request). The same schema judges it on the server, which answers in the same words.
 */
export function InvoiceAddressForm({
  address,
  prefill = EMPTY,
  departmentLabel,
  onSaved,
  onCancel,
}: InvoiceAddressFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const server = useServerCall(t('invoiceStep.failed'));
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitted, dirtyFields },
  } = useForm<InvoiceAddressInput, unknown, InvoiceAddressBody>({
    resolver: zodResolver(invoiceAddressBodySchema),
    mode: 'onTouched',
    defaultValues: valuesOf(address, prefill),
  });

  const [zipCode, number] = useWatch({ control, name: ['zipCode', 'number'] });
  const { lookup, fill } = useAddressLookup(
    setValue,
    zipCode ?? '',
    number ?? '',
    Boolean(dirtyFields.zipCode || dirtyFields.number),
  );

  const problem = (name: TextField) => {
    const message = errors[name]?.message;
    return message ? t(message) : undefined;
  };
  const field = (name: TextField, label: string, required: boolean) => ({
    label,
    required,
    maxLength: name === 'kvk' ? KVK_LENGTH : ADDRESS_MAX_LENGTH[name],
    error: problem(name),
    ...register(name),
  });
  const fieldName = (name: TextField) => t(`addressBook.fields.${name}`);

  const onSubmit = handleSubmit(({ newCustomer: _newCustomer, ...body }) =>
    server.run(async () => onSaved(await saveInvoiceAddress(queryClient, address?.id ?? null, body))),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="invoice-address-form">
      <Stack gap="sm">
        {!address && (
          <Text size="sm" c="gray.7">
            {t('invoiceStep.addressForm.intro')}
          </Text>
        )}
        <TextInput
          {...field('company', fieldName('company'), true)}
          autoComplete="organization"
          data-autofocus
        />
        <TextInput {...field('department', departmentLabel ?? fieldName('department'), false)} />
        <TextInput {...field('name', t('invoiceStep.addressForm.contactName'), true)} autoComplete="name" />
        <TextInput {...field('email', fieldName('email'), true)} type="email" autoComplete="email" />
        <TextInput {...field('phone', fieldName('phone'), false)} type="tel" autoComplete="tel" />
        <PostcodeAddressFields
          input={(name, required) => field(name, fieldName(name), required)}
          houseRequired
          lookup={lookup}
          onChoose={fill}
        />
        <TextInput
          {...field('kvk', fieldName('kvk'), true)}
          inputMode="numeric"
          description={t('invoiceStep.addressForm.kvkDescription')}
        />
        {isSubmitted && Object.keys(errors).length > 0 && (
          <Text size="sm" c="red.8" role="alert">
            {t('invoiceStep.addressForm.incomplete')}
          </Text>
        )}
        {server.message && (
          <Alert color="red" role="alert">
            {server.message}
          </Alert>
        )}
        <Group justify="end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('invoiceStep.addressForm.cancel')}
          </Button>
          <Button type="submit" loading={server.busy}>
            {t('invoiceStep.addressForm.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
