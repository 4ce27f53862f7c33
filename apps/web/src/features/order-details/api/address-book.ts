import type {
  DeliveryAddressList,
  DeliveryAddressRequest,
  InvoiceAddressList,
  InvoiceAddressRequest,
  StoredDeliveryAddress,
  StoredInvoiceAddress,
} from '@portal/shared/schemas/address-book';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { untilLogout } from '../../../lib/session';

/**
 * The user's address book (spec 02 sections 5 and 7): delivery addresses, and invoice addresses
 * with their projects and references. Every change answers the stored row; the lists are then
 * fetched again, so each view shows what the server keeps.
 */
export const deliveryAddressesKey = ['delivery-addresses'] as const;
export const invoiceAddressesKey = ['invoice-addresses'] as const;

export function deliveryAddressesQuery(enabled: boolean) {
  return queryOptions({
    queryKey: deliveryAddressesKey,
    queryFn: (): Promise<DeliveryAddressList> => callApi(contracts.addresses, 'listDeliveryAddresses', {}),
    enabled: untilLogout(enabled),
    staleTime: 60_000,
  });
}

export function invoiceAddressesQuery(enabled: boolean) {
  return queryOptions({
    queryKey: invoiceAddressesKey,
    queryFn: (): Promise<InvoiceAddressList> => callApi(contracts.customers, 'listInvoiceAddresses', {}),
    enabled: untilLogout(enabled),
    staleTime: 60_000,
  });
}

export async function saveDeliveryAddress(
  queryClient: QueryClient,
  id: string | null,
  body: DeliveryAddressRequest,
): Promise<StoredDeliveryAddress> {
  const saved = id
    ? await callApi(contracts.addresses, 'updateDeliveryAddress', { params: { addressId: id }, body })
    : await callApi(contracts.addresses, 'addDeliveryAddress', { body });
  await queryClient.invalidateQueries({ queryKey: deliveryAddressesKey });
  return saved;
}

export async function deleteDeliveryAddress(queryClient: QueryClient, id: string): Promise<void> {
  await callApi(contracts.addresses, 'deleteDeliveryAddress', { params: { addressId: id } });
  await queryClient.invalidateQueries({ queryKey: deliveryAddressesKey });
}

export async function saveInvoiceAddress(
  queryClient: QueryClient,
  id: string | null,
  body: InvoiceAddressRequest,
): Promise<StoredInvoiceAddress> {
  const saved = id
    ? await callApi(contracts.customers, 'updateInvoiceAddress', { params: { addressId: id }, body })
    : await callApi(contracts.customers, 'addInvoiceAddress', { body });
  await queryClient.invalidateQueries({ queryKey: invoiceAddressesKey });
  return saved;
}

export async function deleteInvoiceAddress(queryClient: QueryClient, id: string): Promise<void> {
  await callApi(contracts.customers, 'deleteInvoiceAddress', { params: { addressId: id } });
  await queryClient.invalidateQueries({ queryKey: invoiceAddressesKey });
}
