import type { NotAnalysedReason } from '../../schemas/analysis';
import { priceWording } from './price-wording';

/** Dutch texts of uploading and the file list (spec 01 sections 2, 5 and 8). */
export const uploads = {
  tooLarge: 'De maximaal toegestane bestandsgrootte is 2GB.',
  tooLargeTitle: 'Bestand te groot',
  duplicateTitle: 'Bestand reeds toegevoegd',
  duplicateOne: 'Het bestand {{name}} is reeds toegevoegd',
  duplicateMany: 'De bestanden {{names}} zijn reeds toegevoegd',
  problemTitle: 'Probleem bij uploaden',
  problem: '{{name}}: {{error}}',
  problemNetwork:
    'De verbinding met de server is verbroken. Controleer uw internetverbinding en probeer het opnieuw.',
  finaliseFailed: 'Het bestand {{name}} kon niet worden verwerkt (foutcode {{status}}).',
  skippedTitle: 'Niet alles uit het ZIP-bestand is toegevoegd',
  skipped: {
    nestedZip: '{{name}}: een ZIP-bestand in een ZIP-bestand wordt niet uitgepakt',
    unsafePath: '{{name}}: de map van dit bestand valt buiten het ZIP-bestand',
    duplicate: '{{name}}: een bestand met deze naam is reeds toegevoegd',
    limit: '{{name}}: het ZIP-bestand is te groot of te sterk gecomprimeerd om uit te pakken',
    unreadable: '{{name}}: dit bestand is versleuteld of beschadigd',
    special: '{{name}}: dit is geen gewoon bestand',
  },
  dpiTitle: 'Lage resolutie',
  dpiIntro:
    'In {{name}} staan afbeeldingen met een lage resolutie. Onder {{recommended}} DPI kan de afdruk onscherp worden.',
  dpiIntroFiles:
    'Deze bestanden bevatten afbeeldingen met een lage resolutie. Onder {{recommended}} DPI kan de afdruk onscherp worden.',
  dpiPage: 'Pagina {{page}}: {{dpi}} DPI',
  removed: '{{name}} is verwijderd.',
  undoRemove: 'Ongedaan maken',
  dpiContinue: 'Begrepen',
  fileListLabel: 'Uw bestanden',
  selectAll: 'Alles selecteren',
  selectFile: '{{name}} selecteren',
  removeFile: '{{name}} verwijderen',
  removeSelected: 'Geselecteerde verwijderen',
  removeFailed: 'Het bestand {{name}} kon niet worden verwijderd.',
  removeFailedTitle: 'Verwijderen mislukt',
  addFiles: 'Bestanden toevoegen',
  uploading: 'Uploaden… {{percent}}%',
  waiting: 'Wacht op inloggen',
  processing: 'Wordt verwerkt…',
  fileCount_one: '{{count}} bestand',
  fileCount_other: '{{count}} bestanden',
  pagesColour: '{{count}} kleur',
  pagesBlackWhite: '{{count}} zwart-wit',
  pagesBlank: '{{count}} leeg',
  analysing: 'Wordt geanalyseerd…',
  pages: '{{count}} pagina’s',
  pagesOne: '1 pagina',
  pagesSplit: '{{colour}} kleur, {{bw}} zwart-wit, {{blank}} leeg',
  formatCustom: 'Afwijkend formaat',
  /** A non-standard size with its measure in whole millimetres (issue 32 point 2). */
  formatCustomSize: 'Afwijkend formaat {{width}} × {{height}} mm',
  /** An office document shown as the PDF it was converted to (decision 0132). */
  convertedToPdf: 'Omgezet naar PDF',
  noPrice: priceWording.noPrice,
  noPriceBecause: 'Daarom is er geen prijs.',
  noPriceReason: {
    READY_NOT_ANALYZED: 'Dit bestandsformaat kan niet worden geanalyseerd, daarom is er geen prijs.',
    READY_PASSWORD_PROTECTED:
      'Dit bestand is met een wachtwoord beveiligd en kan niet worden geanalyseerd, daarom is er geen prijs.',
  },
  /** Why a READY_NOT_ANALYZED file has no price, one text per reason. */
  notAnalysedReason: {
    empty: 'Dit bestand is leeg.',
    unsupportedType:
      'Dit bestandsformaat kan niet worden geanalyseerd. Wij berekenen een prijs voor PDF, JPG, PNG, TIFF en Word-, Excel-, PowerPoint- en OpenDocument-bestanden.',
    damaged: 'Dit bestand is beschadigd of onvolledig en kan niet worden gelezen.',
    timeLimit: 'Een pagina van dit bestand vraagt te veel rekenwerk om te analyseren.',
    outOfMemory: 'Dit bestand vraagt te veel geheugen om te analyseren.',
    engineError: 'Bij het analyseren van dit bestand is iets misgegaan.',
    analysisBudget: 'Het analyseren van dit bestand duurde te lang en is daarom gestopt.',
    tooManyPages: 'Dit bestand heeft te veel pagina’s om automatisch te analyseren.',
    conversionUnavailable:
      'Word-, Excel- en PowerPoint-bestanden kunnen op dit moment niet naar PDF worden omgezet. Sla het bestand op als PDF en upload het opnieuw voor een prijs.',
    conversionFailed:
      'Dit document kon niet naar PDF worden omgezet. Sla het bestand op als PDF en upload het opnieuw voor een prijs.',
    conversionTimeLimit:
      'Het omzetten van dit document naar PDF duurde te lang en is gestopt. Sla het bestand op als PDF en upload het opnieuw voor een prijs.',
    conversionTooLarge:
      'Dit document is uitgepakt te groot om naar PDF om te zetten. Sla het bestand op als PDF en upload het opnieuw voor een prijs.',
  } satisfies Record<NotAnalysedReason, string>,
  lowDpi: 'Lage resolutie: {{dpi}} DPI',
  previewAlt: 'Voorbeeld van de eerste pagina van {{name}}',
  /** The page viewer: every page of a file as a thumbnail (issue 10 point 17). */
  pagesView: {
    open: 'Pagina’s van {{name}} bekijken',
    title: 'Pagina’s van {{name}}',
    page: 'Pagina {{page}}',
    kind: { colour: 'Kleur', blackWhite: 'Zwart-wit', blank: 'Leeg' },
    dpi: '{{dpi}} DPI',
    lowDpi: 'Lage resolutie: {{dpi}} DPI',
    more: 'Meer pagina’s tonen ({{shown}} van {{count}})',
    loading: 'Pagina’s laden…',
    failed: 'De pagina’s konden niet worden geladen. Probeer het opnieuw.',
    retry: 'Opnieuw proberen',
  },
  /** 'Uitpakken' of a ZIP file kept whole at upload (decision 0036). */
  unpack: {
    action: 'Uitpakken',
    actionLabel: '{{name}} uitpakken',
    busy: 'Wordt uitgepakt…',
    busyLabel: '{{name}} wordt uitgepakt…',
    failedTitle: 'Uitpakken mislukt',
    empty: 'In {{name}} staan geen bestanden die we kunnen uitpakken.',
  },
  sessionExpiredTitle: 'Sessie verlopen',
  sessionExpired: 'Uw sessie is verlopen, uw winkelwagen wordt geleegd.',
  filesGoneTitle: 'Sessie opnieuw gestart',
  filesGone:
    'Uw sessie is opnieuw gestart, bijvoorbeeld omdat uw cookies zijn gewist. Uw winkelwagen is bewaard; deze bestanden stonden nog niet in uw winkelwagen en zijn verwijderd:',
  filestorePresentTitle: 'Niet alles is toegevoegd',
  filestorePresent_one:
    'Dit bestand uit de bestandsopslag staat al in uw bestandenlijst en is niet nogmaals toegevoegd:',
  filestorePresent_other:
    'Deze bestanden uit de bestandsopslag staan al in uw bestandenlijst en zijn niet nogmaals toegevoegd:',
} as const;
