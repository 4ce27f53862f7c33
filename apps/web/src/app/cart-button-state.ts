import type { RouteName } from '@portal/shared/routes';
import { cartButtonTarget } from '@portal/shared/rules/order-steps';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';
import { cartQueryKey, cartQueryOptions } from '../features/product-order/api/cart';
import { useUploadedFiles } from '../features/uploads/hooks/use-uploads';
import { useCurrentTheme } from '../lib/theme-context';

export type CartButtonState = {
  /** Files in the cart; null until the cart is known (no login, or still loading). */
  count: number | null;
  /** The step the button names ('common.cartStep.*') and the route it leads to. */
  label: ReturnType<typeof cartButtonTarget>['label'];
  route: RouteName;
};

/**
 * The header's cart button (spec 01 section 2): the count of the session's files in the cart,
 * and the step it leads to from the page shown.
 */
export function useCartButtonState(): CartButtonState {
  const { sessionId, files } = useUploadedFiles();
  const { data } = useQuery(cartQueryOptions(sessionId));
  useCartFollowsFiles(sessionId, files);
  const theme = useCurrentTheme();
  const route = (useMatches().at(-1)?.handle as { name?: RouteName } | undefined)?.name ?? null;
  const target = cartButtonTarget(route, {
    hideDeliverOptions: theme?.settings.flags.hideDeliverOptions ?? false,
    hideInvoiceOptions: theme?.settings.flags.hideInvoiceOptions ?? false,
  });
  const count = data ? data.lines.filter((line) => line.inCart).length : null;
  return { count, ...target };
}

/**
 * A file removed from the list leaves the cart on the server with it: every view of the cart
 * (this button, the globe, the product order screen) asks again when the session's files change.
 */
function useCartFollowsFiles(sessionId: string | null, files: readonly { uuid: string }[]) {
  const queryClient = useQueryClient();
  const fileIds = files.map((file) => file.uuid).join();
  const known = useRef(fileIds);
  useEffect(() => {
    if (known.current === fileIds) return;
    known.current = fileIds;
    if (sessionId) void queryClient.invalidateQueries({ queryKey: cartQueryKey(sessionId) });
  }, [fileIds, sessionId, queryClient]);
}
