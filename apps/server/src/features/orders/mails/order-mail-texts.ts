/**
 * The Dutch texts of the order mails (issue 13 point 6), in the manner of the account mails'
 * catalogue (i18n/nl/mails.ts): one object, {{name}} placeholders filled in by the server. They
 * live beside the composers while only the server sends them; the greeting's fallback name and
 * the signature are the account mails' own (mails.anonymousName, mails.signature).
 */
export const orderMailTexts = {
  confirmationSubject: 'Orderbevestiging {{orderNumber}} van {{brand}}',
  confirmationIntro:
    'Beste {{name}},\n\nBedankt voor uw order bij {{brand}}. Wij hebben uw order {{orderNumber}} in goede orde ontvangen en gaan ermee aan de slag.',
  confirmationExpress: 'U heeft spoed gekozen: wij geven uw order voorrang.',
  myOrdersLink: 'Volg uw order in het portaal onder {{myOrders}}',
  questions: 'Vragen over uw order? Neem contact op met {{shop}}, telefoon {{phone}} of e-mail {{email}}.',

  shippedSubject: 'Uw order {{orderNumber}} is verzonden',
  shippedIntro: 'Beste {{name}},\n\nUw order {{orderNumber}} is verzonden en komt naar het adres hieronder.',
  readySubject: 'Uw order {{orderNumber}} ligt klaar om af te halen',
  readyIntro:
    'Beste {{name}},\n\nUw order {{orderNumber}} ligt voor u klaar bij {{shop}}. U kunt de order afhalen op het adres hieronder, tijdens de openingstijden.',

  jobSubject: 'Nieuwe order {{orderNumber}} van {{company}}',
  jobSubjectNoCompany: 'Nieuwe order {{orderNumber}}',
  jobExpressPrefix: 'SPOED',
  jobExpressBanner: 'SPOED: deze order heeft voorrang.',
  jobIntro: 'Er is een nieuwe order voor {{shop}} geplaatst.',
  jobInboxLink: 'Order in de inbox',
  jobTicketLink: 'Jobticket (XJDF)',
  jobSignature: '— verzonden via het {{brand}} portaal',

  headingOrder: 'Uw order',
  headingOrderDesk: 'Order',
  headingDelivery: 'Bezorgen',
  headingPickUp: 'Afhalen',
  headingCollectOriginals: 'Ophalen van de originelen',
  headingLines: 'Bestanden',
  headingCustomer: 'Klant',
  headingInstructions: 'Instructies',

  orderNumber: 'Ordernummer',
  placedAt: 'Besteld op',
  status: 'Status',
  express: 'Spoed',
  yes: 'ja',
  project: 'Project',
  reference: 'Referentie',
  quotationNo: 'Offertenummer',
  customerNumber: 'Klantnummer',
  noCustomerNumber: 'geen (nieuwe klant)',
  company: 'Bedrijf',
  orderedBy: 'Besteld door',
  invoiceAddress: 'Factuuradres',
  kvk: 'KvK-nummer',
  deliveryAddress: 'Bezorgadres',
  deliveryDate: 'Bezorgdatum',
  pickUpLocation: 'Afhaallocatie',
  pickUpDate: 'Afhaaldatum',
  collectAddress: 'Ophaaladres',
  collectDate: 'Ophaaldatum',
  openingHours: 'Openingstijden',
  phone: 'Telefoon',
  email: 'E-mail',
  constructionSite: 'Bouwplaats',
  letter: 'Brief of instructies voor de bezorger',
  instruction: 'Instructies voor de printshop',
  cleanDesk: 'Clean desk',
  secure: 'Beveiligd printen',

  dateAt: '{{date}}, vanaf {{time}}',
  dateExpress: '{{date}} (spoed)',
  placedAtValue: '{{date}} om {{time}}',
  openingHoursDays: '{{from}} t/m {{to}} {{hours}}',
  openingHoursTwoDays: '{{from}} en {{to}} {{hours}}',
  openingHoursDay: '{{day}} {{hours}}',
  openingHoursNone: 'op afspraak',

  lineFile: 'Bestand',
  lineProduct: 'Product',
  lineSpecs: 'Specificaties',
  linePages: "Pagina's",
  lineQuantity: 'Aantal',
  linePrice: 'Prijs',
  pagesColour: '{{count}} kleur',
  pagesBw: '{{count}} z/w',
  pagesBlank: '{{count}} blanco',
  priceFollows: 'Prijs volgt (offerte)',

  totalExclVat: 'Totaal excl. BTW',
  vat: 'BTW {{percent}}%',
  totalInclVat: 'Totaal incl. BTW',
  totalsWithoutQuotes_one:
    'De regel met "Prijs volgt (offerte)" is niet in deze totalen opgenomen; u ontvangt de prijs daarvan van ons.',
  totalsWithoutQuotes_other:
    'De {{count}} regels met "Prijs volgt (offerte)" zijn niet in deze totalen opgenomen; u ontvangt de prijs daarvan van ons.',
  jobTotalsWithoutQuotes:
    'Regels met "Prijs volgt (offerte)" zijn niet in de totalen opgenomen: de klant krijgt er een offerte voor.',
} as const;

export type OrderMailTextKey = keyof typeof orderMailTexts;

/** A text of the catalogue with its {{placeholders}} filled in (an unknown one stays visible). */
export function orderMailText(key: OrderMailTextKey, values: Record<string, string | number> = {}): string {
  return orderMailTexts[key].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
