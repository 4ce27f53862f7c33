/**
 * The copy and scan orders' own words (issue 28 points 3 and 4): the job forms, the scan's
 * delivery medium, and how a job reads as an order line (the same titles in the step, the mails,
 * My orders, the desk and the job ticket, since the order keeps them).
 */
export const describedOrders = {
  copyJob: {
    title: 'Kopieeropdracht',
    heading: 'Wat kopiëren wij?',
    intro: "Vul in hoeveel pagina's één set originelen heeft en hoeveel sets u terug wilt.",
    originals: "Originelen (pagina's per set)",
    copies: 'Aantal sets',
    format: 'Formaat',
    colour: 'Kleur',
    sides: 'Printwijze',
    finishing: 'Afwerking',
    formats: { A4: 'A4', A3: 'A3', A5: 'A5', other: 'Ander formaat (zie instructie)' },
    colours: { bw: 'Zwart/wit', colour: 'Kleur' },
    sidesOptions: { single: 'Enkelzijdig', double: 'Dubbelzijdig' },
    finishings: {
      none: 'Geen',
      staple: 'Nieten',
      punch: 'Perforeren (4-gaats)',
      ringBinding: 'Ringband',
      wireO: 'Wire-O-binding',
      other: 'Anders (zie instructie)',
    },
    pages: "{{count}} pagina's",
    priceFollows: 'Prijs volgt: dit formaat of deze afwerking prijzen wij na ontvangst van de originelen.',
    /** The documents product cannot price the job (not offered to this customer, a quantity it has no price for). */
    priceFollowsLater: 'Prijs volgt: u ontvangt de prijs van ons na ontvangst van de originelen.',
    price: 'Prijs excl. BTW',
    priceLoading: 'Prijs berekenen…',
    priceWaits: "Vul het aantal pagina's in, dan ziet u de prijs.",
  },
  scanJob: {
    title: 'Scanopdracht',
    heading: 'Wat scannen wij?',
    intro:
      "Een schatting van het aantal pagina's is genoeg: wij tellen bij het scannen en berekenen de prijs daarna.",
    pages: "Geschat aantal pagina's",
    colour: 'Kleur',
    resolution: 'Resolutie',
    searchable: 'Doorzoekbare PDF (tekstherkenning)',
    colours: { bw: 'Zwart/wit', colour: 'Kleur' },
    resolutions: { '200': '200 dpi', '300': '300 dpi (aanbevolen)', '600': '600 dpi' },
    yes: 'Ja',
    no: 'Nee',
  },
  medium: {
    heading: 'Hoe ontvangt u de scans?',
    archive: 'In een archief van Mijn archief',
    disk: 'Op een USB-stick',
    email: 'Per e-mail',
    other: 'Anders (zie instructie)',
    archiveName: 'Naam van het archief',
    archiveLocation: 'Herkomst van de originelen',
    archiveLocationHint: 'Bijvoorbeeld: afdeling HR, kast 3',
    archiveFolder: 'Map in het archief',
    emailAddress: 'E-mailadres',
    title: 'Opleverwijze',
    /** Under the heading: several may be chosen. */
    hint: 'Kies een of meer manieren.',
  },
  /** The step's choice between collecting the originals and bringing them. */
  originals: {
    heading: 'Ophalen van de originelen',
    collect: 'Wij halen op',
    bring: 'Ik breng ze naar een vestiging',
    alsoDelivery: 'Dit is ook het bezorgadres',
    pickUpDate: 'Ophaaldatum',
    bringDate: 'Brengdatum',
    choiceLabel: 'Hoe komen de originelen bij ons?',
    addressHeading: 'Ophaaladres',
    shopLabel: 'Naar vestiging',
  },
  /** The instruction for the shop, beside the job. */
  instruction: {
    label: 'Instructies voor de printshop',
    placeholder: 'Bijvoorbeeld: de originelen liggen bij de receptie, graag op volgorde houden.',
  },
  /** The delivery step (Opleveren): back to the pickup address, or another. */
  delivery: {
    toPickUpAddress: 'Bezorgen op het ophaaladres',
    noPickUpDate: 'De bezorgdatum volgt op de ophaaldatum. Kies eerst de ophaaldatum bij Ophalen.',
  },
  /** The confirm step's blocks. */
  summary: {
    pickUpHeading: 'Ophalen',
    collectAt: 'Wij halen op bij',
    bringTo: 'U brengt ze naar',
    pickUpDate: 'Ophaaldatum',
    bringDate: 'Brengdatum',
    noAddress: 'Nog geen adres gekozen.',
    noDate: 'Nog geen datum gekozen.',
    noJob: 'Nog niet ingevuld.',
    noMedium: 'Nog geen opleverwijze gekozen.',
    price: 'Prijs excl. BTW',
  },
  priceFollows: 'Prijs volgt',
} as const;
