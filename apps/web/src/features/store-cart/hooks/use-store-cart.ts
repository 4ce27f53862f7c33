import type { AddStoreItemRequest } from '@portal/shared/schemas/store-cart';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { useCurrentTheme } from '../../../lib/theme-context';
import { storeCartQueryOptions } from '../api/store-cart';
import { addStoreItem, changeStoreLine, removeStoreLine } from '../api/store-cart-changes';

/** The store cart of this browser or account in the current theme, and what changes it. */
export function useStoreCart() {
  const { user } = useSession();
  const theme = useCurrentTheme()?.name;
  const userId = user?.uid ?? null;
  const queryClient = useQueryClient();
  const cart = useQuery(storeCartQueryOptions(theme, userId));
  return {
    cart: cart.data,
    isPending: cart.isPending,
    error: cart.error,
    // The header's cart button counts these too and lights up when its count rises.
    add: (item: Omit<AddStoreItemRequest, 'theme'>) => addStoreItem(queryClient, userId, { ...item, theme }),
    change: (lineId: string, quantity: number) =>
      changeStoreLine(queryClient, theme, userId, lineId, quantity),
    remove: (lineId: string) => removeStoreLine(queryClient, theme, userId, lineId),
  };
}
