import { STORE_PREVIEW_SIZES } from '@portal/shared/constants';
import { categorySchema, collectionCardSchema, productCardSchema } from '@portal/shared/schemas/print-store';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from './index';
import type { DemoDesign } from './types';

const { categories, collections, packages } = DEMO_CATALOGUE;
const designs = collections.flatMap((collection) => collection.designs);
const designByKey = new Map(designs.map((design) => [design.key, design]));
const visibleCategoryKeys = new Set(categories.filter((c) => c.active !== false).map((c) => c.key));
const visibleDesignKeys = new Set(
  collections
    .filter((c) => c.active !== false && c.categories.some((key) => visibleCategoryKeys.has(key)))
    .flatMap((c) => c.designs.map((d) => d.key)),
);

const duplicatesOf = (keys: string[]) => keys.filter((key, index) => keys.indexOf(key) !== index);

describe('the demo print store catalogue', () => {
  it('holds 60+ designs under keys that are unique, so the seed derives one row id per design', () => {
    // 60+ that a visitor sees, not counting the hidden collection and the hidden category's.
    expect(visibleDesignKeys.size).toBeGreaterThanOrEqual(60);
    expect(duplicatesOf(designs.map((d) => d.key))).toEqual([]);
    expect(duplicatesOf(categories.map((c) => c.key))).toEqual([]);
    expect(duplicatesOf(collections.map((c) => c.key))).toEqual([]);
    expect(duplicatesOf(packages.map((p) => p.key))).toEqual([]);
    expect(duplicatesOf(packages.map((p) => p.productCode))).toEqual([]);
  });

  it('fits the contract the store pages answer with (names, subtitles, colours)', () => {
    for (const category of categories) {
      expect(() => categorySchema.shape.name.parse(category.name), category.key).not.toThrow();
      expect(() => categorySchema.shape.colour.parse(category.colour), category.key).not.toThrow();
    }
    for (const collection of collections) {
      expect(() => collectionCardSchema.shape.name.parse(collection.name), collection.key).not.toThrow();
      expect(
        () => collectionCardSchema.shape.subtitle.parse(collection.subtitle),
        collection.key,
      ).not.toThrow();
    }
    for (const design of designs)
      expect(() => productCardSchema.shape.name.parse(design.name), design.key).not.toThrow();
  });

  it('fills the sidebar as the spec shows it: one on top, one new, one hidden for the admins', () => {
    expect(categories.filter((c) => c.active !== false).length).toBeGreaterThanOrEqual(7);
    expect(categories.some((c) => c.listOnTop)).toBe(true);
    expect(categories.some((c) => c.newBadge)).toBe(true);
    expect(categories.some((c) => c.active === false)).toBe(true);
  });

  it('puts every collection in known categories, some in two, and features several on the dashboard', () => {
    const categoryKeys = new Set(categories.map((c) => c.key));
    for (const collection of collections) {
      expect(collection.categories.length, collection.key).toBeGreaterThan(0);
      for (const key of collection.categories)
        expect(categoryKeys.has(key), `${collection.key} → ${key}`).toBe(true);
      // A real description: what it is for, where, which rules; not a placeholder line.
      expect(collection.description.length, collection.key).toBeGreaterThan(200);
    }
    expect(collections.filter((c) => c.categories.length > 1).length).toBeGreaterThanOrEqual(2);
    expect(
      collections.filter((c) => c.displayOnDashboard && c.active !== false).length,
    ).toBeGreaterThanOrEqual(3);
    expect(collections.some((c) => c.active === false)).toBe(true);
  });

  it('has packages whose every item is an existing design, with the specs its product type has', () => {
    expect(packages.some((p) => p.active === false)).toBe(true);
    expect(packages.some((p) => p.maxOrderAmount === 1)).toBe(true);
    for (const pack of packages) {
      expect(visibleCategoryKeys.has(pack.category) || pack.active === false, pack.key).toBe(true);
      expect(pack.items.length, pack.key).toBeGreaterThan(0);
      for (const item of pack.items) {
        const design = designByKey.get(item.design);
        expect(design, `${pack.key} → ${item.design}`).toBeDefined();
        // A package on sale cannot hold a design the customer could not order by itself.
        if (pack.active !== false)
          expect(visibleDesignKeys.has(item.design), `${pack.key} → ${item.design}`).toBe(true);
        expect(item.quantity).toBeGreaterThan(0);
        const specNames = Object.keys(item.specs).sort();
        if (design!.productType === 'stockPack') expect(specNames, item.design).toEqual(['volume']);
        if (design!.productType === 'floorSticker')
          expect(item.specs.material, item.design).toBe('vloersticker');
        if (design!.productType === 'sign')
          expect(specNames, item.design).toEqual(['application', 'material', 'size']);
      }
    }
  });

  it('sells a few stock products, and offers 20+ products to the ads', () => {
    const stock = designs.filter((d) => d.isStockProduct);
    expect(stock.length).toBeGreaterThanOrEqual(2);
    expect(stock.length).toBeLessThanOrEqual(4);
    for (const design of stock) {
      expect(design.productType).toBe('stockPack');
      expect(design.actualStock).toBeGreaterThanOrEqual(0);
    }
    expect(
      designs.filter((d) => d.availableForAd && visibleDesignKeys.has(d.key)).length,
    ).toBeGreaterThanOrEqual(20);
  });

  it("names compounds that only a compound-aware search finds ('bord', 'sticker') and an accented name", () => {
    const names = designs.map((d) => d.name);
    // 'bord' inside a longer word (veiligheidsbord, verbodsbord), the case the Dutch stemmer misses.
    expect(names.filter((name) => /\p{L}bord\b/iu.test(name)).length).toBeGreaterThanOrEqual(3);
    expect(names.filter((name) => /\p{L}sticker\b/iu.test(name)).length).toBeGreaterThanOrEqual(2);
    expect(names.some((name) => /[À-ÿ]/.test(name))).toBe(true);
  });
});

