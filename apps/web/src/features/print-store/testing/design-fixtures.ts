import type { AdminDesign, ProductTypeSummary } from '@portal/shared/schemas/print-store-admin';
import { DEFAULT_STORE, image, sid } from './store-fixtures';

/** Designs and product types as the designs' admin calls answer them (decision 0113). */
export const SIGN_TYPE = sid(601);
export const STICKER_TYPE = sid(602);

export function productTypeSummary(
  n: number,
  overrides: Partial<ProductTypeSummary> = {},
): ProductTypeSummary {
  return {
    id: sid(600 + n),
    name: `Producttype ${n}`,
    printStoreId: DEFAULT_STORE,
    editable: true,
    version: 1,
    designCount: 2,
    otherStoreDesignCount: 0,
    fromPriceCents: 1250,
    ...overrides,
  };
}

export const productTypes = () => ({
  productTypes: [
    productTypeSummary(1, { name: 'Bord' }),
    productTypeSummary(2, { name: 'Sticker' }),
    productTypeSummary(3, { name: 'Vloersticker' }),
  ],
});

/** The design behind productCard(n): the same id, name and collection. */
export function adminDesign(n: number, overrides: Partial<AdminDesign> = {}): AdminDesign {
  return {
    id: sid(400 + n),
    printStoreId: DEFAULT_STORE,
    collectionId: sid(201),
    productTypeId: SIGN_TYPE,
    name: `Ontwerp ${n}`,
    description: `Beschrijving van ontwerp ${n}.`,
    designer: '',
    extraInfo: '',
    availableForAd: false,
    isStockProduct: false,
    actualStock: null,
    displaySpecification: { border: false },
    previewImage: image(40 + n),
    source: { fileId: sid(700 + n), name: `ontwerp-${n}.pdf`, mime: 'application/pdf', bytes: 84_000 },
    version: 3,
    ...overrides,
  };
}
