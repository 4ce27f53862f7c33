import { type ChosenProduct, ProductPage } from '../../features/print-store/components/product-page';
import { useStoreCart } from '../../features/store-cart/hooks/use-store-cart';
import { StoreFrame } from './print-store-frame';
import { ExtraInfoRequest } from './print-store-requests';

/** A design's page (spec 02 section 2.2), in the store's frame; 'In winkelwagen' adds it to the store cart. */
export function PrintStoreProductRoute() {
  const store = useStoreCart();
  const addToCart = async (chosen: ChosenProduct) => {
    await store.add(chosen);
  };
  return (
    <StoreFrame>
      <ProductPage addToCart={addToCart} extraInfoRequest={(name) => <ExtraInfoRequest name={name} />} />
    </StoreFrame>
  );
}
