/**
 * The shape of the demo print store's content (issue 29 point 1; decision 0105): categories,
 * collections, designs with their pictograms, and packages. The seed (print-store.seed.ts)
 * turns it into rows; the product types and their price tables are the seed's own
 * (demo-product-types.ts), referred to here by key, with the value names below.
 */

/** The demo product types a design is printed as. */
export type DemoProductTypeKey =
  /** A sign or sticker: size slider, material (sticker, magneetsticker, reflecterend, forex, dibond), application, volume prices. */
  | 'sign'
  /** A floor sticker: size slider, anti-slip laminate (R9/R10), round or square. */
  | 'floorSticker'
  /** A stock product sold in volumes (a pack of 10, 50, 100): the volume's price is the line's. */
  | 'stockPack';

/** Value names of the demo product types' menus, for a package's fixed specs. */
export type DemoSpecs = {
  /** Size in mm, 'WIDTHxHEIGHT': '100x100', '200x200', '300x300', '400x400', '200x300', '300x450', '400x600', '600x900'. */
  size?: string;
  material?: 'sticker' | 'magneetsticker' | 'reflecterend' | 'forex' | 'dibond' | 'vloersticker';
  application?: 'binnen' | 'buiten';
  volume?: '10' | '50' | '100';
};

export type DemoCategory = {
  key: string;
  name: string;
  /** Hex, shown as the category's accent. */
  colour: string;
  listOnTop?: boolean;
  newBadge?: boolean;
  /** false: the hidden category the admins of issue 30 find. */
  active?: boolean;
};

export type DemoDesign = {
  /** Stable, unique over the whole catalogue: the seed derives the row's uuid from it. */
  key: string;
  name: string;
  description: string;
  designer: string;
  productType: DemoProductTypeKey;
  /** The preview, drawn as SVG (pictogram-style, ISO 7010 look): rendered to PNG at seed time. */
  svg: () => string;
  /** Width over height of the SVG's viewBox. */
  aspectRatio: number;
  extraInfo?: string;
  availableForAd?: boolean;
  isStockProduct?: boolean;
  actualStock?: number;
};

export type DemoCollection = {
  key: string;
  name: string;
  subtitle: string;
  description: string;
  /** Category keys; the first is the collection's own. */
  categories: string[];
  displayOnDashboard?: boolean;
  active?: boolean;
  designs: DemoDesign[];
};

export type DemoPackage = {
  key: string;
  name: string;
  description: string;
  category: string;
  productCode: string;
  /** 1: 'Maximaal 1 te bestellen'; null: no limit. */
  maxOrderAmount: number | null;
  priceCents: number;
  active?: boolean;
  items: { design: string; quantity: number; specs: DemoSpecs }[];
};

export type DemoCatalogue = {
  categories: DemoCategory[];
  collections: DemoCollection[];
  packages: DemoPackage[];
};
