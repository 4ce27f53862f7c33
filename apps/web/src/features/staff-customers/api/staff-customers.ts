import type { DeliveryAddressList } from '@portal/shared/schemas/address-book';
import type {
  CreatedCustomer,
  CustomerChangeRequest,
  CustomerChangeRequestList,
  HandleChangeRequestBody,
  NewCustomerRequestList,
  StaffCustomerDetail,
  StaffCustomerList,
} from '@portal/shared/schemas/customers';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/**
 * The Klanten screen's calls (issue 32 point 5, decision 0135). The server checks the
 * customerLinks role on every one (403 otherwise). After a change every list of the screen is
 * asked again, so it shows what the server keeps.
 */
export const staffCustomersKey = ['staffCustomers'] as const;

const fresh = { staleTime: 0, retry: false } as const;

export const customerListOptions = (search: string) =>
  queryOptions({
    queryKey: [...staffCustomersKey, 'list', search] as const,
    queryFn: (): Promise<StaffCustomerList> =>
      callApi(contracts.customers, 'listStaffCustomers', { query: { search } }),
    ...fresh,
  });

export const customerDetailOptions = (customerNumber: string) =>
  queryOptions({
    queryKey: [...staffCustomersKey, 'detail', customerNumber] as const,
    queryFn: (): Promise<StaffCustomerDetail> =>
      callApi(contracts.customers, 'getStaffCustomer', { params: { customerNumber } }),
    ...fresh,
  });

export const newCustomerRequestsOptions = () =>
  queryOptions({
    queryKey: [...staffCustomersKey, 'newCustomerRequests'] as const,
    queryFn: (): Promise<NewCustomerRequestList> =>
      callApi(contracts.customers, 'listNewCustomerRequests', {}),
    ...fresh,
  });

export const changeRequestsOptions = () =>
  queryOptions({
    queryKey: [...staffCustomersKey, 'changeRequests'] as const,
    queryFn: (): Promise<CustomerChangeRequestList> =>
      callApi(contracts.customers, 'listCustomerChangeRequests', {}),
    ...fresh,
  });

export const userAddressesOptions = (userId: string) =>
  queryOptions({
    queryKey: [...staffCustomersKey, 'userAddresses', userId] as const,
    queryFn: (): Promise<DeliveryAddressList> =>
      callApi(contracts.addresses, 'listUserDeliveryAddresses', { params: { userId } }),
    ...fresh,
  });

const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: staffCustomersKey });

export async function giveCustomerNumber(
  queryClient: QueryClient,
  orderId: string,
  customerNumber: string,
): Promise<CreatedCustomer> {
  const created = await callApi(contracts.customers, 'createCustomerFromRequest', {
    body: { orderId, customerNumber },
  });
  await refresh(queryClient);
  return created;
}

export async function handleChangeRequest(
  queryClient: QueryClient,
  requestId: string,
  body: HandleChangeRequestBody,
): Promise<CustomerChangeRequest> {
  const handled = await callApi(contracts.customers, 'handleCustomerChangeRequest', {
    params: { requestId },
    body,
  });
  await refresh(queryClient);
  return handled;
}

export async function linkUser(queryClient: QueryClient, customerNumber: string, email: string) {
  await callApi(contracts.customers, 'linkCustomerUser', { params: { customerNumber }, body: { email } });
  await refresh(queryClient);
}

export async function unlinkUser(queryClient: QueryClient, customerNumber: string, userId: string) {
  await callApi(contracts.customers, 'unlinkCustomerUser', { params: { customerNumber, userId } });
  await refresh(queryClient);
}

export async function makeDefaultAddress(queryClient: QueryClient, userId: string, addressId: string) {
  await callApi(contracts.addresses, 'setUserDefaultDeliveryAddress', { params: { userId, addressId } });
  await refresh(queryClient);
}
