import type { AddStoreItemRequest, StoreCart } from '@portal/shared/schemas/store-cart';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';
import { storeCartQueryKey } from './store-cart';

/** The print store's cart changes; each answers the whole cart, which every view then shows. */
const show = (
  queryClient: QueryClient,
  theme: string | undefined,
  userId: string | null,
  cart: StoreCart,
) => {
  queryClient.setQueryData(storeCartQueryKey(theme, userId), cart);
  return cart;
};

export async function addStoreItem(
  queryClient: QueryClient,
  userId: string | null,
  body: AddStoreItemRequest,
): Promise<StoreCart> {
  const cart = await callApi(contracts.storeCart, 'addStoreItem', { body });
  return show(queryClient, body.theme, userId, cart);
}

export async function changeStoreLine(
  queryClient: QueryClient,
  theme: string | undefined,
  userId: string | null,
  lineId: string,
  quantity: number,
): Promise<StoreCart> {
  const cart = await callApi(contracts.storeCart, 'changeStoreLine', {
    params: { lineId },
    body: { theme, quantity },
  });
  return show(queryClient, theme, userId, cart);
}

export async function removeStoreLine(
  queryClient: QueryClient,
  theme: string | undefined,
  userId: string | null,
  lineId: string,
): Promise<StoreCart> {
  const cart = await callApi(contracts.storeCart, 'removeStoreLine', {
    params: { lineId },
    query: { theme },
  });
  return show(queryClient, theme, userId, cart);
}
