/**
 * Accounts and sessions (spec 01 sections 4, 5 and 8): login, sign-up, e-mail validation,
 * new password, profile, termination request and the session notices. Dialog titles are in
 * `dialogs` (dialogs.ts).
 */
export const accounts = {
  fields: {
    email: 'E-mailadres',
    username: 'E-mailadres',
    password: 'Wachtwoord',
    name: 'Naam',
    phone: 'Telefoonnummer',
    currentPassword: 'Huidig wachtwoord',
    newPassword: 'Nieuw wachtwoord',
    showPassword: 'Wachtwoord tonen',
  },
  /** Texts for the field schemas' message keys (see schemas/account.ts). */
  validation: {
    passwordPolicy: 'Het wachtwoord moet minimaal 12 karakters hebben, waarvan 1 hoofdletter en 1 cijfer.',
    noLetters: 'Een telefoonnummer bevat geen letters.',
    phone: 'Gebruik alleen cijfers, spaties en + - ( ) in een telefoonnummer.',
    invalidCharacters: 'Deze tekens zijn hier niet toegestaan: < > ; { } \\',
    noUrl: 'Let op, de naam mag geen URL bevatten.',
    phoneDigits: 'Een telefoonnummer heeft minimaal 9 cijfers.',
    currentPasswordRequired: 'Vul uw huidige wachtwoord in om uw wachtwoord te wijzigen.',
  },
  passwordHint: 'Minimaal 12 karakters waarvan 1 hoofdletter en 1 cijfer',
  passwordPolicyLink: 'Lees het wachtwoordbeleid',
  formIncomplete: 'Nog niet alle verplichte velden zijn (correct) ingevuld.',
  formIncompleteFields: 'Nog nodig: {{fields}}.',
  networkProblem:
    'Er is een probleem met de verbinding met het portaal. Probeer het over een paar minuten nogmaals. Lukt het dan nog niet, mail ons op {{supportEmail}} of stuur ons een bericht via het contactformulier.',
  toContactForm: 'Naar het contactformulier',
  login: {
    intro: 'Log in met uw e-mailadres en wachtwoord.',
    submit: 'Inloggen',
    forgotLink: 'Wachtwoord vergeten?',
    noAccount: 'Nog geen account?',
    signUpLink: 'Account aanmaken',
    success: 'U bent ingelogd.',
    failedTitle: 'Inloggen mislukt',
    failedCauses: 'Mogelijke oorzaken:',
    causeCombination: 'de combinatie van e-mailadres en wachtwoord is onjuist;',
    causeNotValidated: 'uw account is nog niet gevalideerd (klik op de link in de bevestigingsmail);',
    causeUnknown: 'de gebruikersnaam (uw e-mailadres) is onbekend.',
    alreadyLoggedIn: 'U bent ingelogd als {{email}}.',
    rememberMe: 'Ingelogd blijven',
    rememberMeHint:
      'Ook na het sluiten van de browser, 30 dagen lang. Niet aanvinken op een gedeelde computer.',
    resendValidation: 'Bevestigingsmail opnieuw versturen',
    validationResent:
      'Wij hebben de bevestigingsmail opnieuw verstuurd naar {{email}}. Klik op de link in die mail; daarna kunt u inloggen.',
  },
  forgot: {
    title: 'Wachtwoord vergeten',
    intro:
      'Vul het e-mailadres van uw account in. U ontvangt een e-mail met instructies om een nieuw wachtwoord in te stellen.',
    submit: 'Instructies versturen',
    backToLogin: 'Terug naar inloggen',
    sent: 'Als er een account bij dit e-mailadres hoort, ontvangt u binnen enkele minuten een e-mail met instructies om een nieuw wachtwoord in te stellen.',
    validationPending:
      'Uw account is nog niet gevalideerd. Wij hebben de e-mail om uw e-mailadres te bevestigen opnieuw verstuurd. Klik op de link in die e-mail; daarna kunt u inloggen.',
  },
  signUp: {
    intro: 'Maak een account aan om bestanden te uploaden en te bestellen.',
    submit: 'Account aanmaken',
    sent: 'Uw inschrijving is verzonden',
    sentDetail: 'U ontvangt een e-mail met een link om uw e-mailadres te bevestigen. Daarna kunt u inloggen.',
    failed: 'Fout bij verzenden: {{message}}',
    haveAccount: 'Heeft u al een account?',
    loginLink: 'Inloggen',
  },
  emailValidation: {
    validating: 'Uw e-mailadres wordt bevestigd…',
    validated: 'Uw e-mailadres is bevestigd. U kunt nu inloggen.',
    continue: 'Doorgaan',
    expired:
      'Deze link is verlopen of ongeldig. Schrijf u opnieuw in; u ontvangt dan een nieuwe link om uw e-mailadres te bevestigen.',
    newRegistration: 'Nieuwe registratie',
    alreadyUsed: 'Deze link is al gebruikt: uw e-mailadres is al bevestigd. U kunt inloggen.',
    toLogin: 'Inloggen',
    failed:
      'Uw e-mailadres kon nu niet worden bevestigd. Probeer het later nogmaals via de link in de e-mail.',
  },
  newPassword: {
    intro: 'Kies een nieuw wachtwoord voor uw account.',
    submit: 'Wachtwoord opslaan',
    success: 'Uw nieuwe wachtwoord is opgeslagen. U kunt nu inloggen.',
    failed:
      'De link is waarschijnlijk verlopen. Vraag via ‘Wachtwoord vergeten?’ opnieuw een nieuw wachtwoord aan.',
  },
  profile: {
    loggedInAs: 'Ingelogd als {{email}}',
    personal: 'Gegevens',
    emailReadOnly: 'Uw e-mailadres is uw gebruikersnaam en kan niet worden gewijzigd.',
    changePassword: 'Wachtwoord wijzigen',
    changePasswordHint: 'Laat deze velden leeg om uw wachtwoord te houden.',
    notifications: 'E-mailberichten',
    orderConfirmation: 'Orderbevestiging per e-mail',
    delivery: 'Bericht wanneer mijn bestelling wordt bezorgd',
    uploads: 'Uploaden',
    unzipOnUpload: 'ZIP-bestanden uitpakken bij het uploaden',
    save: 'Opslaan',
    saved: 'Uw profiel is opgeslagen',
    notAvailable: 'Uw profiel is in dit portaal niet beschikbaar.',
    loginFirst: 'Log in om uw profiel te bekijken.',
    logOut: 'Uitloggen',
    terminate: 'Account opzeggen',
  },
  termination: {
    intro:
      'Wilt u uw account opzeggen? Stuur ons dit verzoek; wij nemen contact met u op om de opzegging af te ronden.',
    message: 'Toelichting (niet verplicht)',
    submit: 'Verzoek versturen',
    sent: 'Uw verzoek is verzonden. Wij nemen zo snel mogelijk contact met u op.',
    failed:
      'Er is een probleem opgetreden bij het verzenden van uw verzoek. Probeer het later nogmaals of bel de helpdesk op {{supportPhone}}.',
    loginFirst: 'Log in om uw account op te zeggen.',
  },
  session: {
    expiredTitle: 'Sessie verlopen',
    expired: 'Uw sessie is verlopen, log opnieuw in om verder te gaan.',
    loggingOutTitle: 'Uitloggen',
    loggingOut: 'U wordt uitgelogd…',
  },
  restriction: {
    opensInNewTab: '(opent in een nieuw tabblad)',
  },
} as const;
