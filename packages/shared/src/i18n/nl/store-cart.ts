/** The print store's cart and check-out (issue 29 point 5; decision 0106). */
export const storeCart = {
  heading: 'Producten uit de printwinkel',
  empty: 'Uw winkelwagen is nog leeg.',
  toStore: 'Naar de printwinkel',
  quantity: 'Aantal van {{name}}',
  remove: 'Verwijder {{name}}',
  removeShort: 'Verwijderen',
  fixedQuantity: 'Maximaal 1 te bestellen',
  package: 'Pakket',
  contents: 'Inhoud van {{name}}',
  unitPrice: '{{price}} per stuk',
  exclVat: 'excl. BTW',
  total: 'Totaal printwinkel',
  /** Spec 02 section 9: store and Signing products within at most 3 working days. */
  deliveryPromise: 'Binnen 3 werkdagen geleverd',
  priceHidden: 'Prijs volgens afspraak',
  problems: {
    GONE: 'Dit product is niet meer te bestellen. Haal het uit uw winkelwagen.',
    INVALID_COMBINATION:
      'De door u gekozen combinatie is helaas niet mogelijk. Haal het uit uw winkelwagen en kies opnieuw.',
    NO_PRICE: 'Voor deze uitvoering is geen prijs meer bekend. Haal het uit uw winkelwagen en kies opnieuw.',
    QUANTITY: 'Dit aantal kunt u niet (meer) bestellen. Kies een kleiner aantal.',
  },
  edit: 'Wijzigen',
  filesAlong_one: 'Het bestand in uw printorder wordt met deze bestelling meebesteld.',
  filesAlong_other: 'De {{count}} bestanden in uw printorder worden met deze bestelling meebesteld.',
  filesAlongLink: 'Bekijk de bestanden',
  notOrderable: 'Een product in uw winkelwagen is niet meer te bestellen zoals het erin staat, klik hier.',
  changeFailed: 'Het aantal kon niet worden aangepast. Probeer het opnieuw.',
} as const;
