import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useRoutePath } from '../config/paths';
import { sessionStore } from '../features/accounts/stores/session-store';
import { MyOrdersDialog } from '../features/my-orders/components/my-orders-dialog';
import { cartQueryKey } from '../features/product-order/api/cart';
import { showCart } from '../features/product-order/api/cart-changes';
import { uploadedFilesQueryKey } from '../features/uploads/api/list-uploaded-files';
import { useUploadedFiles } from '../features/uploads/hooks/use-uploads';
import { useDialogs } from '../lib/dialogs';
import { useSession } from '../lib/session';
import { useCurrentTheme } from '../lib/theme-context';

/**
 * The 'Mijn orders' dialog's body (`?dlg=orders`, spec 01 section 2), loaded when it first
 * opens: the my-orders feature with the user, the theme's flags (an order's choices carry their
 * own titles: no catalogue is asked for them), and a login that comes back to this dialog (a
 * mail's link may open it logged out).
 * 'Opnieuw bestellen' goes into the browser's upload session: its answer is the new cart (the
 * cart button's count) and new files in the list; 'Naar de winkelwagen' is the print order's
 * first step, in place of the dialog's entry in the history.
 */
export function MyOrdersDialogBody() {
  const { user } = useSession();
  const theme = useCurrentTheme();
  const to = useRoutePath();
  const { pathname, search } = useLocation();
  const dialogs = useDialogs();
  const flags = theme?.settings.flags;
  const { sessionId } = useUploadedFiles();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <MyOrdersDialog
      user={user}
      hidden={flags?.hideOrders ?? false}
      showPrices={!(flags?.hidePricing ?? false)}
      uploadHref={to('home')}
      reorder={{
        sessionId,
        onReordered: (result) => {
          if (!sessionId) return;
          showCart(queryClient, sessionId, result.cart);
          void queryClient.invalidateQueries({ queryKey: cartQueryKey(sessionId) });
          void queryClient.invalidateQueries({ queryKey: uploadedFilesQueryKey(sessionId) });
        },
        onToCart: () => navigate(to('printOrder'), { replace: true }),
      }}
      onLogin={() => {
        sessionStore.setLoginTarget(`${pathname}${search}`);
        dialogs.open('inloggen');
      }}
      onClose={dialogs.close}
    />
  );
}
