import type { ReactNode } from 'react';
import { StoreLayout } from '../../features/print-store/components/store-layout';
import { SideAd } from '../../features/print-store-ads/components/side-ad';
import { StoreCartButton } from '../../features/store-cart/components/store-cart-button';

/**
 * The print store's frame with the store cart's button in its header and the side ad under its
 * categories (three features joined).
 */
export function StoreFrame({ children }: { children: ReactNode }) {
  return (
    <StoreLayout cart={<StoreCartButton />} aside={<SideAd />}>
      {children}
    </StoreLayout>
  );
}
