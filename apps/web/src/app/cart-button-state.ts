import type { RouteName } from '@portal/shared/routes';
import { cartButtonTarget, cartStepText } from '@portal/shared/rules/order-steps';
import type { StoreCart } from '@portal/shared/schemas/store-cart';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useMatches } from 'react-router';
import { cartQueryKey, cartQueryOptions } from '../features/product-order/api/cart';
import {
  rememberVisitorStoreCart,
  storeCartQueryOptions,
  visitorHasStoreCart,
} from '../features/store-cart/api/store-cart';
import { useUploadedFiles } from '../features/uploads/hooks/use-uploads';
import { useSession } from '../lib/session';

export type CartButtonState = {
  /** Files in the cart; null until the cart is known (no login, or still loading). */
  count: number | null;
  /** The step the button names ('common.cartStep.*') and the route it leads to. */
  label: ReturnType<typeof cartStepText>;
  route: RouteName;
  /** Asks the page shown before the button leads on: true when the page took the press over. */
  onFollow: () => boolean;
  /** Where the page shown tells the button what it knows (the app's `CartButtonPageContext`). */
  page: CartButtonPage;
};

/**
 * A page's own question before its next step, e.g. the product order screen's 'Niet alle
 * bestanden in winkelwagen': true when it asked (the button then stays), false to go on.
 */
export type CartButtonCheck = () => boolean;

/** What the page shown tells the header's cart button, which names the same next step as the page. */
export type CartButtonPage = {
  /** Its question before the next step (null takes it back). */
  setCheck: (check: CartButtonCheck | null) => void;
  /** Printen: the customer has chosen to collect, so the next step is 'Afhalen'. */
  setCollecting: (collecting: boolean) => void;
};

/**
 * The page shown hands its check and what it knows of the next step to the header's cart button
 * here: the order draft that knows it is the order pages' (its store and schemas are no part of
 * the first screen's JavaScript).
 */
export const CartButtonPageContext = createContext<CartButtonPage>({
  setCheck: () => {},
  setCollecting: () => {},
});

/** For the page shown: hands its check to the header's cart button (null takes it back). */
export function useCartButtonCheck(): (check: CartButtonCheck | null) => void {
  return useContext(CartButtonPageContext).setCheck;
}

/**
 * For Printen: the header's button says 'Naar Afhalen' while the customer has chosen to collect,
 * as the page's own button and stepper do; set before the browser paints, so it never flashes
 * 'Naar Bezorgen'.
 */
export function useCartButtonCollecting(collecting: boolean): void {
  const { setCollecting } = useContext(CartButtonPageContext);
  useLayoutEffect(() => {
    setCollecting(collecting);
    return () => setCollecting(false);
  }, [collecting, setCollecting]);
}

/**
 * The header's cart button (spec 01 section 2): the count of what is in the one cart, the
 * session's files and the print store's items (one order, decision 0106), and the step it leads
 * to from the page shown; with only store items, to the check-out. The shell hands in its theme:
 * it renders the theme's context below itself, so it cannot read it from there.
 */
export function useCartButtonState(theme: ThemeResponse | null): CartButtonState {
  const { sessionId, files } = useUploadedFiles();
  const { data } = useQuery(cartQueryOptions(sessionId));
  useCartFollowsFiles(sessionId, files);
  const store = useKnownStoreCart(theme?.name)?.itemCount ?? null;
  const route = (useMatches().at(-1)?.handle as { name?: RouteName } | undefined)?.name ?? null;
  const fileTarget = cartButtonTarget(route, {
    hideDeliverOptions: theme?.settings.flags.hideDeliverOptions ?? false,
    hideInvoiceOptions: theme?.settings.flags.hideInvoiceOptions ?? false,
  });
  const fileCount = data ? data.lines.filter((line) => line.inCart).length : null;
  const count = fileCount === null && store === null ? null : (fileCount ?? 0) + (store ?? 0);
  // Nothing to print, but signs and stickers: the check-out's cart, not an empty Printen.
  const target =
    !fileCount && store && fileTarget.label === 'none'
      ? { label: fileTarget.label, route: 'checkOutCart' as const }
      : fileTarget;
  const check = useRef<CartButtonCheck | null>(null);
  const setCheck = useCallback((next: CartButtonCheck | null) => {
    check.current = next;
  }, []);
  const onFollow = useCallback(() => check.current?.() ?? false, []);
  const [collecting, setCollecting] = useState(false);
  const page = useMemo(() => ({ setCheck, setCollecting }), [setCheck]);
  const label = cartStepText(target.label, collecting ? 'pickUp' : 'deliver');
  return { count, route: target.route, label, onFollow, page };
}

/**
 * The print store's cart as the header and the globe show it: always asked for a logged-in
 * customer (the cart is the account's); for a visitor once this tab has seen the store's cart or
 * this browser remembers items in it, so the first screen of a visit asks nothing more.
 */
export function useKnownStoreCart(theme: string | undefined): StoreCart | undefined {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const options = storeCartQueryOptions(theme, user?.uid ?? null);
  const known = queryClient.getQueryData(options.queryKey) !== undefined;
  const { data } = useQuery({
    ...options,
    enabled: theme !== undefined && (user !== null || known || visitorHasStoreCart()),
  });
  const visitorHasItems = user === null && data ? data.lines.length > 0 : null;
  useEffect(() => {
    if (visitorHasItems !== null) rememberVisitorStoreCart(visitorHasItems);
  }, [visitorHasItems]);
  return data;
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
