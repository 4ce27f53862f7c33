/**
 * The address book behind the deliver/pickup and invoice steps (spec 02 sections 2.3, 5 and 7):
 * field names for messages that must say which field is wrong, the customer-data change request
 * and its mail, and why a shop has no dates. The server's answers use them with translate(); the
 * web app may show the same texts with t().
 */
export const addressBook = {
  /** The fields of the address forms, as a message names them ('Postcode: Dit veld is verplicht.'). */
  fields: {
    company: 'Bedrijfsnaam',
    department: 'Afdeling',
    name: 'T.a.v.',
    street: 'Straat',
    number: 'Huisnummer',
    addition: 'Toevoeging',
    zipCode: 'Postcode',
    city: 'Plaats',
    phone: 'Telefoonnummer',
    email: 'E-mailadres',
    kvk: 'KvK-nummer',
    isConstructionSite: 'Bouwplaats',
    isDefault: 'Standaard bezorgadres (hiermee begint Bezorgen)',
  },
  /** The badge of the default delivery address in the list (decision 0135). */
  defaultBadge: 'Standaard',
  /**
   * A field and what is wrong with it, for ADDRESS_INVALID, PROJECT_INVALID and REFERENCE_INVALID
   * (a project or reference by the name the theme gives it).
   */
  fieldProblem: '{{field}}: {{problem}}',
  changeRequest: {
    required: 'Beschrijf welke gegevens moeten veranderen.',
    tooLong: 'Uw toelichting mag maximaal 2000 karakters lang zijn.',
    confirmation:
      'Uw wijzigingsverzoek is verstuurd. Wij verwerken het doorgaans binnen 1 werkdag; u hoort van ons als er iets onduidelijk is.',
    mailSubject: 'Wijziging klantgegevens {{customer}}',
    mailBody:
      'Een klant vraagt om een wijziging van de klantgegevens.\n\nKlant: {{customer}}\nAangevraagd door: {{name}} <{{email}}>\n\nHuidige gegevens:\n{{address}}\n\nGevraagde wijziging:\n{{message}}',
    newCustomer: 'nieuwe klant (nog geen klantnummer)',
    attention: 't.a.v. {{name}}',
    kvk: 'KvK {{kvk}}',
  },
  /** Why a shop offers no dates for a question (the planner's reasons). */
  datesUnavailable: {
    kindNotOffered: 'Deze vestiging voert dit soort opdracht niet uit. Kies een andere vestiging.',
    fulfilmentNotOffered: 'Deze vestiging biedt deze manier van leveren niet aan. Kies een andere vestiging.',
  },
} as const;
