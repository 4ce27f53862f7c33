/**
 * Dutch texts for the content pages (one entry per content route) and the marketing block on
 * the home page of the default theme. The body uses a small markdown dialect: paragraphs
 * separated by a blank line, '## ' for an H2 and '- ' for bullet list items; nothing else.
 * Placeholders: {{brand}}, {{supportEmail}}, {{supportPhone}}.
 */
export const content = {
  marketing: {
    title: 'Voor wie | {{brand}}',
    description:
      '{{brand}} print, kopieert en digitaliseert voor kantoren, scholen, gemeenten, bouwbedrijven en zorginstellingen. Bekijk wat wij voor uw organisatie doen.',
    heading: 'Voor wie',
    body: `{{brand}} werkt voor meer dan 4000 organisaties, van kleine kantoren tot grote gemeenten. Wat zij gemeen hebben: ze willen dat drukwerk goed, op tijd en zonder gedoe geregeld is. Vanuit 5 locaties verwerken wij jaarlijks ongeveer 160.000 printopdrachten.

## Kantoren

Rapporten, offertes, presentaties en vergaderstukken print u niet meer zelf. U uploadt uw bestanden in het portaal, kiest papier en afwerking en wij bezorgen het resultaat op kantoor of u haalt het op bij een van onze locaties.

## Scholen en onderwijsinstellingen

Lesmateriaal, readers, examens en brochures voor open dagen drukken wij in de aantallen die u nodig heeft. Vertrouwelijke stukken zoals examens verwerken wij desgewenst via secured printing.

## Gemeenten en overheid

Voor gemeenten en andere overheden printen wij raadsstukken, bekendmakingen, tekeningen en formulieren. Daarnaast digitaliseren wij archieven en kunt u ons portaal koppelen aan uw inkoopsysteem.

## Bouw en techniek

Bouwtekeningen tot en met A0, bestekken en projectdossiers printen wij snel en scherp. Bouwborden, veiligheidsborden en stickers bestelt u kant-en-klaar in onze printstore.

## Zorg

Zorginstellingen vertrouwen ons patiëntinformatie, folders en vertrouwelijke dossiers toe. Gevoelige documenten printen en bezorgen wij onder gecontroleerde omstandigheden, en papieren dossiers digitaliseren wij zorgvuldig.`,
  },

  whatWeDo: {
    title: 'Wat wij doen | {{brand}}',
    description:
      '{{brand}} print documenten, tekeningen tot A0 en brochures, verzorgt kopieeropdrachten, digitaliseert archieven en print vertrouwelijke stukken veilig.',
    heading: 'Wat wij doen',
  },

  outsourcePrinting: {
    title: 'Print uitbesteden | {{brand}}',
    description:
      'Print uitbesteden aan {{brand}}: geen eigen drukmachines, heldere prijzen excl. BTW, een eigen bestelportaal en levering op kantoor of afhalen op locatie.',
    heading: 'Print uitbesteden',
  },

  tenderPrinting: {
    title: 'Print aanbesteden | {{brand}}',
    description:
      'Gaat u uw printwerk aanbesteden? {{brand}} levert betrouwbare printdiensten aan overheid en onderwijs, met heldere afspraken, rapportages en een eigen portaal.',
    heading: 'Print aanbesteden',
  },

  securedPrinting: {
    title: 'Secured printing | {{brand}}',
    description:
      'Met secured printing print en bezorgt {{brand}} vertrouwelijke documenten onder gecontroleerde omstandigheden, van upload tot overhandiging aan de ontvanger.',
    heading: 'Secured printing',
  },

  digitising: {
    title: 'Digitaliseren | {{brand}}',
    description:
      '{{brand}} digitaliseert uw papieren archief, dossiers en tekeningen tot A0. Uw scans bewaart en doorzoekt u veilig in de filestore van het portaal.',
    heading: 'Digitaliseren',
  },

  careers: {
    title: 'Werken bij {{brand}}',
    description:
      'Werken bij {{brand}}: een afwisselende baan in de printwereld op een van onze 5 locaties. Bekijk onze vacatures voor printoperator en chauffeur.',
    heading: 'Werken bij {{brand}}',
  },

  careersPrintOperator: {
    title: 'Vacature printoperator | {{brand}}',
    description:
      '{{brand}} zoekt een printoperator die zelfstandig printopdrachten verwerkt, van bestandscontrole tot afwerking. Lees wat de functie inhoudt en solliciteer.',
    heading: 'Vacature printoperator',
  },

  careersDriver: {
    title: 'Vacature chauffeur | {{brand}}',
    description:
      '{{brand}} zoekt een chauffeur die drukwerk en vertrouwelijke zendingen veilig en op tijd bij onze klanten bezorgt. Lees wat de functie inhoudt en solliciteer.',
    heading: 'Vacature chauffeur',
  },

  howWeWork: {
    title: 'Hoe doen wij dat | {{brand}}',
    description:
      'Zo werkt bestellen bij {{brand}}: bestanden uploaden, opties kiezen, direct de prijs zien en uw drukwerk laten bezorgen of zelf ophalen op een locatie.',
    heading: 'Hoe doen wij dat',
  },

  sustainability: {
    title: 'Duurzaam printen | {{brand}}',
    description:
      'Duurzaam printen bij {{brand}}: papier uit verantwoord beheerde bossen, printen op aanvraag, efficiënte bezorgroutes en hergebruik van restmateriaal.',
    heading: 'Duurzaam printen',
  },

  about: {
    title: 'Over {{brand}}',
    description:
      '{{brand}} verwerkt jaarlijks ongeveer 160.000 printopdrachten voor meer dan 4000 organisaties vanuit 5 locaties. Lees wie wij zijn en waar wij voor staan.',
    heading: 'Over {{brand}}',
  },

  faq: {
    title: 'Veelgestelde vragen | {{brand}}',
    description:
      'Antwoorden op veelgestelde vragen over bestellen bij {{brand}}: bestandsformaten, levertijden, afhalen, prijzen, offertes, secured printing en uw account.',
    heading: 'Veelgestelde vragen',
  },

  contact: {
    title: 'Contact | {{brand}}',
    description:
      'Neem contact op met {{brand}} via het contactformulier, per e-mail of telefonisch. Wij helpen u graag met vragen over bestellingen, offertes en uw account.',
    heading: 'Contact',
  },

  api: {
    title: '{{brand}} API',
    description:
      'Met de REST API van {{brand}} koppelt u uw inkoopsysteem of applicatie aan ons printportaal: JSON over HTTPS met bearer tokens en een OpenAPI-beschrijving.',
    heading: '{{brand}} API',
  },

  deliveryTerms: {
    title: 'Leveringsvoorwaarden | {{brand}}',
    description:
      'De leveringsvoorwaarden van {{brand}}: afspraken over offertes, prijzen excl. BTW, bestanden, levering, afhalen, levertijden, reclamaties en aansprakelijkheid.',
    heading: 'Leveringsvoorwaarden',
  },

  cookiePolicy: {
    title: 'Cookiebeleid | {{brand}}',
    description:
      'Welke cookies gebruikt het portaal van {{brand}}? Functionele cookies voor uw sessie en uploads, en alleen met uw toestemming cookies voor analyse.',
    heading: 'Cookiebeleid',
  },

  privacy: {
    title: 'Privacyverklaring | {{brand}}',
    description:
      'In deze privacyverklaring leest u welke persoonsgegevens {{brand}} verwerkt, waarom, hoe lang wij ze bewaren en welke rechten u heeft volgens de AVG.',
    heading: 'Privacyverklaring',
  },
  /** Labels around the page texts: breadcrumbs, the vacancy cards and the closing call to action. */
  page: {
    breadcrumbLabel: 'Kruimelpad',
    home: 'Startpagina',
    vacanciesLabel: 'Vacatures',
    viewVacancy: 'Bekijk de vacature',
    questionsTitle: 'Heeft u een vraag?',
    questionsText:
      'Neem contact met ons op via het contactformulier, mail naar {{supportEmail}} of bel {{supportPhone}}. Wij helpen u graag.',
    questionsButton: 'Neem contact op',
  },

  /** The reference rendered from the OpenAPI document on the API page. */
  apiReference: {
    heading: 'Referentie',
    loading: 'De API-beschrijving wordt geladen…',
    failed: 'De API-beschrijving kon niet worden geladen. Probeer het later nogmaals.',
    retry: 'Opnieuw proberen',
    empty: 'De API-beschrijving bevat nog geen endpoints.',
    rawJson: 'OpenAPI-document (JSON)',
    /** The texts of the API viewer (Scalar) around the contracts' own Dutch summaries. */
    viewer: {
      search: 'Zoeken',
      searchPlaceholder: 'Zoeken…',
      noResults: 'Niets gevonden',
      introduction: 'Inleiding',
      operations: 'Endpoints',
      openGroup: 'Groep openen',
      closeGroup: 'Groep sluiten',
      showAllEndpoints: 'Alle endpoints van {name} tonen',
      endpoints: 'Endpoints van {name}',
      server: 'Server',
      clientLibraries: 'Voorbeeldcode',
      body: 'Body',
      headers: 'Headers',
      pathParameters: 'Padparameters',
      queryParameters: 'Queryparameters',
      requestBody: 'Verzoek (body)',
      responses: 'Antwoorden',
      exampleResponses: 'Voorbeeldantwoorden',
      noBody: 'Geen inhoud',
      showSchema: 'Schema tonen',
      status: 'Status',
      required: 'verplicht',
      example: 'Voorbeeld',
      type: 'Type',
      default: 'Standaard',
      showSchemaDetails: 'Details van het schema tonen',
      oneOf: 'Een van',
      anyOf: 'Een of meer van',
      nullable: 'mag leeg zijn',
      showAllValues: 'Alle waarden tonen',
      hideValues: 'Waarden verbergen',
      copyLink: 'Link kopiëren',
      copied: 'Gekopieerd',
      copyEndpointUrl: 'URL van het endpoint kopiëren',
      showMore: 'Meer tonen',
      models: 'Schema’s',
      authentication: 'Authenticatie',
      optional: 'optioneel',
    },
    version: 'Versie {{version}}',
    baseUrl: 'Basis-URL',
    contents: 'Onderdelen',
    otherTag: 'Overig',
    authRequired: 'Bearer-token vereist',
    deprecated: 'Verouderd',
    parameters: 'Parameters',
    requestBody: 'Verzoek (body)',
    responses: 'Antwoorden',
    name: 'Naam',
    location: 'Plaats',
    type: 'Type',
    requiredColumn: 'Verplicht',
    description: 'Omschrijving',
    yes: 'ja',
    no: 'nee',
    bodyRequired: 'verplicht',
    bodyOptional: 'optioneel',
    in: { path: 'pad', query: 'query', header: 'header', cookie: 'cookie' },
    tags: {
      system: 'Systeem',
      accounts: 'Accounts en inloggen',
      themes: "Thema's",
      messages: 'Berichten (post-its)',
      mail: 'E-mail',
    },
    status: {
      '200': 'Gelukt',
      '201': 'Aangemaakt',
      '202': 'Geaccepteerd',
      '204': 'Gelukt, geen inhoud',
      '400': 'Ongeldig verzoek',
      '401': 'Niet ingelogd',
      '403': 'Geen toegang',
      '404': 'Niet gevonden',
      '409': 'Conflict',
      '410': 'Niet meer geldig',
      '413': 'Verzoek te groot',
      '415': 'Niet ondersteund gegevenstype',
      '422': 'Niet te verwerken',
      '429': 'Te veel verzoeken',
      '500': 'Serverfout',
      '503': 'Tijdelijk niet beschikbaar',
    },
  },

  /** The site footer: link groups, contact details and the copyright line. */
  footer: {
    services: 'Diensten',
    company: 'Over ons',
    legal: 'Juridisch',
    contactHeading: 'Klantenservice',
    contactText: 'Maandag tot en met vrijdag van 08:30 tot 17:00 uur.',
    copyright: '© {{year}} {{brand}}',
  },
} as const;
