import { DashboardPage } from '../../features/print-store/components/dashboard-page';
import { StoreFrame } from './print-store-frame';

/** A page of the print store (spec 02 section 2.2), in the store's frame; its own chunk. */
export function PrintStoreRoute() {
  return (
    <StoreFrame>
      <DashboardPage />
    </StoreFrame>
  );
}
