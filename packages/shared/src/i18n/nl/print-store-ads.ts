/**
 * The print store's ads (spec 01 sections 2 and 9; spec 02 sections 1 and 9; issue 29 point 6;
 * decision 0107): the promo pop-up on the home page, the bottom bar and the store's side ad.
 */
export const printStoreAds = {
  title: 'Stickers & borden',
  subtitle: 'Kant-en-klaar, snel bezorgd',
  toStore: 'Naar de printwinkel',
  dontShowAgain: 'Niet meer tonen',
  close: 'Sluiten',
  products: 'Producten uit de printwinkel',
  /** The bottom bar's strip: a list that scrolls sideways. */
  barLabel: 'Stickers & borden uit de printwinkel',
  sideLabel: 'Uit de printwinkel',
} as const;
