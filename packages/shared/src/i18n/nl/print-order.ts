import { priceWording } from './price-wording';

/**
 * The print order's first step, Printen (spec 02 sections 2.3, 3, 5, 6 and 8): the files in the
 * cart, their specifications, templates and the instructions for the printshop.
 */
export const printOrder = {
  title: 'Printen',
  /** Named by the step that follows Printen in the theme's flow (a theme may skip Bezorgen and Factureren). */
  intro: {
    deliver:
      'Controleer uw bestanden, pas aantallen aan of kies een template. Daarna vult u de bezorging in.',
    invoice:
      'Controleer uw bestanden, pas aantallen aan of kies een template. Daarna vult u de factuurgegevens in.',
    confirm:
      'Controleer uw bestanden, pas aantallen aan of kies een template. Daarna controleert u uw bestelling en plaatst u de order.',
  },
  files: {
    heading: 'Uw bestanden',
    selectAll: 'Alle bestanden selecteren',
    select: '{{name}} selecteren',
    quantity: 'Aantal',
    quantityOf: 'Aantal voor {{name}}',
    remove: '{{name}} uit winkelwagen halen',
    removed: '{{name}} is uit uw winkelwagen gehaald.',
    saving: 'Opslaan…',
    followsTemplate: 'Template: {{name}}',
    custom: 'Op maat',
    price: 'Prijs',
    priceOnRequest: priceWording.onRequest,
    noPrice: priceWording.noPrice,
    total: 'Totaal',
    exclVat: 'excl. BTW',
    partlyQuoted: 'Exclusief de bestanden waarvoor wij een prijs sturen.',
    minimumNote: 'Let op, het minimale aantal voor dit product is {{n}}.',
    maximumNote: 'Het maximale aantal is {{n}}; voor grotere oplagen maken wij graag een offerte.',
  },
  /** Spec 02 section 8; the link leads to the upload. */
  filesMissing: 'Bestanden ontbreken nog, klik hier.',
  loading: 'Uw winkelwagen wordt geladen…',
  loadFailed: 'Uw winkelwagen kon niet worden geladen. Controleer uw verbinding en probeer het opnieuw.',
  retry: 'Opnieuw proberen',
  networkProblem: 'Er is geen verbinding met de server. Probeer het zo nogmaals.',
  tabs: { label: 'Specificaties kiezen', custom: 'Op maat', templates: 'Templates' },
  specs: {
    heading: 'Specificaties',
    headingOne: 'Specificaties van {{name}}',
    headingMany: 'Specificaties van {{count}} bestanden',
    product: 'Product',
    edit: 'Wijzigen',
    editLabel: 'Specificaties wijzigen op het bestelscherm',
    selectFirst: 'Selecteer links een of meer bestanden om hun specificaties te zien.',
    different:
      'De geselecteerde bestanden hebben verschillende specificaties. Selecteer één bestand om zijn specificaties te zien, of wijzig ze samen.',
    productGone: 'Dit product is voor u niet meer te bestellen. Kies een ander product.',
    none: 'Geen opties gekozen.',
  },
  templates: {
    heading: 'Uw templates',
    intro:
      'Een template bewaart een product met al zijn opties, zodat u het met één klik op andere bestanden toepast.',
    loginNeeded: 'Log in om templates te bewaren en te gebruiken.',
    login: 'Inloggen',
    loading: 'Templates laden…',
    loadFailed: 'Uw templates konden niet worden geladen.',
    empty: 'U heeft nog geen templates. Bewaar hieronder de specificaties van een bestand als template.',
    apply: 'Toepassen',
    applyLabel: 'Template {{name}} toepassen op de geselecteerde bestanden',
    applyNeedsSelection: 'Selecteer eerst een of meer bestanden.',
    unavailable: 'Het product van dit template is niet meer te bestellen.',
    applied_one: 'Template {{name}} is toegepast op {{count}} bestand.',
    applied_other: 'Template {{name}} is toegepast op {{count}} bestanden.',
    notApplied_one: 'Template {{name}} past niet bij {{count}} bestand; dat bestand is ongewijzigd gebleven.',
    notApplied_other:
      'Template {{name}} past niet bij {{count}} bestanden; die bestanden zijn ongewijzigd gebleven.',
    delete: 'Verwijderen',
    deleteLabel: 'Template {{name}} verwijderen',
    confirmTitle: 'Template verwijderen',
    confirmText:
      'Weet u zeker dat u template {{name}} wilt verwijderen? Uw bestanden houden hun specificaties.',
    confirm: 'Verwijderen',
    cancel: 'Annuleren',
    deleted: 'Template {{name}} is verwijderd.',
    saveHeading: 'Bewaren als template',
    saveHint: 'Bewaar het product en de opties van het geselecteerde bestand onder een naam.',
    saveNeedsOne:
      'Selecteer een bestand (of bestanden met dezelfde specificaties) om als template te bewaren.',
    nameLabel: 'Naam van het template',
    namePlaceholder: 'Bijvoorbeeld: Folders A4 kleur',
    save: 'Opslaan als template',
    saved: 'Template {{name}} is bewaard.',
    count: '{{count}} van {{max}}',
  },
  instructions: {
    label: 'Instructies voor de printshop',
    placeholder: 'Typ hier uw instructies.',
  },
} as const;
