/**
 * The product types' admin texts (issue 30 point 4, decision 0114): why a print specification
 * cannot be saved, filled into errors.STORE_SPEC_INVALID as its reason.
 */
export const productTypeAdmin = {
  specProblems: {
    duplicateMenu: "het menu '{{menu}}' staat er meer dan één keer in.",
    duplicateValue: "de waarde '{{value}}' staat meer dan één keer in het menu '{{menu}}'.",
    reservedCharacter: "de naam '{{name}}' bevat een | of een =; gebruik letters, cijfers of streepjes.",
    oneSizeMenu: 'een product heeft precies één formaatmenu (een schuifregelaar met de formaten).',
    oneVolumeMenu: 'een product heeft hooguit één menu met aantallen per verpakking.',
    noValues: "het menu '{{menu}}' heeft nog geen keuzes.",
    defaultMissing: "kies bij het menu '{{menu}}' een standaardwaarde uit zijn keuzes.",
    notPriceable: "het menu '{{menu}}' heeft geen keuzes met een eigen prijs; zet 'geprijsd' uit.",
    disabledEmpty: 'uitgesloten combinatie {{number}} is leeg.',
    disabledUnknown: 'uitgesloten combinatie {{number}} noemt een menu of keuze die dit product niet heeft.',
  },
} as const;
