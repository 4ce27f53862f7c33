import type { ReactNode } from 'react';
import { StoreLayout } from '../../features/print-store/components/store-layout';
import { StoreCartButton } from '../../features/store-cart/components/store-cart-button';

/** The print store's frame with the store cart's button in its header (two features joined). */
export function StoreFrame({ children }: { children: ReactNode }) {
  return <StoreLayout cart={<StoreCartButton />}>{children}</StoreLayout>;
}
