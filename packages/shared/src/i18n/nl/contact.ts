/** The contact form (spec 01 section 8, 02 sections 5 and 8). */
export const contact = {
  sent: 'Uw bericht is verzonden.',
  failed: 'Er is een fout opgetreden bij het verzenden van uw bericht, probeer het later nogmaals.',
  formHeading: 'Stuur ons een bericht',
  requiredNote: 'Velden met een * zijn verplicht.',
  name: 'Naam',
  email: 'E-mailadres',
  emailDescription: 'Wij antwoorden op dit adres.',
  message: 'Uw bericht',
  submit: 'Bericht verzenden',
  detailsHeading: 'Direct contact',
  emailLabel: 'E-mail',
  phoneLabel: 'Telefoon',
  locationsHeading: 'Onze locaties',
  companyLine: '{{name}} · KvK {{kvk}} · btw {{vat}}',
  /** What the recipient reads in the mail's subject line and first line. */
  mailSubject: 'Contactformulier',
  mailTitle: 'Bericht via het contactformulier',
} as const;
