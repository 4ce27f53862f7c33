import { priceWording } from './price-wording';

/**
 * The confirm step (Controleren) and placing the order (spec 02 sections 2.3, 4 and 8; issue 13):
 * the cart's lines, the totals with BTW, the legal line, the submit button, the sending,
 * thanks and error dialogs. The delivery and invoice summaries are the 'orderSteps' namespace's
 * (order-steps.ts), the inline messages of the steps the 'order' namespace's (order.ts).
 */
export const orderConfirm = {
  intro: 'Controleer uw bestelling. Klopt alles, rond de bestelling dan af.',
  /** A quote request's: nothing is ordered yet. */
  introQuote: 'Controleer uw aanvraag. Klopt alles, verzend de aanvraag dan.',
  edit: 'Wijzigen',
  /** Above the inline messages, each a link to the step that fixes it (spec 02 section 8). */
  incomplete: 'Let op, uw order is nog niet compleet.',
  filesMissing: 'Bestanden ontbreken nog, klik hier.',
  cart: {
    heading: 'Bestanden',
    loading: 'Uw winkelwagen wordt geladen…',
    failed: 'Uw winkelwagen kon niet worden geladen. Controleer uw verbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
    empty: 'Er staan nog geen bestanden in uw winkelwagen.',
    caption: 'De bestanden in uw winkelwagen',
    file: 'Bestand',
    product: 'Product',
    quantity: 'Aantal',
    price: 'Prijs',
    noPrice: priceWording.noPrice,
    onRequest: priceWording.onRequest,
  },
  totals: {
    caption: 'Totalen van uw bestelling',
    express: 'Spoedtoeslag',
    /** The delivery charge (decision 0131); 'Gratis' above the free-delivery amount. */
    goods: 'Bestelwaarde',
    delivery: 'Bezorgkosten',
    deliveryFree: 'Gratis',
    exclVat: 'Totaal excl. BTW',
    vat: 'BTW {{percent}}%',
    inclVat: 'Totaal incl. BTW',
    unpriced_one:
      'Eén bestand heeft geen prijs: die is niet in het totaal opgenomen; u ontvangt de prijs van ons.',
    unpriced_other:
      '{{count}} bestanden hebben geen prijs: die zijn niet in het totaal opgenomen; u ontvangt de prijs van ons.',
    /** A copy or scan job whose price follows (decision 0096). */
    unpricedJob:
      'De prijs van de opdracht volgt: die is niet in het totaal opgenomen; u ontvangt de prijs van ons.',
    /** Lines of a product sold on a quote (hidePrice): their price is not shown, so not in the total. */
    onRequest_one: 'Eén bestand heeft een prijs op aanvraag: die is niet in het totaal opgenomen.',
    onRequest_other:
      '{{count}} bestanden hebben een prijs op aanvraag: die zijn niet in het totaal opgenomen.',
  },
  /** The legal line (spec 02 section 2.3): the link text is the middle part. */
  legal: {
    before: 'Op uw bestelling zijn onze ',
    link: 'leveringsvoorwaarden',
    after: ' van toepassing.',
  },
  submit: 'Bestelling afronden',
  /** A quote request's (spec 02 section 2.3). */
  submitQuote: 'Aanvraag verzenden',
  /** Purchasing-portal mode (sapPortal). */
  submitPortal: 'Bestelling verzenden',
  /**
   * Purchasing-portal mode, after placing (spec 02 sections 2.3 and 4): the order goes back to the
   * purchasing system by a form that sends itself after the seconds the text says (10, decisions
   * 0055 and 0136).
   */
  punchOut: {
    title: 'Uw opdracht is verzonden',
    number: 'Uw ordernummer is {{number}}.',
    text: 'Uw bestelling gaat nu terug naar uw inkoopsysteem. Rond haar daar af.',
    countdown_one: 'Over {{count}} seconde wordt u automatisch doorgestuurd.',
    countdown_other: 'Over {{count}} seconden wordt u automatisch doorgestuurd.',
    submit: 'Nu doorsturen',
  },
  notComplete: 'Opdracht nog niet compleet',
  /**
   * Below the minimum order value (decision 0131): said on Controleren before the customer tries,
   * and by the server when it refuses (ORDER_BELOW_MINIMUM), in the same words.
   */
  belowMinimum: {
    title: 'Minimaal orderbedrag niet bereikt',
    text: 'Wij nemen bestellingen aan vanaf {{minimum}} excl. BTW. Uw bestelling komt op {{goods}}: voeg nog {{short}} toe om te kunnen bestellen.',
    link: 'Terug naar uw bestelling',
    button: 'Minimaal orderbedrag niet bereikt',
  },
  priceChanged:
    'De prijs van uw order is gewijzigd sinds u hem zag. Het nieuwe totaal is {{total}} excl. BTW. Controleer het en rond de bestelling opnieuw af.',
  sending: 'Uw opdracht wordt verwerkt.',
  thanks: {
    title: 'Bedankt voor uw order',
    number: 'Uw ordernummer is {{number}}.',
    mail: 'U ontvangt een bevestiging per e-mail.',
    countdown_one: 'Over {{count}} seconde gaat u terug naar de startpagina.',
    countdown_other: 'Over {{count}} seconden gaat u terug naar de startpagina.',
    home: 'Naar de startpagina',
    /** Stops the countdown: the dialog then stays until it is closed. */
    stop: 'Aftellen stoppen',
    stopped: 'Het venster blijft open tot u het sluit.',
    /** After a quote request (spec 02 section 2.3): the answer follows; Sluiten clears the files and goes home. */
    quoteTitle: 'Bedankt voor uw aanvraag',
    quoteNumber: 'Uw aanvraag heeft nummer {{number}}.',
    quoteText:
      'Wij sturen u zo snel mogelijk een offerte, meestal binnen 1 werkdag. U vindt de aanvraag en straks de offerte onder Mijn orders.',
    close: 'Sluiten',
  },
  failure: {
    title: 'Fout bij het plaatsen van de order',
    /** Copy and scan orders (spec 02 section 8). */
    jobTitle: 'Probleem bij het plaatsen van uw order',
    /** A quote request (spec 02 section 8). */
    quoteTitle: 'Probleem bij het verzenden van uw offerte',
    upload:
      'Uw bestanden zijn niet correct geupload. Uw winkelwagen is geleegd. Probeer de bestanden opnieuw te uploaden.',
    network:
      'Wij konden het portaal niet bereiken en weten daarom niet of uw order is aangekomen. Probeer het opnieuw: uw order wordt daarbij niet dubbel geplaatst.',
    helpdesk:
      'Lukt het niet, neem dan contact op met onze helpdesk: bel {{supportPhone}} of mail naar {{supportEmail}}.',
    close: 'Sluiten',
  },
} as const;
