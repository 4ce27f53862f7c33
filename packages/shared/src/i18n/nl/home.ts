/** Dutch texts of the home screen: the globe, the round menu, intro screens and post-its. */
export const home = {
  globeUploadTitle: 'Bestanden printen',
  globeUploadText: 'Sleep uw bestanden hierheen of kies bestanden',
  chooseFiles: 'Kies bestanden',
  /** The way to files of the customer's archives (decision 0125): shown beside every way to add files. */
  fromFilestore: 'Selecteer uit bestandsopslag',
  backToMenu: 'Terug naar het menu',
  fileInputLabel: 'Bestanden kiezen om te printen',
  dropHint: 'Laat de bestanden los om ze toe te voegen',
  /** The globe while files are on their way (decision 0036). */
  uploadProgress: {
    label: 'Voortgang van het uploaden',
    text: '{{sent}} van {{total}} verzonden',
    percent: '{{percent}}%',
  },
  menuLabel: 'Wat wilt u doen?',
  subMenuLabel: 'Keuzes voor {{title}}',
  opensInNewTab: '(opent in een nieuw tabblad)',
  openingText: 'Een moment, het volgende scherm verschijnt zo.',
  openingStatus: '{{title}} wordt geopend…',
  introDontShowAgain: 'Dit scherm niet meer tonen',
  introContinue: 'Doorgaan',
  introBack: 'Terug',
  postItsLabel: 'Mededelingen',
  closeMessageFailed: 'Het bericht kon niet worden gesloten.',
  checkConnection: 'Controleer uw internetverbinding en probeer het opnieuw.',
  /** The globe's cart summary and print-store cart (spec 01 section 2). */
  cartSummary: {
    title: 'Uw winkelwagen',
    /** {{what}}: the counts below, '3 bestanden en 2 artikelen'. */
    more: 'en nog {{what}}',
    count_one: '{{count}} bestand',
    count_other: '{{count}} bestanden',
    /** Print store items, counted in pieces. */
    items_one: '{{count}} artikel',
    items_other: '{{count}} artikelen',
    and: ' en ',
    total: 'Totaal excl. BTW',
    order: 'Winkelwagen bekijken',
    checkOut: 'Afrekenen',
    /** A store line of a package (it has no product type). */
    package: 'Pakket',
    upload: 'Bestanden toevoegen',
  },
  orderFiles: 'Product kiezen en bestellen',
  /** The default theme's one line on what the provider does and where to start (issue 29 point 7). */
  pitch:
    '{{brand}} print, bezorgt en digitaliseert voor meer dan 4000 organisaties: upload uw bestanden voor een directe prijs.',
  pitchPrices: 'Wat kost printen?',
  pitchStore: 'Borden en stickers',
} as const;
