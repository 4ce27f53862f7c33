import type {
  Category,
  CollectionCard,
  PackageCard,
  PrintStoreContext,
  ProductCard,
  ProductPage,
  ProductType,
  StoreImage,
} from '@portal/shared/schemas/print-store';

/** A fixed uuid per number, readable in failures. */
export const sid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const DEFAULT_STORE = sid(1);
export const OWN_STORE = sid(2);

export const image = (n: number, aspectRatio = 1): StoreImage => ({
  id: sid(9000 + n),
  printStoreId: DEFAULT_STORE,
  alt: `Pictogram ${n}`,
  aspectRatio,
});

export function category(n: number, overrides: Partial<Category> = {}): Category {
  return {
    id: sid(100 + n),
    printStoreId: DEFAULT_STORE,
    name: `Categorie ${n}`,
    colour: '#c0392b',
    active: true,
    listOnTop: false,
    newBadge: false,
    ...overrides,
  };
}

export function storeContext(overrides: Partial<PrintStoreContext> = {}): PrintStoreContext {
  return {
    stores: [{ id: DEFAULT_STORE, name: 'Drukwerk Direct', isDefault: true }],
    categories: [
      category(1, { name: 'Veiligheid' }),
      category(2, { name: 'Verbod', newBadge: true }),
      category(3, { name: 'Vloerstickers', listOnTop: true }),
    ],
    hideDefaultContent: false,
    firstCategoryId: null,
    administers: [],
    showsPrices: true,
    ...overrides,
  };
}

export function collectionCard(n: number, overrides: Partial<CollectionCard> = {}): CollectionCard {
  return {
    type: 'COLLECTION',
    id: sid(200 + n),
    printStoreId: DEFAULT_STORE,
    categoryId: sid(101),
    name: `Collectie ${n}`,
    subtitle: 'Borden volgens ISO 7010',
    description: `Beschrijving van collectie ${n}.`,
    active: true,
    image: image(n),
    fromPriceCents: 1250,
    designCount: 4,
    ...overrides,
  };
}

export function packageCard(n: number, overrides: Partial<PackageCard> = {}): PackageCard {
  return {
    type: 'PACKAGE',
    id: sid(300 + n),
    printStoreId: DEFAULT_STORE,
    categoryId: sid(101),
    name: `Pakket ${n}`,
    description: `Beschrijving van pakket ${n}.`,
    active: true,
    images: [image(31), image(32)],
    priceCents: 8950,
    itemCount: 6,
    ...overrides,
  };
}

export function productCard(n: number, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    type: 'PRODUCT',
    id: sid(400 + n),
    printStoreId: DEFAULT_STORE,
    categoryId: sid(101),
    collectionId: sid(201),
    name: `Ontwerp ${n}`,
    description: `Beschrijving van ontwerp ${n}.`,
    image: image(40 + n),
    fromPriceCents: 1250,
    isStockProduct: false,
    displaySpecification: { border: false },
    ...overrides,
  };
}

const SIZES = ['200x200', '300x300', '400x400'] as const;
const MATERIAL_CENTS = { sticker: 1250, forex: 2400, dibond: 3900 } as const;

/**
 * A sign: size slider, material (with properties), application, colour, an info text; sticker
 * cannot be made in 400 × 400, at most 100 per order; 10 or more pieces cost 10 % less.
 */
export function signType(overrides: Partial<ProductType> = {}): ProductType {
  const prices: ProductType['prices'] = [];
  SIZES.forEach((size, sizeIndex) => {
    for (const [material, cents] of Object.entries(MATERIAL_CENTS)) {
      for (const application of ['binnen', 'buiten']) {
        const unit = cents + sizeIndex * 1000 + (application === 'buiten' ? 300 : 0);
        const specKey = `material=${material}|application=${application}`;
        prices.push({ size, specKey, minQuantity: 1, unitCents: unit });
        prices.push({ size, specKey, minQuantity: 10, unitCents: Math.round(unit * 0.9) });
      }
    }
  });
  return {
    id: sid(500),
    name: 'Bord of sticker',
    menus: [
      {
        name: 'size',
        title: 'Formaat',
        menuType: 'slider',
        priced: true,
        default: '200x200',
        values: SIZES.map((size) => ({
          name: size,
          title: `${Number(size.split('x')[0]) / 10} × ${Number(size.split('x')[1]) / 10} cm`,
        })),
      },
      {
        name: 'material',
        title: 'Materiaal',
        menuType: 'option',
        priced: true,
        default: 'sticker',
        values: [
          {
            name: 'sticker',
            title: 'Sticker',
            properties: ['Zelfklevend vinyl', 'Voor gladde ondergronden'],
          },
          { name: 'forex', title: 'Forex', properties: ['Hard PVC-schuim, 5 mm', 'Licht en stevig'] },
          { name: 'dibond', title: 'Dibond', properties: ['Aluminium sandwichplaat, 3 mm'] },
        ],
      },
      {
        name: 'application',
        title: 'Toepassing',
        menuType: 'option',
        priced: true,
        default: 'binnen',
        values: [
          { name: 'binnen', title: 'Binnen' },
          { name: 'buiten', title: 'Buiten' },
        ],
      },
      {
        name: 'colour',
        title: 'Kleur',
        menuType: 'colors',
        priced: false,
        default: 'rood',
        values: [
          { name: 'rood', title: 'Rood', hex: '#e30613', cmyk: 'C0 M100 Y100 K0' },
          { name: 'blauw', title: 'Blauw', hex: '#005ca9', cmyk: 'C100 M60 Y0 K0' },
        ],
      },
      {
        name: 'note',
        title: 'Goed om te weten',
        menuType: 'info',
        priced: false,
        default: null,
        values: [],
        text: 'Alle borden zijn UV-bestendig.',
      },
    ],
    disabled: [{ size: '400x400', material: 'sticker' }],
    maxOrderAmount: 100,
    prices,
    ...overrides,
  };
}

export function productPage(overrides: Partial<ProductPage> = {}): ProductPage {
  return {
    product: {
      ...productCard(1, {
        name: 'Nooduitgang links',
        description: 'Een nooduitgangbord met pijl naar links.',
      }),
      designer: 'Studio Pictogram',
      extraInfo: 'Volgens NEN-EN-ISO 7010.',
      actualStock: null,
    },
    productType: signType(),
    collection: { id: sid(201), name: 'Nooduitgangen' },
    category: { id: sid(101), name: 'Veiligheid' },
    related: [productCard(2), productCard(3)],
    ...overrides,
  };
}
