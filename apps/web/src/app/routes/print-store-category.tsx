import { CategoryPage } from '../../features/print-store/components/category-page';
import { StoreFrame } from './print-store-frame';

/** A page of the print store (spec 02 section 2.2), in the store's frame; its own chunk. */
export function PrintStoreCategoryRoute() {
  return (
    <StoreFrame>
      <CategoryPage />
    </StoreFrame>
  );
}
