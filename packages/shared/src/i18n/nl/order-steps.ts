/**
 * The deliver/pickup step and the address form every order flow shares (spec 02 section 2.3).
 * The inline messages and field problems are the 'order' namespace's (order.ts); the invoice
 * step's own texts are the 'invoiceStep' namespace's (invoice-step.ts).
 */
export const orderSteps = {
  loginNeeded: {
    title: 'Log in om verder te gaan',
    text: 'Uw adressen, vestiging en factuurgegevens horen bij uw account. Log in om deze stap in te vullen.',
    action: 'Inloggen',
  },
  /** A flow a purchasing portal does not place, entered by its address (decision 0100). */
  notInPortal: {
    title: 'Niet vanuit uw inkoopsysteem',
    text: 'Deze opdracht plaatst u niet vanuit uw inkoopsysteem: alleen bestellingen met een prijs gaan terug naar uw inkoopsysteem. Voor een offerte, een kopieer-, scan- of beveiligde printopdracht helpen wij u graag verder.',
    home: 'Naar de startpagina',
    contact: 'Contact opnemen',
  },
  loadFailed: 'Deze gegevens konden niet worden geladen. Controleer uw verbinding en probeer het opnieuw.',
  retry: 'Opnieuw proberen',
  /** The titles of the step pages. */
  titles: { deliver: 'Bezorgen', invoice: 'Factureren', confirm: 'Controleren' },
  /** The stepper above every step (spec 01 section 9: Printen, Bezorgen, Factureren, Controleren). */
  stepper: {
    label: 'Stappen van uw bestelling',
    steps: { cart: 'Printen', deliver: 'Bezorgen', invoice: 'Factureren', confirm: 'Controleren' },
    incomplete: 'nog niet compleet',
    current: 'huidige stap',
  },
  /**
   * Every flow's steps as its stepper and page titles name them (spec 02 section 9: copy and scan
   * Ophalen, Opleveren, Factureren, Controleren; a quote Opdracht, Bezorgen, Afrekenen,
   * Controleren).
   */
  flows: {
    print: { cart: 'Printen', deliver: 'Bezorgen', invoice: 'Factureren', confirm: 'Controleren' },
    copy: { pickUp: 'Ophalen', deliver: 'Opleveren', invoice: 'Factureren', confirm: 'Controleren' },
    scan: { pickUp: 'Ophalen', deliver: 'Opleveren', invoice: 'Factureren', confirm: 'Controleren' },
    quote: { description: 'Opdracht', deliver: 'Bezorgen', invoice: 'Afrekenen', confirm: 'Controleren' },
    quoted: { deliver: 'Bezorgen', invoice: 'Factureren', confirm: 'Controleren' },
    secured: { files: 'Printen', deliver: 'Bezorgen', invoice: 'Factureren', confirm: 'Controleren' },
    store: { cart: 'Producten', deliver: 'Bezorgen', invoice: 'Factureren', confirm: 'Controleren' },
  },
  /** The deliver step's name once the customer chose to collect the order (orderType pickUp). */
  pickUpStep: 'Afhalen',
  /** What the flow is, above its step's title (the print order shows none: it is the portal's own). */
  flowNames: {
    print: 'Printorder',
    copy: 'Kopieeropdracht',
    scan: 'Scanopdracht',
    quote: 'Offerteaanvraag',
    quoted: 'Offerte bestellen',
    secured: 'Beveiligd printen',
    store: 'Printwinkel',
  },
  /** The buttons to the step before and after, named by the step they lead to. */
  nextTo: 'Naar {{step}}',
  previousTo: 'Terug naar {{step}}',
  next: { invoice: 'Naar Factureren', confirm: 'Naar Controleren' },
  previous: { cart: 'Terug naar Printen', deliver: 'Terug naar Bezorgen', invoice: 'Terug naar Factureren' },
  /** Purchasing-portal mode: the number the shop calls about the order (spec 02 section 5). */
  phone: {
    heading: 'Contact',
    label: 'Telefoonnummer',
    description: 'Waarop wij u over deze bestelling kunnen bellen.',
    missing: 'Vul uw telefoonnummer in.',
    invalid: 'Vul een telefoonnummer in van ten minste 9 cijfers, zonder letters.',
  },
  /** The delivery, invoice and instruction blocks of the confirm step, each with 'Wijzigen'. */
  summary: {
    edit: 'Wijzigen',
    deliverHeading: 'Bezorgen',
    pickUpHeading: 'Afhalen',
    deliveryAddress: 'Bezorgadres',
    pickUpAddress: 'Afhalen bij',
    /** The secured flow's pickup: the shop hands the work to the user only (spec 02 section 5). */
    collectedBy: 'Af te halen door',
    constructionSite: 'Bouwplaats',
    noAddress: 'Nog geen adres gekozen.',
    date: { deliver: 'Bezorgdatum', pickUp: 'Afhaaldatum' },
    dateAt: '{{date}} om {{time}}',
    noDate: 'Nog geen datum gekozen.',
    express: 'Spoed',
    letter: 'Voor de bezorger',
    invoiceHeading: 'Factureren',
    customerNumber: 'Klantnummer',
    company: 'Bedrijf',
    newCustomer: 'Nieuwe klant',
    noInvoice: 'Nog geen factuurgegevens gekozen.',
    project: 'Project',
    reference: 'Referentie',
    quotationNumber: 'Offertenummer',
    none: '–',
    instructionsHeading: 'Instructies voor de printshop',
    noInstructions: 'Geen instructies.',
  },
  deliver: {
    heading: 'Bezorgen of afhalen',
    orderTypeLabel: 'Hoe ontvangt u uw order?',
    orderType: { deliver: 'Bezorgen', pickUp: 'Afhalen' },
    /** What delivery costs, before the customer confirms (decision 0131). */
    costs: {
      heading: 'Kosten',
      caption: 'Kosten van bezorgen of afhalen',
      charge: 'Bezorgkosten',
      free: 'Gratis',
      freeFrom: 'Gratis bezorgd vanaf {{amount}} excl. BTW; bestel nog {{short}} bij voor gratis bezorging.',
      freeReached: 'Uw bestelling wordt gratis bezorgd.',
      pickUpFree: 'Afhalen is gratis.',
      minimum: 'Het minimale orderbedrag is {{amount}} excl. BTW.',
    },
    addressHeading: 'Bezorgadres',
    searchLabel: 'Zoek in uw adressen',
    searchPlaceholder: 'Bedrijf, straat, plaats of postcode',
    noMatch: 'Niets gevonden',
    edit: 'Bewerken',
    add: 'Nieuw',
    constructionSite: 'Bouwplaats',
    letterLabel: 'Brief of instructies voor de bezorger',
    letterPlaceholder: 'Bijvoorbeeld: afgeven bij de receptie, 2e verdieping.',
    pickUpHeading: 'Afhaaladres',
    pickUpShopLabel: 'Afhalen bij vestiging',
    collectedBy: 'Af te halen door {{name}}, met een geldig legitimatiebewijs.',
    shopHeading: 'Uw order wordt gemaakt door',
    shopLoading: 'Vestiging zoeken…',
    dateHeading: { deliver: 'Bezorgdatum', pickUp: 'Afhaaldatum' },
    datesLoading: 'Data laden…',
    addressesLoading: 'Uw adressen worden geladen…',
    timeLabel: 'Tijdstip',
    express: 'Spoed',
    dateMoved: 'De gekozen datum is niet meer haalbaar. Wij kozen de eerstvolgende: {{date}}.',
  },
  shopCard: {
    phone: 'Telefoon',
    email: 'E-mail',
    website: 'Website',
    openingHours: 'Openingstijden',
    closed: 'gesloten',
    hours: '{{opens}}–{{closes}}',
    weekdays: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
  },
  addressForm: {
    titleNew: 'Nieuw bezorgadres',
    titleEdit: 'Bezorgadres bewerken',
    lookupHint: 'Vul postcode en huisnummer in: wij zoeken straat en plaats erbij.',
    lookupBusy: 'Adres zoeken…',
    lookupFailed: 'Bij deze postcode en dit huisnummer vonden wij geen adres. Vul straat en plaats zelf in.',
    lookupUnavailable: 'Het adres kon nu niet worden opgezocht. Vul straat en plaats zelf in.',
    chooseAddress: 'Bij dit huisnummer horen meer adressen. Kies het juiste adres',
    constructionSiteHint:
      'Bij een bouwplaats zijn postcode en huisnummer niet verplicht; de chauffeur belt het telefoonnummer.',
    save: 'Opslaan',
    cancel: 'Annuleren',
    delete: 'Verwijderen',
    confirmDelete: 'Weet u zeker dat u dit adres wilt verwijderen?',
    saved: 'Het adres is opgeslagen.',
    deleted: 'Het adres is verwijderd.',
    incomplete: 'Nog niet alle verplichte velden zijn (correct) ingevuld.',
  },
} as const;
