/** Texts about customer portals (themes). */
export const themes = {
  unknownTitle: 'Dit portaal bestaat niet',
  unknownText:
    'Het adres "{{name}}" hoort niet bij een portaal van {{brand}}. Controleer het adres in uw link of bladwijzer, of ga naar het algemene portaal.',
  toPublicPortal: 'Naar het portaal van {{brand}}',
} as const;
