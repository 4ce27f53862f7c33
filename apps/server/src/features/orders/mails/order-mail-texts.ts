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
  // The other kinds of order (decision 0071): what the customer ordered, in their words.
  copySubject: 'Bevestiging kopieeropdracht {{orderNumber}} van {{brand}}',
  copyIntro:
    'Beste {{name}},\n\nBedankt voor uw kopieeropdracht bij {{brand}}. Wij hebben opdracht {{orderNumber}} in goede orde ontvangen. Hieronder staat wanneer en waar de originelen opgehaald of gebracht worden en wanneer u alles terugkrijgt.',
  scanSubject: 'Bevestiging scanopdracht {{orderNumber}} van {{brand}}',
  scanIntro:
    'Beste {{name}},\n\nBedankt voor uw scanopdracht bij {{brand}}. Wij hebben opdracht {{orderNumber}} in goede orde ontvangen. Hieronder staat wanneer en waar de originelen opgehaald of gebracht worden en hoe u de scans ontvangt.',
  quoteSubject: 'Uw offerteaanvraag {{orderNumber}} bij {{brand}}',
  quoteIntro:
    'Beste {{name}},\n\nBedankt voor uw offerteaanvraag bij {{brand}}. Wij hebben aanvraag {{orderNumber}} ontvangen en sturen u zo snel mogelijk, meestal binnen 1 werkdag, een offerte.',
  securedSubject: 'Bevestiging beveiligde printopdracht {{orderNumber}} van {{brand}}',
  securedIntro:
    'Beste {{name}},\n\nBedankt voor uw beveiligde printopdracht bij {{brand}}. Wij hebben opdracht {{orderNumber}} ontvangen. Uw bestanden worden alleen door de medewerkers van onze beveiligde vestiging {{shop}} geopend.',
  quotedIntro:
    'Beste {{name}},\n\nBedankt voor uw order bij {{brand}} naar aanleiding van offerte {{quotationNo}}. Wij hebben uw order {{orderNumber}} in goede orde ontvangen en gaan ermee aan de slag.',
  quoteAnsweredSubject: 'Uw offerte {{quotationNo}} van {{brand}}',
  quoteAnsweredIntro:
    'Beste {{name}},\n\nU vroeg ons om een offerte (aanvraag {{requestNumber}}). Hieronder staat onze prijs. U kunt deze offerte tot en met {{validUntil}} bestellen in het portaal.',
  quoteAnsweredOrderLink: 'Bestel de offerte in het portaal onder {{myOrders}}',
  headingQuote: 'Onze offerte',
  // A scan order delivered into the customer's archive (issue 31 point 5, decision 0126).
  scanDeliveredSubject: 'Uw archief staat klaar',
  scanDeliveredIntro:
    'Beste {{name}},\n\nDe scans van uw scanopdracht {{orderNumber}} staan voor u klaar in uw archief {{archive}} in het portaal. U kunt ze daar bekijken, doorzoeken, downloaden en laten afdrukken.',
  headingArchive: 'Uw archief',
  archiveName: 'Archief',
  archiveFolder: 'Map',
  archiveLocation: 'Originelen van',
  scanDeliveredLink: 'Open uw archief in het portaal',
  validUntil: 'Geldig tot en met',
  note: 'Toelichting',
  requestNumber: 'Aanvraag',
  myOrdersLink: 'Volg uw order in het portaal onder {{myOrders}}',
  questions: 'Vragen over uw order? Neem contact op met {{shop}}, telefoon {{phone}} of e-mail {{email}}.',

  shippedSubject: 'Uw order {{orderNumber}} is verzonden',
  shippedIntro: 'Beste {{name}},\n\nUw order {{orderNumber}} is verzonden en komt naar het adres hieronder.',
  readySubject: 'Uw order {{orderNumber}} ligt klaar om af te halen',
  readyIntro:
    'Beste {{name}},\n\nUw order {{orderNumber}} ligt voor u klaar bij {{shop}}. U kunt de order afhalen op het adres hieronder, tijdens de openingstijden.',

  jobSubject: 'Nieuwe {{what}} {{orderNumber}} van {{company}}',
  jobSubjectNoCompany: 'Nieuwe {{what}} {{orderNumber}}',
  jobIntroQuote:
    'Er is een nieuwe offerteaanvraag voor {{shop}}: beantwoord hem op de orderbalie met een prijs.',
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
  headingJob: 'Opdracht',
  headingRequest: 'Uw aanvraag',
  lineJob: 'Opdracht',
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
  priceFollowsJob: 'Prijs volgt',
  priceByAgreement: 'Volgens afspraak',
  priceOnRequest: 'Prijs op aanvraag',

  expressSurcharge: 'Spoedtoeslag',
  deliveryCharge: 'Bezorgkosten',
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
