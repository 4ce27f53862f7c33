import { CollectionPage } from '../../features/print-store/components/collection-page';
import { StoreLayout } from '../../features/print-store/components/store-layout';

/** A page of the print store (spec 02 section 2.2), in the store's frame; its own chunk. */
export function PrintStoreCollectionRoute() {
  return (
    <StoreLayout>
      <CollectionPage />
    </StoreLayout>
  );
}
