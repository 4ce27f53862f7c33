import { orderKindWording } from './order-kind-wording';
import { priceWording } from './price-wording';

/**
 * My orders (spec 01 section 2, 'my orders dialog, 650 wide'; issue 13 point 7): the user's
 * orders, one order's lines, delivery or pickup and status history. The states' names are the
 * 'orderStatus' namespace's, as the server sends them with each order.
 */
export const myOrders = {
  listLabel: 'Uw orders, nieuwste eerst',
  loading: 'Uw orders worden geladen…',
  failed: 'Uw orders konden niet worden geladen. Controleer uw verbinding en probeer het opnieuw.',
  retry: 'Opnieuw proberen',
  empty: 'U heeft nog geen orders geplaatst.',
  upload: 'Bestanden uploaden',
  loadMore: 'Meer laden',
  loginFirst: 'Log in om uw orders te bekijken.',
  logIn: 'Inloggen',
  notAvailable:
    'Uw orders zijn in dit portaal niet in te zien. Neem voor vragen over een order contact met ons op.',
  close: 'Sluiten',
  /** What an order is, as a badge in the list and a fact of the opened order (issue 28). */
  kinds: orderKindWording,
  /** One order in the list; screen readers hear it as one button. */
  item: {
    number: 'Order {{number}}',
    placedAt: 'Geplaatst op {{date}}',
    reference: 'Referentie: {{reference}}',
    project: 'Project: {{project}}',
    inclVat: '{{price}} incl. BTW',
    exclVat: '{{price}} excl. BTW',
    /** An order without a priced line, by its kind (none for a quote request). */
    noTotal: {
      follows: priceWording.follows,
      jobFollows: priceWording.jobFollows,
      byAgreement: priceWording.byAgreement,
    },
    /** Amounts the customer was not shown when ordering (the theme or a product hid them). */
    onRequest: priceWording.onRequest,
    express: 'Spoed',
  },
  detail: {
    back: 'Terug naar mijn orders',
    title: 'Order {{number}}',
    loading: 'De order wordt geladen…',
    failed: 'Deze order kon niet worden geladen.',
    facts: 'Gegevens van de order',
    placedAt: 'Geplaatst op',
    status: 'Status',
    kind: 'Soort',
    customerNumber: 'Klantnummer',
    project: 'Project',
    reference: 'Referentie',
    at: '{{date}} om {{time}}',
    /** How the order reaches the customer. */
    fulfilment: {
      heading: 'Bezorgen of afhalen',
      deliver: 'Bezorgen',
      pickUp: 'Afhalen',
      scanOrder: 'Scanopdracht',
      copyOrder: 'Kopieeropdracht',
      deliveryAddress: 'Bezorgadres',
      pickUpAt: 'Afhalen bij',
      collectFrom: 'Originelen ophalen bij',
      collectDate: 'Ophaaldatum originelen',
      shop: 'Vestiging',
      spoed: 'spoed',
      noDate: 'Nog niet bekend',
    },
    /** The lines: files, a copy or scan job, or what a quote request asks. */
    lines: {
      heading: 'Bestanden',
      headingJob: 'Opdracht',
      headingRequest: 'Uw aanvraag',
      caption: 'De bestanden van deze order',
      captionJob: 'De opdracht van deze order',
      captionRequest: 'Wat u heeft aangevraagd',
      quantity: 'Aantal',
      follows: priceWording.follows,
      jobFollows: priceWording.jobFollows,
      byAgreement: priceWording.byAgreement,
      onRequest: priceWording.onRequest,
    },
    /**
     * A quote request and its answer (issue 28 point 5), and on the order placed on a quote the
     * quote it follows.
     */
    quote: {
      heading: 'Offerte',
      waiting:
        'Wij hebben uw aanvraag ontvangen en sturen u zo snel mogelijk een offerte. U vindt hem dan ook hier.',
      facts: 'Gegevens van de offerte',
      quotationNo: 'Offertenummer',
      requestNumber: 'Aanvraag',
      answeredAt: 'Offerte van',
      exclVat: 'Prijs excl. BTW',
      vat: 'BTW ({{percent}}%)',
      inclVat: 'Prijs incl. BTW',
      validUntil: 'Geldig tot en met',
      note: 'Toelichting',
      order: 'Offerte bestellen',
      expired: 'Deze offerte is verlopen. Vraag een nieuwe offerte aan, dan maken wij een nieuwe prijs.',
      orderedAs: 'U heeft deze offerte besteld als order {{number}}.',
      openOrder: 'Order {{number}} bekijken',
      follows: 'Deze order volgt offerte {{quotationNo}} (aanvraag {{requestNumber}}).',
      openRequest: 'Aanvraag {{number}} bekijken',
    },
    totals: {
      caption: 'Totalen van de order',
      express: 'Spoedtoeslag',
      delivery: 'Bezorgkosten',
      exclVat: 'Totaal excl. BTW',
      vat: 'BTW',
      inclVat: 'Totaal incl. BTW',
      unpriced_one: 'Eén bestand heeft nog geen prijs en is niet in het totaal opgenomen.',
      unpriced_other: '{{count}} bestanden hebben nog geen prijs en zijn niet in het totaal opgenomen.',
    },
    history: {
      heading: 'Statusgeschiedenis',
      note: 'Notitie: {{note}}',
    },
  },
  reorder: {
    button: 'Opnieuw bestellen',
    noSession: 'Uw winkelwagen is nog niet geladen. Probeer het zo opnieuw.',
    failed: 'Opnieuw bestellen is niet gelukt.',
    title: 'In uw winkelwagen',
    intro: 'De bestanden van order {{number}} staan in uw winkelwagen, met de prijzen van vandaag.',
    caption: 'Opnieuw bestelde bestanden met de prijs van toen en van nu',
    file: 'Bestand',
    previous: 'Toen',
    now: 'Nu',
    difference: 'Verschil',
    /** The order's price was to follow; today's could not be computed (decision 0068). */
    previousNoPrice: priceWording.follows,
    nowNoPrice: priceWording.noPrice,
    total: 'Totaal excl. BTW',
    leftOutTitle: 'Niet in de winkelwagen',
    leftOutCaption: 'Bestanden die niet opnieuw besteld konden worden',
    toCart: 'Naar de winkelwagen',
  },
} as const;
