/**
 * How a line without an amount is worded, once for every namespace that shows one (decision
 * 0068). The namespaces keep their own keys; their texts are these.
 */
export const priceWording = {
  /**
   * A file in the cart or in an order being made whose price the portal could not compute
   * (spec 01 section 8 'No price'): the product order screen's cart, Printen, Controleren, the
   * file list, a reorder's price today.
   */
  noPrice: 'Geen prijscalculatie mogelijk',
  /** A product sold on a quote (hidePrice): the server computes a price, the screen does not show it. */
  onRequest: 'Prijs op aanvraag',
  /**
   * A placed order's line without a price: it was accepted and the provider sends the price
   * (My orders, a reorder's earlier price, the order desk, the order mails).
   */
  follows: 'Prijs volgt (offerte)',
  /**
   * A copy or scan job whose price the provider sets once they have the originals (issue 28):
   * the flow's own 'priceFollows', as the order mails word it.
   */
  jobFollows: 'Prijs volgt',
  /** A secured print, charged by the provider's agreement with the customer ('byAgreement'). */
  byAgreement: 'Volgens afspraak',
} as const;
