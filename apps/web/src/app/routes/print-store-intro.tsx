import { IntroPage } from '../../features/print-store/components/intro-page';
import { StoreFrame } from './print-store-frame';

/** A page of the print store (spec 02 section 2.2), in the store's frame; its own chunk. */
export function PrintStoreIntroRoute() {
  return (
    <StoreFrame>
      <IntroPage />
    </StoreFrame>
  );
}
