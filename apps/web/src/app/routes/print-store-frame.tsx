import type { ReactNode } from 'react';
import { StoreLayout } from '../../features/print-store/components/store-layout';

/**
 * The print store's frame. Its cart is the portal's one cart: the header's button counts the
 * store's items with the files and leads to the check-out (decision 0106).
 */
export function StoreFrame({ children }: { children: ReactNode }) {
  return <StoreLayout>{children}</StoreLayout>;
}
