import { PackagePage } from '../../features/print-store/components/package-page';
import { StoreLayout } from '../../features/print-store/components/store-layout';

/** A page of the print store (spec 02 section 2.2), in the store's frame; its own chunk. */
export function PrintStorePackageRoute() {
  return (
    <StoreLayout>
      <PackagePage />
    </StoreLayout>
  );
}
