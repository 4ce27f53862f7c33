import { specKeyOf } from '@portal/shared/rules/store-pricing';
import type { ChosenSpecs, PriceRow, SpecMenu, SpecValue } from '@portal/shared/schemas/print-store';
import type { DemoProductTypeKey } from './demo-catalogue/types';

/**
 * The demo store's product types (issue 29 point 1): print specifications with a size slider,
 * materials with the properties of the material info dialog, application, frame colours and
 * volumes, and price tables keyed by size and specs with volume prices. The value names are
 * those of demo-catalogue/types.ts DemoSpecs, which the demo packages fix.
 */
export type DemoProductType = {
  key: DemoProductTypeKey;
  name: string;
  menus: SpecMenu[];
  disabled: ChosenSpecs[];
  maxOrderAmount: number | null;
  prices: PriceRow[];
};

const size = (widthMm: number, heightMm: number): SpecValue => ({
  name: `${widthMm}x${heightMm}`,
  title: `${widthMm / 10} × ${heightMm / 10} cm`,
  widthMm,
  heightMm,
});

/** Materials with what the material info dialog lists, and a price per dm² and a base per piece. */
const MATERIALS: (SpecValue & { centsPerDm2: number; baseCents: number })[] = [
  {
    name: 'sticker',
    title: 'Sticker',
    properties: [
      'Wit monomeer vinyl, 80 micron',
      'Permanente lijm, ook op licht gebogen ondergronden',
      'Binnen 5 jaar, buiten 3 jaar kleurvast',
      'Geschikt voor glas, metaal, kunststof en gelakt hout',
    ],
    centsPerDm2: 18,
    baseCents: 150,
  },
  {
    name: 'magneetsticker',
    title: 'Magneetsticker',
    properties: [
      'Magneetfolie van 0,7 mm met bedrukte toplaag',
      'Verplaatsbaar: hecht op staal en ijzer, niet op aluminium of rvs',
      'Alleen voor binnen: zon en vocht laten de magneet los',
    ],
    centsPerDm2: 42,
    baseCents: 250,
  },
  {
    name: 'reflecterend',
    title: 'Reflecterende sticker',
    properties: [
      'Retroreflecterende folie, klasse 1 (EN 12899-1)',
      'In het donker zichtbaar in het licht van een lamp of koplamp',
      'Vanaf 20 × 20 cm: kleinere stukken reflecteren te weinig',
      'Buiten 7 jaar kleurvast',
    ],
    centsPerDm2: 55,
    baseCents: 300,
  },
  {
    name: 'forex',
    title: 'Forex 5 mm',
    properties: [
      'Hard geschuimd pvc, 5 mm dik, licht en stijf',
      'Met schroeven, dubbelzijdig tape of kabelbinders op te hangen',
      'Binnen en beschut buiten',
    ],
    centsPerDm2: 38,
    baseCents: 400,
  },
  {
    name: 'dibond',
    title: 'Dibond 3 mm',
    properties: [
      'Aluminium sandwichpaneel: twee lagen aluminium om een kern van kunststof',
      'Weerbestendig, vormvast en krasvast',
      'Voor gevels, hekken en palen buiten',
    ],
    centsPerDm2: 65,
    baseCents: 600,
  },
];

const SIGN_SIZES = [
  size(100, 100),
  size(200, 200),
  size(300, 300),
  size(400, 400),
  size(200, 300),
  size(300, 450),
  size(400, 600),
  size(600, 900),
];

/** Volume prices: from this many pieces, this part of the single piece's price. */
const VOLUME_STEPS = [
  { minQuantity: 1, factor: 1 },
  { minQuantity: 10, factor: 0.9 },
  { minQuantity: 25, factor: 0.8 },
  { minQuantity: 100, factor: 0.68 },
];

const dm2 = (value: SpecValue) => ((value.widthMm ?? 0) * (value.heightMm ?? 0)) / 10_000;
/** Prices end in 5 or 0 cents, as a price list would print them. */
const rounded = (cents: number) => Math.round(cents / 5) * 5;

const deliveryInfo: SpecMenu = {
  name: 'levering',
  title: 'Levering',
  menuType: 'info',
  values: [],
  default: null,
  priced: false,
  text: 'Op voorraad gemaakt en binnen 3 werkdagen bezorgd. Prijzen zijn exclusief btw.',
};

