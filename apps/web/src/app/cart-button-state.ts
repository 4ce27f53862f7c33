import type { RouteName } from '@portal/shared/routes';
import { cartButtonTarget } from '@portal/shared/rules/order-steps';
import { useQuery } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import { cartQueryOptions } from '../features/product-order/api/cart';
import { useUploadedFiles } from '../features/uploads/hooks/use-uploads';
import { useCurrentTheme } from '../lib/theme-context';

export type CartButtonState = {
  /** Files in the cart. */
  count: number;
  /** The step the button names ('common.cartStep.*') and the route it leads to. */
  label: ReturnType<typeof cartButtonTarget>['label'];
  route: RouteName;
};

/**
 * The header's cart button (spec 01 section 2): the count of the session's files in the cart,
 * and the step it leads to from the page shown.
 */
export function useCartButtonState(): CartButtonState {
  const { sessionId } = useUploadedFiles();
  const { data } = useQuery(cartQueryOptions(sessionId));
  const theme = useCurrentTheme();
  const route = (useMatches().at(-1)?.handle as { name?: RouteName } | undefined)?.name ?? null;
  const target = cartButtonTarget(route, {
    hideDeliverOptions: theme?.settings.flags.hideDeliverOptions ?? false,
    hideInvoiceOptions: theme?.settings.flags.hideInvoiceOptions ?? false,
  });
  const count = data?.lines.filter((line) => line.inCart).length ?? 0;
  return { count, ...target };
}
