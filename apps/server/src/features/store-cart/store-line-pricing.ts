import { translate } from '@portal/shared/i18n/translate';
import { priceStoreItem, withDefaults } from '@portal/shared/rules/store-pricing';
import type { OrderedChoice } from '@portal/shared/schemas/orders';
import type { ChosenSpecs } from '@portal/shared/schemas/print-store';
import type { StoreCartLine, StoreLineProblem } from '@portal/shared/schemas/store-cart';
import type { StoreCartLineRow } from './store-cart.tables';
import type { StoreItem } from './store-items';

/** A line as the cart and the order read it: what it is now, its price, or why it has none. */
export type PricedStoreLine = StoreCartLine & {
  /** The specs with their names and titles, as an order line keeps them. */
  choices: OrderedChoice[];
  /** The printed size the slider chose, for the job ticket; null for a package or a type without sizes. */
  sizeMm: { widthMm: number; heightMm: number } | null;
  /** The price even where the theme hides it from the customer (the order keeps it). */
  hiddenUnitCents: number | null;
  hiddenLineCents: number | null;
  /** The coupon that took its percentage off the prices above (decision 0108), with the price before. */
  coupon?: AppliedCoupon;
};

/** What a discounted line keeps of its coupon: the order, its mail, the desk and the ticket show it. */
export type AppliedCoupon = { code: string; percent: number; unitCentsBefore: number };

/** The specs a line keeps: the customer's choice with the product type's defaults filled in. */
export function specsToKeep(item: StoreItem, specs: ChosenSpecs): ChosenSpecs {
  return item.pricing.kind === 'table' ? withDefaults(item.pricing.type, specs) : {};
}

/** The title of a package's contents where its order line lists them. */
const CONTENTS_TITLE = translate('placedOrders.storeContents');

/** What pricing this item at this quantity says: a price, or the problem that stops it. */
export function priceOf(
  item: StoreItem,
  specs: ChosenSpecs,
  quantity: number,
): { unitCents: number; lineCents: number } | { problem: StoreLineProblem } {
  if (item.pricing.kind === 'fixed') {
    const { priceCents, maxOrderAmount } = item.pricing;
    if (maxOrderAmount !== null && quantity > maxOrderAmount) return { problem: 'QUANTITY' };
    return { unitCents: priceCents, lineCents: priceCents * quantity };
  }
  const price = priceStoreItem(item.pricing.type, specs, quantity);
  if (!('problem' in price)) return price;
  switch (price.problem) {
    case 'QUANTITY':
      return { problem: 'QUANTITY' };
    case 'NO_PRICE':
      return { problem: 'NO_PRICE' };
    default:
      // A disabled combination, or a value the product type no longer offers.
      return { problem: 'INVALID_COMBINATION' };
  }
}

/** The specs with each menu's and chosen value's name and title, in menu order. */
function choicesOf(item: StoreItem, specs: ChosenSpecs): OrderedChoice[] {
  // A package's contents, so that the shop knows what to make: one choice per design in it.
  if (item.pricing.kind !== 'table')
    return item.pricing.contents.map((content, index) => ({
      menuId: 'contents',
      optionGroupName: 'contents',
      optionName: String(index + 1),
      groupTitle: CONTENTS_TITLE,
      optionTitle: content,
    }));
  return item.pricing.type.menus.flatMap((menu) => {
    const value = menu.values.find((offered) => offered.name === specs[menu.name]);
    if (!value) return [];
    return [
      {
        menuId: menu.name,
        optionGroupName: menu.name,
        optionName: value.name,
        groupTitle: menu.title,
        optionTitle: value.title,
      },
    ];
  });
}

function sizeOf(item: StoreItem, specs: ChosenSpecs): PricedStoreLine['sizeMm'] {
  if (item.pricing.kind !== 'table') return null;
  const slider = item.pricing.type.menus.find((menu) => menu.menuType === 'slider');
  const size = slider?.values.find((value) => value.name === specs[slider.name]);
  return size?.widthMm && size.heightMm ? { widthMm: size.widthMm, heightMm: size.heightMm } : null;
}

/** A stored line with its item as the store has it now (undefined: gone or not shown). */
export function pricedLine(row: StoreCartLineRow, item: StoreItem | undefined): PricedStoreLine {
  if (!item)
    return {
      id: row.id,
      kind: row.kind,
      itemId: row.itemId,
      printStoreId: null,
      categoryId: null,
      collectionId: null,
      name: row.name,
      productTypeName: null,
      productCode: null,
      image: null,
      specs: row.specs,
      specTitles: [],
      choices: [],
      sizeMm: null,
      quantity: row.quantity,
      maxOrderAmount: null,
      isStockProduct: false,
      unitCents: null,
      lineCents: null,
      problem: 'GONE',
      hiddenUnitCents: null,
      hiddenLineCents: null,
    };
  const price = priceOf(item, row.specs, row.quantity);
  const priced = 'problem' in price ? null : price;
  const choices = choicesOf(item, row.specs);
  return {
    id: row.id,
    kind: row.kind,
    itemId: row.itemId,
    printStoreId: item.printStoreId,
    categoryId: item.categoryId,
    collectionId: item.collectionId,
    name: item.name,
    productTypeName: item.productTypeName,
    productCode: item.productCode,
    image: item.image,
    specs: row.specs,
    specTitles: choices.map((choice) => ({ title: choice.groupTitle, value: choice.optionTitle })),
    choices,
    sizeMm: sizeOf(item, row.specs),
    quantity: row.quantity,
    maxOrderAmount:
      item.pricing.kind === 'table' ? item.pricing.type.maxOrderAmount : item.pricing.maxOrderAmount,
    isStockProduct: item.isStockProduct,
    unitCents: item.pricesShown ? (priced?.unitCents ?? null) : null,
    lineCents: item.pricesShown ? (priced?.lineCents ?? null) : null,
    problem: 'problem' in price ? price.problem : null,
    hiddenUnitCents: priced?.unitCents ?? null,
    hiddenLineCents: priced?.lineCents ?? null,
  };
}

/** Two kept choices are the same configuration (one cart line). */
export const sameSpecs = (a: ChosenSpecs, b: ChosenSpecs): boolean =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([menu, value]) => b[menu] === value);
