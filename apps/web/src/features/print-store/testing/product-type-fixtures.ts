import type { SpecMenu } from '@portal/shared/schemas/print-store';
import type {
  AdDesign,
  AdminAds,
  AdminProductType,
  ProductTypeSummary,
} from '@portal/shared/schemas/print-store-admin';
import { DEFAULT_STORE, image, sid } from './store-fixtures';

/** A small sign type as the product-type calls answer it: two sizes, two materials, volume prices. */
export const SIGN_MENUS: SpecMenu[] = [
  {
    name: 'size',
    title: 'Formaat',
    menuType: 'slider',
    values: [
      { name: '100x100', title: '10 × 10 cm', widthMm: 100, heightMm: 100 },
      { name: '200x200', title: '20 × 20 cm', widthMm: 200, heightMm: 200 },
    ],
    default: '100x100',
    priced: true,
  },
  {
    name: 'material',
    title: 'Materiaal',
    menuType: 'option',
    values: [
      { name: 'sticker', title: 'Sticker' },
      { name: 'forex', title: 'Forex 5 mm' },
    ],
    default: 'sticker',
    priced: true,
  },
  {
    name: 'levering',
    title: 'Levering',
    menuType: 'info',
    values: [],
    default: null,
    priced: false,
    text: 'Binnen 3 werkdagen bezorgd.',
  },
];

export function adminProductType(overrides: Partial<AdminProductType> = {}): AdminProductType {
  return {
    id: sid(601),
    name: 'Bord of sticker',
    printStoreId: DEFAULT_STORE,
    editable: true,
    version: 3,
    designCount: 12,
    otherStoreDesignCount: 0,
    fromPriceCents: 150,
    menus: SIGN_MENUS,
    disabled: [{ size: '100x100', material: 'forex' }],
    maxOrderAmount: 500,
    // As the server lists them: not in the order a price list reads.
    prices: [
      { size: '200x200', specs: { material: 'sticker' }, minQuantity: 1, unitCents: 220 },
      { size: '100x100', specs: { material: 'sticker' }, minQuantity: 10, unitCents: 135 },
      { size: '100x100', specs: { material: 'sticker' }, minQuantity: 1, unitCents: 150 },
      { size: '200x200', specs: { material: 'forex' }, minQuantity: 1, unitCents: 123450 },
    ],
    ...overrides,
  };
}

export const summaryOf = ({
  menus: _m,
  disabled: _d,
  maxOrderAmount: _x,
  prices: _p,
  ...summary
}: AdminProductType): ProductTypeSummary => summary;

/** The provider's type as a customer store's admin reads it: not to be changed there. */
export const providerType = (overrides: Partial<AdminProductType> = {}) =>
  adminProductType({
    id: sid(602),
    name: 'Vloersticker',
    editable: false,
    version: 1,
    designCount: 2,
    otherStoreDesignCount: 40,
    ...overrides,
  });

export function adDesign(n: number, overrides: Partial<AdDesign> = {}): AdDesign {
  return {
    id: sid(400 + n),
    name: `Ontwerp ${n}`,
    collectionId: sid(201),
    collectionName: 'Waarschuwingsborden',
    collectionActive: true,
    image: image(n),
    availableForAd: false,
    version: 2,
    ...overrides,
  };
}

export function adminAds(overrides: Partial<AdminAds> = {}): AdminAds {
  return {
    printStoreId: DEFAULT_STORE,
    designs: [
      adDesign(1, { name: 'Let op: opstapje', availableForAd: true }),
      adDesign(2, { name: 'Gladde vloer' }),
      adDesign(3, {
        name: 'Stembureau',
        collectionId: sid(202),
        collectionName: 'Verkiezingen',
        collectionActive: false,
      }),
    ],
    ...overrides,
  };
}
