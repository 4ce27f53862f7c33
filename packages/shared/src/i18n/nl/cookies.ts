export const cookies = {
  title: 'Cookies',
  text: 'Wij gebruiken noodzakelijke cookies om het portaal te laten werken: die onthouden uw sessie, uw geüploade bestanden en deze keuze. Met uw toestemming gebruiken wij daarnaast analytische cookies om te zien hoe het portaal gebruikt wordt, zodat wij het kunnen verbeteren.',
  changeLater: 'U kunt uw keuze later altijd wijzigen via Cookie-instellingen.',
  policyLink: 'Lees ons cookiebeleid',
  allow: 'Alle cookies toestaan',
  deny: 'Alleen noodzakelijke cookies',
  settings: 'Cookie-instellingen',
  currentAllowed: 'Uw huidige keuze: alle cookies toegestaan.',
  currentDenied: 'Uw huidige keuze: alleen noodzakelijke cookies.',
} as const;
