import type { InvoiceAddressList, StoredInvoiceAddress } from '@portal/shared/schemas/address-book';
import type { CustomerDataChangeResponse } from '@portal/shared/schemas/customers';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { invoiceAddressesKey } from './address-book';

/**
 * A customer's projects and references (spec 02 sections 5 and 7) and the customer-data change
 * request. Each change answers the invoice address with its lists as the server keeps them; that
 * answer replaces the address in the cached list at once, so the pickers show it without a
 * second call.
 */
function replaceAddress(queryClient: QueryClient, address: StoredInvoiceAddress): StoredInvoiceAddress {
  queryClient.setQueryData<InvoiceAddressList>(invoiceAddressesKey, (list) =>
    list
      ? { ...list, addresses: list.addresses.map((entry) => (entry.id === address.id ? address : entry)) }
      : list,
  );
  return address;
}

export async function addProject(
  queryClient: QueryClient,
  addressId: string,
  name: string,
): Promise<StoredInvoiceAddress> {
  const address = await callApi(contracts.customers, 'addProject', {
    params: { addressId },
    body: { name },
  });
  return replaceAddress(queryClient, address);
}

export async function deleteProject(
  queryClient: QueryClient,
  addressId: string,
  projectId: string,
): Promise<StoredInvoiceAddress> {
  const address = await callApi(contracts.customers, 'deleteProject', { params: { addressId, projectId } });
  return replaceAddress(queryClient, address);
}

export async function addReference(
  queryClient: QueryClient,
  addressId: string,
  value: string,
): Promise<StoredInvoiceAddress> {
  const address = await callApi(contracts.customers, 'addReference', {
    params: { addressId },
    body: { value },
  });
  return replaceAddress(queryClient, address);
}

export async function deleteReference(
  queryClient: QueryClient,
  addressId: string,
  referenceId: string,
): Promise<StoredInvoiceAddress> {
  const address = await callApi(contracts.customers, 'deleteReference', {
    params: { addressId, referenceId },
  });
  return replaceAddress(queryClient, address);
}

/** Sends the request by mail to the provider's administration; answers the confirmation to show. */
export function requestCustomerDataChange(
  invoiceAddressId: string,
  message: string,
): Promise<CustomerDataChangeResponse> {
  return callApi(contracts.customers, 'requestCustomerDataChange', { body: { invoiceAddressId, message } });
}
