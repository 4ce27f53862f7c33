/**
 * What a placed order reads in the records made of it, beside the mails (mails.ts): the titles
 * and choices a flow gives its lines (which My orders, the desk, the job ticket and the mails
 * then read as kept), and the comments of the cXML cart that goes back to a purchasing system.
 */
export const placedOrders = {
  /** A quote request's own line and the lines of the files it takes along. */
  quoteRequest: {
    title: 'Offerteaanvraag',
    fileTitle: 'Bijlage bij de aanvraag',
    description: 'Omschrijving',
  },
  /** The line of an order placed on a quote. */
  quoted: {
    title: 'Opdracht volgens offerte {{quotationNo}}',
    quotationNo: 'Offertenummer',
    description: 'Omschrijving',
    note: 'Toelichting',
  },
  /** What the order is in the subject of the shop's mail ('Nieuwe kopieeropdracht …'). */
  jobNoun: {
    print: 'order',
    copy: 'kopieeropdracht',
    scan: 'scanopdracht',
    quote: 'offerteaanvraag',
    quoted: 'order (offerte)',
    secured: 'beveiligde printopdracht',
    store: 'bestelling uit de printwinkel',
  },
  /** A print store package's line: what is in it. */
  storeContents: 'Inhoud',
  /** A store line the coupon discounted (decision 0108): 'Kortingscode: PRINTS25: 25 % korting'. */
  storeCoupon: {
    group: 'Kortingscode',
    option: '{{code}}: {{percent}} % korting',
  },
  /** What the job ticket (XJDF and JSON) says of a copy or scan job beyond its intents. */
  ticket: {
    formatInInstruction: 'Formaat: zie de instructie',
    originalsOneSet: "Originelen: {{originals}} pagina's per set, 1 set.",
    originalsSets: "Originelen: {{originals}} pagina's per set, {{copies}} sets.",
    collect: 'Originelen ophalen: {{where}}',
    collectAt: 'Originelen ophalen: {{where}} ({{at}})',
    productCode: 'Artikelcode',
    /** The order's delivery charge (decision 0131). */
    deliveryCharge: 'Bezorgkosten: {{amount}} excl. BTW',
  },
  /** A line of the cXML cart without an amount (decision 0100). */
  punchOut: {
    priceFollows:
      'Prijs volgt: deze regel kon niet automatisch worden berekend; u ontvangt de prijs van ons.',
    priceOnRequest: 'Prijs op aanvraag: de prijs van deze regel ontvangt u van ons.',
  },
} as const;