/** Width over height of the rendered PNG, and whether it shows more than one colour. */
async function rendered(design: DemoDesign) {
  const master = await sharp(Buffer.from(design.svg())).metadata();
  const png = await sharp(Buffer.from(design.svg())).resize({ width: 60 }).png().toBuffer();
  const image = sharp(png);
  const [{ width, height }, stats] = await Promise.all([image.metadata(), image.stats()]);
  return {
    masterWidth: master.width!,
    bytes: png.length,
    ratio: width! / height!,
    varies: stats.channels.some((channel) => channel.stdev > 10),
  };
}

describe('the demo designs’ previews', () => {
  it('are standalone SVG: no external images, links or fonts', () => {
    for (const design of designs) {
      const svg = design.svg();
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), design.key).toBe(true);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', ''), design.key).not.toMatch(
        /<image|href=|https?:|@font-face/,
      );
    }
  });

  it('render with sharp, large enough for every preview size, at the declared aspect ratio', async () => {
    const pictures = await Promise.all(
      designs.map(async (design) => ({ design, ...(await rendered(design)) })),
    );
    for (const { design, masterWidth, bytes, ratio, varies } of pictures) {
      // The widest preview (466 px) is cut from the master without enlarging it.
      expect(masterWidth, design.key).toBeGreaterThanOrEqual(Math.max(...STORE_PREVIEW_SIZES));
      expect(bytes, design.key).toBeGreaterThan(100);
      expect(varies, `${design.key} is one flat colour`).toBe(true);
      // One pixel of rounding at 60 px wide.
      expect(Math.abs(ratio - design.aspectRatio), design.key).toBeLessThan(0.03);
    }
  });

  it("draw the sign's text: the panel under 'Verboden te roken' carries white letters on red", async () => {
    const design = designByKey.get('rookverbod-verboden-te-roken')!;
    const { data, info } = await sharp(
      await sharp(Buffer.from(design.svg())).resize({ width: 200 }).toBuffer(),
    )
      .extract({ left: 20, top: 200, width: 160, height: 80 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let white = 0;
    for (let i = 0; i < data.length; i += info.channels)
      if (data[i]! > 230 && data[i + 1]! > 230 && data[i + 2]! > 230) white += 1;
    const share = white / (info.width * info.height);
    // Letters cover part of the panel, not none of it (no font) and not all of it (no panel).
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.6);
  });
});
