/**
 * The quote flows' own words (issue 28 point 5; spec 02 sections 2.3, 4 and 8): asking for a
 * quote (offerte-aanvraag: Opdracht, Bezorgen, Afrekenen, Controleren) and ordering an answered
 * one ('Order n.a.v. offerteaanvraag': Bezorgen, Factureren, Controleren). The steps' titles
 * and the inline messages are the 'orderSteps' and 'order' namespaces'.
 */
export const quoteFlows = {
  /** Opdracht: what the customer asks a price for, and whether the uploaded files go along. */
  description: {
    heading: 'Uw opdracht',
    intro:
      'Beschrijf wat wij voor u maken, dan sturen wij u een offerte. Noem bijvoorbeeld aantallen, formaat, papier, afwerking en wanneer u het nodig heeft.',
    label: 'Opdrachtomschrijving',
    placeholder: 'Bijvoorbeeld: 250 brochures A4, 16 pagina’s in kleur op 150 g/m² silk, geniet.',
    includeFiles: 'Bestanden meesturen',
    includeFilesHint: 'De bestanden die u hebt geüpload gaan mee met uw aanvraag.',
    filesHeading: 'Bestanden bij uw aanvraag',
    noFiles:
      'U hebt nog geen bestanden geüpload. Voeg ze hier toe, of vraag de offerte aan zonder bestanden.',
    addFiles: 'Bestanden toevoegen',
    fileInputLabel: 'Bestanden kiezen voor uw aanvraag',
  },
  /** The confirm step's block of the request (no prices: the quote brings them). */
  summary: {
    heading: 'Uw aanvraag',
    description: 'Omschrijving',
    noDescription: 'Nog geen omschrijving.',
    files: 'Bestanden',
    withoutFiles: 'Zonder bestanden',
    uploading: 'Uw bestanden worden nog geüpload. Een moment geduld, klik hier.',
  },
  /** Ordering an answered quote. */
  quoted: {
    missingTitle: 'Welke offerte wilt u bestellen?',
    missingText:
      'Open Mijn orders en kies daar bij uw offerte ‘Offerte bestellen’. U komt dan hier terug met de offerte.',
    toMyOrders: 'Naar Mijn orders',
    loading: 'De offerte wordt geladen…',
    loadFailed: 'De offerte kon niet worden geladen. Controleer uw verbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
    unavailableTitle: 'Deze offerte kunt u hier niet bestellen',
    notFound: 'Deze offerte vonden wij niet bij uw account.',
    notAnswered:
      'Op deze aanvraag hebben wij nog geen offerte gestuurd. U krijgt een e-mail zodra die er is.',
    ordered: 'Deze offerte is al besteld, met order {{number}}.',
    closed: 'Deze offerte is ingetrokken.',
    /** The server refused the order: the quote expired or was ordered meanwhile. */
    refusedExpired: 'Deze offerte is verlopen. Vraag een nieuwe offerte aan, dan maken wij een nieuwe prijs.',
    refusedNotOrderable: 'Deze offerte kan niet (meer) besteld worden: hij is al besteld of ingetrokken.',
    backToMyOrders: 'Terug naar Mijn orders',
    expired:
      'Deze offerte is verlopen op {{date}}. Vraag een nieuwe offerte aan, dan maken wij een nieuwe prijs.',
    /** Above Bezorgen and Factureren: which quote is being ordered. */
    ordering: 'U bestelt offerte {{number}} voor {{price}} excl. BTW, geldig tot en met {{date}}.',
    orderingWithoutPrice: 'U bestelt offerte {{number}}, geldig tot en met {{date}}.',
    heading: 'Offerte {{number}}',
    request: 'Aanvraag',
    description: 'Omschrijving',
    files: 'Bestanden',
    withoutFiles: 'Zonder bestanden',
    pages: '{{count}} pagina’s',
    pagesOne: '1 pagina',
    note: 'Toelichting',
    validUntil: 'Geldig tot en met',
    price: 'Prijs excl. BTW',
  },
} as const;
