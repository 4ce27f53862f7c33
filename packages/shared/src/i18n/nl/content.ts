/**
 * Dutch headings of the content pages (one entry per content route; the footer links show
 * them), the footer, and the marketing block on the home page of the default theme. The pages'
 * titles and descriptions are in content-pages.ts, their bodies in content-bodies.ts. The body uses a small markdown dialect: paragraphs
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
    heading: 'Wat wij doen',
  },

  outsourcePrinting: {
    heading: 'Print uitbesteden',
  },

  tenderPrinting: {
    heading: 'Print aanbesteden',
  },

  securedPrinting: {
    heading: 'Secured printing',
  },

  digitising: {
    heading: 'Digitaliseren',
  },

  careers: {
    heading: 'Werken bij {{brand}}',
  },

  careersPrintOperator: {
    heading: 'Vacature printoperator',
  },

  careersDriver: {
    heading: 'Vacature chauffeur',
  },

  howWeWork: {
    heading: 'Hoe doen wij dat',
  },

  sustainability: {
    heading: 'Duurzaam printen',
  },

  about: {
    heading: 'Over {{brand}}',
  },

  faq: {
    heading: 'Veelgestelde vragen',
  },

  contact: {
    heading: 'Contact',
  },

  api: {
    heading: '{{brand}} API',
  },

  deliveryTerms: {
    heading: 'Leveringsvoorwaarden',
  },

  cookiePolicy: {
    heading: 'Cookiebeleid',
  },

  privacy: {
    heading: 'Privacyverklaring',
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