function signType(): DemoProductType {
  const menus: SpecMenu[] = [
    {
      name: 'size',
      title: 'Formaat',
      menuType: 'slider',
      values: SIGN_SIZES,
      default: '200x200',
      priced: true,
    },
    {
      name: 'material',
      title: 'Materiaal',
      menuType: 'option',
      values: MATERIALS.map(({ centsPerDm2: _c, baseCents: _b, ...value }) => value),
      default: 'sticker',
      priced: true,
    },
    {
      name: 'application',
      title: 'Toepassing',
      menuType: 'option',
      values: [
        { name: 'binnen', title: 'Binnen' },
        { name: 'buiten', title: 'Buiten (met uv-laminaat)' },
      ],
      default: 'binnen',
      priced: true,
    },
    deliveryInfo,
  ];
  const disabled: ChosenSpecs[] = [
    // A magnet lets go in sun and rain.
    { material: 'magneetsticker', application: 'buiten' },
    // Reflective foil from 20 × 20 cm on: smaller pieces reflect too little.
    { material: 'reflecterend', size: '100x100' },
  ];
  const prices: PriceRow[] = [];
  for (const sizeValue of SIGN_SIZES)
    for (const material of MATERIALS)
      for (const application of ['binnen', 'buiten']) {
        const specs = { size: sizeValue.name, material: material.name, application };
        if (
          disabled.some((combination) =>
            Object.entries(combination).every(([k, v]) => specs[k as keyof typeof specs] === v),
          )
        )
          continue;
        const single =
          (material.baseCents + material.centsPerDm2 * dm2(sizeValue)) *
          (application === 'buiten' ? 1.15 : 1);
        for (const step of VOLUME_STEPS)
          prices.push({
            size: sizeValue.name,
            specKey: specKeyOf({ menus }, specs),
            minQuantity: step.minQuantity,
            unitCents: rounded(single * step.factor),
          });
      }
  return { key: 'sign', name: 'Bord of sticker', menus, disabled, maxOrderAmount: 500, prices };
}

function floorStickerType(): DemoProductType {
  const sizes = [size(200, 200), size(300, 300), size(400, 400), size(400, 600), size(600, 900)];
  const menus: SpecMenu[] = [
    { name: 'size', title: 'Formaat', menuType: 'slider', values: sizes, default: '300x300', priced: true },
    {
      name: 'material',
      title: 'Materiaal',
      menuType: 'option',
      values: [
        {
          name: 'vloersticker',
          title: 'Vloersticker',
          properties: [
            'Vinyl met verwijderbare lijm: laat geen resten achter',
            'Voor gladde, vlakke vloeren binnen (tegels, pvc, gietvloer)',
            'Met antislip-laminaat volgens DIN 51130',
          ],
        },
      ],
      default: 'vloersticker',
      priced: true,
    },
    {
      name: 'laminate',
      title: 'Antislip',
      menuType: 'option',
      values: [
        { name: 'r9', title: 'R9: droge ruimtes, kantoren en winkels' },
        { name: 'r10', title: 'R10: entrees, kantines en natte zones' },
      ],
      default: 'r9',
      priced: true,
    },
    {
      name: 'frame',
      title: 'Randkleur',
      menuType: 'colors',
      values: [
        { name: 'geel', title: 'Signaalgeel', hex: '#ffd400', cmyk: 'C0 M15 Y100 K0' },
        { name: 'rood', title: 'Signaalrood', hex: '#e30613', cmyk: 'C0 M100 Y100 K0' },
        { name: 'groen', title: 'Veiligheidsgroen', hex: '#009a44', cmyk: 'C100 M0 Y100 K10' },
        { name: 'blauw', title: 'Gebodsblauw', hex: '#005ca9', cmyk: 'C100 M50 Y0 K0' },
      ],
      default: 'geel',
      priced: false,
    },
    deliveryInfo,
  ];
  const prices: PriceRow[] = [];
  for (const sizeValue of sizes)
    for (const laminate of ['r9', 'r10']) {
      const single = (350 + 30 * dm2(sizeValue)) * (laminate === 'r10' ? 1.2 : 1);
      for (const step of VOLUME_STEPS)
        prices.push({
          size: sizeValue.name,
          specKey: specKeyOf({ menus }, { material: 'vloersticker', laminate }),
          minQuantity: step.minQuantity,
          unitCents: rounded(single * step.factor),
        });
    }
  return { key: 'floorSticker', name: 'Vloersticker', menus, disabled: [], maxOrderAmount: 250, prices };
}

function stockPackType(): DemoProductType {
  const sizes = [size(100, 100), size(200, 200)];
  const volumes: SpecValue[] = [10, 50, 100].map((pieces) => ({
    name: String(pieces),
    title: `${pieces} stuks`,
    pieces,
  }));
  const menus: SpecMenu[] = [
    { name: 'size', title: 'Formaat', menuType: 'slider', values: sizes, default: '100x100', priced: true },
    {
      name: 'volume',
      title: 'Aantal per verpakking',
      menuType: 'quantity',
      values: volumes,
      default: '10',
      priced: true,
    },
    {
      name: 'voorraad',
      title: 'Uit voorraad',
      menuType: 'info',
      values: [],
      default: null,
      priced: false,
      text: 'Standaard stickers uit ons magazijn: vandaag besteld, morgen verzonden.',
    },
  ];
  const prices: PriceRow[] = [];
  for (const sizeValue of sizes)
    for (const volume of volumes) {
      const perPiece = sizeValue.name === '100x100' ? 95 : 160;
      const discount = volume.pieces === 100 ? 0.6 : volume.pieces === 50 ? 0.75 : 1;
      prices.push({
        size: sizeValue.name,
        specKey: specKeyOf({ menus }, { volume: volume.name }),
        minQuantity: 1,
        unitCents: rounded(perPiece * (volume.pieces ?? 1) * discount),
      });
    }
  return {
    key: 'stockPack',
    name: 'Voorraadsticker per verpakking',
    menus,
    disabled: [],
    maxOrderAmount: 20,
    prices,
  };
}

export const DEMO_PRODUCT_TYPES: DemoProductType[] = [signType(), floorStickerType(), stockPackType()];
