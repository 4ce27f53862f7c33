import type { CatalogueProduct } from '@portal/shared/schemas/catalogue';

/**
 * A listed product without any amount (decision 0098): no page prices and no tiers, no set-up,
 * no option price, no 'v.a.' price. What a customer is sent for a product sold on a quote
 * (hidePrice), and for every product when their own theme hides prices (hidePricing). Menus,
 * options and rules stay as they are, so the screen can configure; an option that had a price
 * keeps its place with price null, as an option without a price of its own has.
 */
export function withoutPrices(product: CatalogueProduct): CatalogueProduct {
  return {
    ...product,
    menus: product.menus.map((menu) => ({
      ...menu,
      optionGroups: menu.optionGroups.map((group) => ({
        ...group,
        options: group.options.map((option) => (option.price === null ? option : { ...option, price: null })),
      })),
    })),
    pricing: { pagePrices: [], setupCents: 0, tiers: [] },
    fromPriceCents: null,
  };
}
