import { CollectionPage } from '../../features/print-store/components/collection-page';
import { StoreFrame } from './print-store-frame';

/** A page of the print store (spec 02 section 2.2), in the store's frame; its own chunk. */
export function PrintStoreCollectionRoute() {
  return (
    <StoreFrame>
      <CollectionPage />
    </StoreFrame>
  );
}
