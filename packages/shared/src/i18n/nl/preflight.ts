/**
 * Preflight (issue 32 point 1, decision 0134): what a product can make of a file (a binding's
 * pages, the sizes it prints) and the file at the format it is ordered in. Read by the product
 * order screen, Printen, Controleren and the server's refusals.
 */
export const preflight = {
  /** What a product can make of a file: the server's refusals say the same. */
  limits: {
    bindingPages:
      "{{option}} kan {{min}} tot {{max}} pagina's binden; dit bestand heeft er {{pages}}. Kies een andere afwerking.",
    bindingPagesMultiple:
      "{{option}} kan {{min}} tot {{max}} pagina's binden, in veelvouden van {{multiple}}; dit bestand heeft er {{pages}}. Kies een andere afwerking.",
    blankPagesAdded_one: 'Er wordt {{count}} blanco pagina toegevoegd om te kunnen binden.',
    blankPagesAdded_other: 'Er worden {{count}} blanco pagina’s toegevoegd om te kunnen binden.',
    sheetTooSmall:
      'Dit bestand ({{width}} × {{height}} mm) is kleiner dan dit product drukt (vanaf {{smallest}}). Kies een formaat of een ander product.',
    sheetTooLarge:
      'Dit bestand ({{width}} × {{height}} mm) is groter dan dit product drukt (tot en met {{largest}}). Kies een formaat of een ander product.',
    sheetTooLargeNoMax:
      'Dit bestand ({{width}} × {{height}} mm) is groter dan dit product drukt. Kies een formaat of een ander product.',
    unavailable: '{{option}} (niet mogelijk)',
  },
  /** The file at the format it is ordered in (decisions 0133 and 0134). */
  atSize: {
    lowDpi:
      'Lage resolutie op {{format}}: {{dpi}} DPI. Afbeeldingen onder 200 DPI kunnen onscherp worden afgedrukt.',
    scaled: 'Op {{format}} geschaald met factor {{factor}}',
    scaledRange: 'Op {{format}} geschaald met factor {{min}} tot {{max}}',
    proportions: 'Andere verhoudingen dan {{format}}: er komt een witrand of er valt iets weg.',
    ownSize: 'uw eigen formaat',
  },
} as const;
