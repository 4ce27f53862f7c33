/**
 * What an order is (schemas/order-kinds.ts), once for the screens that show placed orders: My
 * orders and the order desk keep their own keys and take their texts from here, as they do the
 * price wording (decision 0068).
 */
export const orderKindWording = {
  print: 'Printorder',
  copy: 'Kopieeropdracht',
  scan: 'Scanopdracht',
  quote: 'Offerteaanvraag',
  quoted: 'Order n.a.v. offerte',
  secured: 'Beveiligde printopdracht',
  store: 'Bestelling printwinkel',
} as const;
