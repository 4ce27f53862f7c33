/**
 * Sharing files (issue 31 point 6; spec 01 sections 1, 2 and 6; decision 0123): the staff's
 * dialog 'Bestanden delen' and the recipient's page /gedeeld/{token}. A refused call shows the
 * server's own Dutch message (errors.ts, SHARE_*); these are the screens' own texts.
 */
export const shares = {
  dialog: {
    intro:
      'Kies bestanden uit uw bestandenlijst en deel ze met een link die vanzelf verloopt. De ontvanger heeft geen account nodig.',
    staffOnly: 'Bestanden delen kan alleen met een account van een medewerker. Log in met dat account.',
    files: 'Bestanden om te delen',
    select: '{{name}} delen',
    noFiles: 'Er staan geen bestanden in uw bestandenlijst. Upload eerst de bestanden die u wilt delen.',
    analysing: 'wordt nog geanalyseerd',
    email: 'E-mailadres van de ontvanger',
    message: 'Bericht aan de ontvanger (niet verplicht)',
    expiry: 'Geldig',
    days_one: '{{count}} dag',
    days_other: '{{count}} dagen',
    password: 'Wachtwoord (niet verplicht)',
    passwordHint:
      'Minstens {{min}} tekens. Geef het wachtwoord zelf aan de ontvanger: het staat niet in de mail.',
    submit: 'Delen',
    sharing: 'Bezig met delen…',
    chooseFiles: 'Kies minstens één bestand.',
    invalidEmail: 'Vul een geldig e-mailadres in.',
    passwordTooShort: 'Een wachtwoord heeft minstens {{min}} tekens.',
  },
  created: {
    title: 'Gedeeld',
    sent: 'De link is gemaild naar {{email}}. Hij werkt tot {{date}} om {{time}}.',
    once: 'Deze link ziet u alleen nu. Kopieer hem als u hem zelf wilt doorsturen.',
    link: 'Link',
    copy: 'Link kopiëren',
    copied: 'Gekopieerd',
    shared: 'Gedeeld:',
    again: 'Nog iets delen',
  },
  list: {
    title: 'Mijn gedeelde bestanden',
    empty: 'U heeft nog niets gedeeld.',
    to: 'Aan {{email}}',
    until: 'Geldig tot {{date}} om {{time}}',
    revokedOn: 'Ingetrokken op {{date}}',
    status: { active: 'Actief', expired: 'Verlopen', revoked: 'Ingetrokken' },
    withPassword: 'Met wachtwoord',
    downloads_one: '{{count}} download',
    downloads_other: '{{count}} downloads',
    noDownloads: 'Nog niet gedownload',
    download: '{{date}} om {{time}}: {{name}}',
    revoke: 'Intrekken',
    revokeLabel: 'Intrekken: deling met {{email}}',
    revoked: 'De link werkt niet meer.',
  },
  page: {
    title: 'Gedeelde bestanden',
    intro: '{{name}} deelt deze bestanden met u. U kunt ze downloaden tot {{date}} om {{time}}.',
    message: 'Bericht',
    files: 'Bestanden',
    download: 'Downloaden',
    downloadLabel: '{{name}} downloaden',
    passwordTitle: 'Wachtwoord nodig',
    passwordIntro:
      'Deze bestanden zijn beveiligd met een wachtwoord. Vul het wachtwoord in dat u van de afzender heeft gekregen.',
    password: 'Wachtwoord',
    open: 'Bestanden openen',
    invalidTitle: 'Deze link werkt niet',
    invalidHelp:
      'Een link om bestanden te downloaden werkt een beperkte tijd, en wie hem deelde kan hem intrekken. Vraag degene die de bestanden met u deelde om een nieuwe link.',
    home: 'Naar de startpagina',
  },
} as const;
