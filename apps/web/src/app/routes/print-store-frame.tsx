import type { ReactNode } from 'react';
import { StoreLayout } from '../../features/print-store/components/store-layout';
import { SideAd } from '../../features/print-store-ads/components/side-ad';
import { ProductRequestBlock } from './print-store-requests';

/**
 * The print store's frame with the side ad under its categories. Its cart is the portal's one
 * cart: the header's button counts the store's items with the files and leads to the check-out
 * (decision 0106). Under every page, the way to ask for a product the store does not list.
 */
export function StoreFrame({ children }: { children: ReactNode }) {
  return (
    <StoreLayout aside={<SideAd />}>
      {children}
      <ProductRequestBlock />
    </StoreLayout>
  );
}
