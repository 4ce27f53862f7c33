/**
 * The content pages' titles and descriptions (for the browser tab and search engines) and the
 * labels around their texts; the web app loads them with those pages (app/routes/content-texts.ts),
 * not with the home page. The headings are in content.ts: the footer links show them.
 */
export const contentPages = {
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
  whatWeDo: {
    title: 'Wat wij doen | {{brand}}',
    description:
      '{{brand}} print documenten, tekeningen tot A0 en brochures, verzorgt kopieeropdrachten, digitaliseert archieven en print vertrouwelijke stukken veilig.',
  },
  outsourcePrinting: {
    title: 'Print uitbesteden | {{brand}}',
    description:
      'Print uitbesteden aan {{brand}}: geen eigen drukmachines, heldere prijzen excl. BTW, een eigen bestelportaal en levering op kantoor of afhalen op locatie.',
  },
  tenderPrinting: {
    title: 'Print aanbesteden | {{brand}}',
    description:
      'Gaat u uw printwerk aanbesteden? {{brand}} levert betrouwbare printdiensten aan overheid en onderwijs, met heldere afspraken, rapportages en een eigen portaal.',
  },
  securedPrinting: {
    title: 'Secured printing | {{brand}}',
    description:
      'Met secured printing print en bezorgt {{brand}} vertrouwelijke documenten onder gecontroleerde omstandigheden, van upload tot overhandiging aan de ontvanger.',
  },
  digitising: {
    title: 'Digitaliseren | {{brand}}',
    description:
      '{{brand}} digitaliseert uw papieren archief, dossiers en tekeningen tot A0. Uw scans bewaart en doorzoekt u veilig in de filestore van het portaal.',
  },
  careers: {
    title: 'Werken bij {{brand}}',
    description:
      'Werken bij {{brand}}: een afwisselende baan in de printwereld op een van onze 5 locaties. Bekijk onze vacatures voor printoperator en chauffeur.',
  },
  careersPrintOperator: {
    title: 'Vacature printoperator | {{brand}}',
    description:
      '{{brand}} zoekt een printoperator die zelfstandig printopdrachten verwerkt, van bestandscontrole tot afwerking. Lees wat de functie inhoudt en solliciteer.',
  },
  careersDriver: {
    title: 'Vacature chauffeur | {{brand}}',
    description:
      '{{brand}} zoekt een chauffeur die drukwerk en vertrouwelijke zendingen veilig en op tijd bij onze klanten bezorgt. Lees wat de functie inhoudt en solliciteer.',
  },
  howWeWork: {
    title: 'Hoe doen wij dat | {{brand}}',
    description:
      'Zo werkt bestellen bij {{brand}}: bestanden uploaden, opties kiezen, direct de prijs zien en uw drukwerk laten bezorgen of zelf ophalen op een locatie.',
  },
  sustainability: {
    title: 'Duurzaam printen | {{brand}}',
    description:
      'Duurzaam printen bij {{brand}}: papier uit verantwoord beheerde bossen, printen op aanvraag, efficiënte bezorgroutes en hergebruik van restmateriaal.',
  },
  about: {
    title: 'Over {{brand}}',
    description:
      '{{brand}} verwerkt jaarlijks ongeveer 160.000 printopdrachten voor meer dan 4000 organisaties vanuit 5 locaties. Lees wie wij zijn en waar wij voor staan.',
  },
  faq: {
    title: 'Veelgestelde vragen | {{brand}}',
    description:
      'Antwoorden op veelgestelde vragen over bestellen bij {{brand}}: bestandsformaten, levertijden, afhalen, prijzen, offertes, secured printing en uw account.',
  },
  contact: {
    title: 'Contact | {{brand}}',
    description:
      'Neem contact op met {{brand}} via het contactformulier, per e-mail of telefonisch. Wij helpen u graag met vragen over bestellingen, offertes en uw account.',
  },
  api: {
    title: '{{brand}} API',
    description:
      'Met de REST API van {{brand}} koppelt u uw inkoopsysteem of applicatie aan ons printportaal: JSON over HTTPS met bearer tokens en een OpenAPI-beschrijving.',
  },
  deliveryTerms: {
    title: 'Leveringsvoorwaarden | {{brand}}',
    description:
      'De leveringsvoorwaarden van {{brand}}: afspraken over offertes, prijzen excl. BTW, bestanden, levering, afhalen, levertijden, reclamaties en aansprakelijkheid.',
  },
  cookiePolicy: {
    title: 'Cookiebeleid | {{brand}}',
    description:
      'Welke cookies gebruikt het portaal van {{brand}}? Functionele cookies voor uw sessie en uploads, en alleen met uw toestemming cookies voor analyse.',
  },
  privacy: {
    title: 'Privacyverklaring | {{brand}}',
    description:
      'In deze privacyverklaring leest u welke persoonsgegevens {{brand}} verwerkt, waarom, hoe lang wij ze bewaren en welke rechten u heeft volgens de AVG.',
  },
} as const;
