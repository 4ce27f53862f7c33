import { SearchResultsPage } from '../../features/print-store/components/search-results-page';
import { StoreLayout } from '../../features/print-store/components/store-layout';

/** A page of the print store (spec 02 section 2.2), in the store's frame; its own chunk. */
export function PrintStoreSearchResultsRoute() {
  return (
    <StoreLayout>
      <SearchResultsPage />
    </StoreLayout>
  );
}
