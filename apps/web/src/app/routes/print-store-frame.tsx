import type { ReactNode } from 'react';
import { StoreLayout } from '../../features/print-store/components/store-layout';
import { SideAd } from '../../features/print-store-ads/components/side-ad';

/**
 * The print store's frame with the side ad under its categories. Its cart is the portal's one
 * cart: the header's button counts the store's items with the files and leads to the check-out
 * (decision 0106).
 */
export function StoreFrame({ children }: { children: ReactNode }) {
  return <StoreLayout aside={<SideAd />}>{children}</StoreLayout>;
}
