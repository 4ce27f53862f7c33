import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useRoutePath } from '../config/paths';
import { sessionStore } from '../features/accounts/stores/session-store';
import { MyOrdersDialog } from '../features/my-orders/components/my-orders-dialog';
import { catalogueQueryOptions } from '../features/product-order/api/catalogue';
import { useDialogs } from '../lib/dialogs';
import { useSession } from '../lib/session';
import { useCurrentTheme } from '../lib/theme-context';

/**
 * The 'Mijn orders' dialog's body (`?dlg=orders`, spec 01 section 2), loaded when it first
 * opens: the my-orders feature with the user, the theme's flags, the product titles of the
 * catalogue, and a login that comes back to this dialog (a mail's link may open it logged out).
 */
export function MyOrdersDialogBody() {
  const { user } = useSession();
  const theme = useCurrentTheme();
  const to = useRoutePath();
  const { pathname, search } = useLocation();
  const dialogs = useDialogs();
  const flags = theme?.settings.flags;
  const catalogue = useQuery(catalogueQueryOptions(user?.uid ?? null, theme?.name ?? null));
  return (
    <MyOrdersDialog
      user={user}
      hidden={flags?.hideOrders ?? false}
      showPrices={!(flags?.hidePricing ?? false)}
      products={catalogue.data}
      uploadHref={to('home')}
      onLogin={() => {
        sessionStore.setLoginTarget(`${pathname}${search}`);
        dialogs.open('inloggen');
      }}
      onClose={dialogs.close}
    />
  );
}
