/** Texts of the mails the portal sends; {{brand}} and links are filled in by the server. */
export const mails = {
  signature: 'Met vriendelijke groet,\n\n{{brand}}',
  /** The greeting's name when the stored name cannot go into a mail (it holds a web address). */
  anonymousName: 'klant',
  validationSubject: 'Bevestig uw e-mailadres voor {{brand}}',
  validationBody:
    'Beste {{name}},\n\nBedankt voor uw inschrijving bij {{brand}}. Bevestig uw e-mailadres met deze link (48 uur geldig):\n\n{{link}}\n\nHeeft u zich niet ingeschreven? Dan kunt u deze mail negeren.',
  alreadyRegisteredSubject: 'Inschrijving bij {{brand}}',
  alreadyRegisteredBody:
    'Beste {{name}},\n\nEr is een inschrijving gedaan met dit e-mailadres, maar u heeft al een account bij {{brand}}. Log in met uw e-mailadres, of vraag via "Wachtwoord vergeten" een nieuw wachtwoord aan:\n\n{{link}}\n\nHeeft u dit niet zelf gedaan? Dan kunt u deze mail negeren.',
  resetSubject: 'Nieuw wachtwoord voor {{brand}}',
  resetBody:
    'Beste {{name}},\n\nU heeft een nieuw wachtwoord aangevraagd. Kies een nieuw wachtwoord via deze link (1 uur geldig):\n\n{{link}}\n\nHeeft u dit niet zelf aangevraagd? Dan kunt u deze mail negeren; uw wachtwoord blijft dan ongewijzigd.',
  resetUnknownSubject: 'Wachtwoord aanvraag bij {{brand}}',
  resetUnknownBody:
    'Goedendag,\n\nEr is een nieuw wachtwoord aangevraagd voor dit e-mailadres, maar er is geen account met dit adres bij {{brand}}. Wilt u een account aanmaken? Dat kan hier:\n\n{{link}}\n\nHeeft u dit niet zelf aangevraagd? Dan kunt u deze mail negeren.',
  terminationSubject: 'Verzoek tot opzeggen van account',
  terminationBody:
    'Een klant vraagt om opzegging van het account.\n\nNaam: {{name}}\nE-mail: {{email}}\nTelefoon: {{phone}}\n\nToelichting:\n{{message}}',
  // Shared files (issue 31 point 6, decision 0123): the link goes to the recipient only.
  shareSubject: '{{sender}} deelt bestanden met u via {{brand}}',
  shareBody:
    'Goedendag,\n\n{{sender}} van {{brand}} deelt {{count}} met u:\n\n{{files}}\n{{message}}\nU downloadt ze zonder account via deze link (geldig tot {{expires}}):\n\n{{link}}\n{{password}}\nVerwachtte u deze mail niet? Dan kunt u hem negeren.',
  shareMessage: '\nBericht van {{sender}}:\n{{message}}\n',
  sharePassword:
    '\nDe link vraagt een wachtwoord. Dat krijgt u apart van {{sender}}; het staat niet in deze mail.\n',
  shareFileCount_one: '1 bestand',
  shareFileCount_other: '{{count}} bestanden',
} as const;
