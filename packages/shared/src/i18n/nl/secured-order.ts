/**
 * The secured print order's own words (spec 02 sections 2.3 and 8; issue 28 point 6): step 1
 * (Bestanden beside Producten, the flip card of specifications and instructions) and the files
 * block of its confirm step. The steps' page titles are the 'orderSteps' namespace's.
 */
export const securedOrder = {
  intro:
    'Kies per bestand een product en zijn specificaties. Uw documenten worden geprint in een beveiligde vestiging en verzegeld verpakt.',
  files: {
    heading: 'Bestanden',
    selectAll: 'Alle bestanden selecteren',
    select: '{{name}} selecteren',
    /** Said of the file name, a button that selects only this file. */
    selectOnlyHint: 'Selecteert alleen dit bestand',
    remove: '{{name}} verwijderen',
    quantity: 'Aantal',
    quantityOf: 'Aantal voor {{name}}',
    maximumNote: 'Het maximale aantal is {{n}}.',
    noProduct: 'Selecteer een product',
    analysing: 'Wordt gecontroleerd…',
    onTheWay_one: '{{count}} bestand wordt geüpload…',
    onTheWay_other: '{{count}} bestanden worden geüpload…',
    /** The spec's hint of an empty list (spec 02 section 2.3): the globe is on the home page. */
    empty: 'Verzamel uw bestanden in de bol links',
    emptyHelp: 'Op de startpagina zet u bestanden in de bol, of kies ze hier.',
    toGlobe: 'Naar de bol op de startpagina',
    choose: 'Bestanden kiezen',
    add: 'Bestanden toevoegen',
    chooserLabel: 'Bestanden kiezen om beveiligd te printen',
  },
  products: {
    heading: 'Producten',
    /** Under the heading while no file is selected: choosing a product then does nothing. */
    selectFirst: 'Selecteer links een of meer bestanden; het product dat u kiest geldt voor die bestanden.',
    chosenFor_one: 'Het product geldt voor {{count}} geselecteerd bestand.',
    chosenFor_other: 'Het product geldt voor {{count}} geselecteerde bestanden.',
    loading: 'Producten laden…',
    loadFailed: 'De producten konden niet worden geladen. Controleer uw verbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
    contact: 'Neem contact met ons op',
    instructions: 'Extra instructies voor printshop',
    /** After a product's name, for screen readers: the selected files have it. */
    chosen: 'gekozen',
  },
  specs: {
    heading: 'Specificaties van {{product}}',
    back: 'Producten',
    /** Several selected files share the product: a choice changes all of them. */
    appliesTo_one: 'Wat u kiest, geldt voor het geselecteerde bestand.',
    appliesTo_other: 'Wat u kiest, geldt voor de {{count}} geselecteerde bestanden met dit product.',
  },
  instructions: {
    label: 'Instructies voor de printshop',
    placeholder: 'Typ hier uw instructies.',
    back: 'Terug naar specificaties',
    backToProducts: 'Producten',
  },
  confirm: {
    heading: 'Bestanden',
    edit: 'Wijzigen',
    /** 'print/prints van N bestand(en)' (spec 02 section 2.3): the prints are the quantities summed. */
    prints_one: '{{count}} print',
    prints_other: '{{count}} prints',
    files_one: '{{count}} bestand',
    files_other: '{{count}} bestanden',
    total: '{{prints}} van {{files}}',
    caption: 'De bestanden van uw beveiligde printopdracht',
    line: '{{quantity}} x {{name}}',
    loading: 'Uw bestanden worden geladen…',
    noPrice:
      'Beveiligd printen wordt gefactureerd volgens de afspraak met uw organisatie; hier staat geen prijs.',
  },
} as const;
