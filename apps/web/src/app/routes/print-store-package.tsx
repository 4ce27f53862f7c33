import { type ChosenPackage, PackagePage } from '../../features/print-store/components/package-page';
import { useStoreCart } from '../../features/store-cart/hooks/use-store-cart';
import { StoreFrame } from './print-store-frame';

/** A package's page (spec 02 section 2.2), in the store's frame; 'In winkelwagen' adds it to the store cart. */
export function PrintStorePackageRoute() {
  const store = useStoreCart();
  const addToCart = async (chosen: ChosenPackage) => {
    await store.add(chosen);
  };
  return (
    <StoreFrame>
      <PackagePage addToCart={addToCart} />
    </StoreFrame>
  );
}
