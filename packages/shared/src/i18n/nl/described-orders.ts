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
  },
  /** The step's choice between collecting the originals and bringing them. */
  originals: {
    heading: 'Ophalen van de originelen',
    collect: 'Wij halen op',
    bring: 'Ik breng ze naar een vestiging',
    alsoDelivery: 'Dit is ook het bezorgadres',
    pickUpDate: 'Ophaaldatum',
    bringDate: 'Brengdatum',
  },
  priceFollows: 'Prijs volgt',
} as const;
