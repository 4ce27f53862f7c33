/**
 * The dialogs' titles and texts (the account dialogs, the `dlg` dialogs of the URL, the
 * old-browser warning). They come with the dialogs, which load on demand (decision 0038).
 */
export const dialogs = {
  comingSoon:
    'Dit onderdeel van het portaal is binnenkort beschikbaar. Neem tot die tijd gerust contact met ons op.',
  login: 'Inloggen',
  signUp: 'Account aanmaken',
  validation: 'E-mailadres bevestigen',
  resetPw: 'Nieuw wachtwoord',
  resetPwFor: 'Voor {{email}}',
  profile: 'Mijn profiel',
  orders: 'Mijn orders',
  termination: 'Account opzeggen',
  passwordPolicy: 'Wachtwoordbeleid',
  passwordPolicyIntro: 'Een wachtwoord voor het portaal voldoet aan deze eis:',
  passwordPolicyRule: 'Minimaal 12 karakters waarvan 1 hoofdletter en 1 cijfer',
  passwordPolicyTip: 'Tip: een zin van een paar woorden is lang genoeg en goed te onthouden.',
  shareFiles: 'Bestanden delen',
  oldBrowserTitle: 'Verouderde browser',
  oldBrowserText:
    'U gebruikt Internet Explorer. Deze browser wordt niet meer ondersteund; het portaal werkt daarin niet goed. Gebruik een recente versie van Edge, Chrome, Firefox of Safari.',
} as const;
