import type { RouteName } from '@portal/shared/routes';
import { cartButtonTarget } from '@portal/shared/rules/order-steps';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
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
  /** Asks the page shown before the button leads on: true when the page took the press over. */
  onFollow: () => boolean;
  /** Where the page shown hands in that question (the app's `CartButtonCheckContext`). */
  setCheck: (check: CartButtonCheck | null) => void;
};

/**
 * A page's own question before its next step, e.g. the product order screen's 'Niet alle
 * bestanden in winkelwagen': true when it asked (the button then stays), false to go on.
 */
export type CartButtonCheck = () => boolean;

/**
 * The page shown hands its check to the header's cart button here, so that the button, which
 * names the same next step as the page's own, asks the same question first.
 */
export const CartButtonCheckContext = createContext<(check: CartButtonCheck | null) => void>(() => {});

/** For the page shown: hands its check to the header's cart button (null takes it back). */
export function useCartButtonCheck(): (check: CartButtonCheck | null) => void {
  return useContext(CartButtonCheckContext);
}

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
  const check = useRef<CartButtonCheck | null>(null);
  const setCheck = useCallback((next: CartButtonCheck | null) => {
    check.current = next;
  }, []);
  const onFollow = useCallback(() => check.current?.() ?? false, []);
  return { count, ...target, onFollow, setCheck };
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
