/**
 * The invoice step every order flow shares (spec 02 sections 2.3, 4 and 5; spec 01 section 5):
 * the customer numbers, the new-customer form, project, reference, quotation number and the
 * customer-data change request. The inline messages and field problems are the 'order'
 * namespace's (order.ts); the field names of the address form the 'addressBook' namespace's.
 */
export const invoiceStep = {
  title: 'Factureren',
  heading: 'Factuurgegevens',
  loading: 'Factuurgegevens laden…',
  customers: {
    legend: 'Klantnummer',
    hint: 'Kies het klantnummer waarop deze order wordt gefactureerd.',
    customerNumber: 'Klantnummer {{number}}',
    newCustomer: 'Nieuwe klant',
    kvk: 'KvK {{kvk}}',
    emptyHint: 'Voeg uw factuurgegevens toe met Nieuw.',
    emptyNoAdd: 'Aan uw account is nog geen klantnummer gekoppeld. Neem contact op met {{supportEmail}}.',
    add: 'Nieuw',
    edit: 'Bewerken',
    editNamed: 'Bewerken {{company}}',
    delete: 'Verwijderen',
    deleteNamed: 'Verwijderen {{company}}',
    confirmDelete: 'Weet u zeker dat u de factuurgegevens van {{company}} wilt verwijderen?',
    cancel: 'Annuleren',
    deleted: 'De factuurgegevens zijn verwijderd.',
    changeRequest: 'Wijziging doorgeven',
    changeRequestNamed: 'Wijziging doorgeven voor {{company}}',
  },
  addressForm: {
    titleNew: 'Nieuwe klant',
    titleEdit: 'Factuurgegevens bewerken',
    intro: 'Nog geen klant? Vul uw bedrijfsgegevens in; wij openen een klantnummer bij uw eerste order.',
    contactName: 'Contactpersoon',
    kvkDescription: '8 cijfers',
    save: 'Opslaan',
    cancel: 'Annuleren',
    incomplete: 'Nog niet alle verplichte velden zijn (correct) ingevuld.',
  },
  project: {
    label: 'Project',
    fieldLabel: '{{label}}, deel {{position}} van {{count}}',
    /** One part's format in the step's message: 'deel 1: 4 cijfers'. */
    partFormat: 'deel {{position}}: {{format}}',
    pickLabel: 'Kies uit de projectenlijst',
    pickPlaceholder: 'Kies een project',
    noEntries: 'Nog geen projecten bewaard',
    save: 'Bewaar in projectenlijst',
    saved: 'Het project is bewaard in de projectenlijst.',
    remove: 'Verwijder uit projectenlijst',
    removed: 'Het project is uit de projectenlijst verwijderd.',
    readonlyHint: 'Kies een project uit de lijst.',
  },
  reference: {
    label: 'Referentie',
    pickLabel: 'Kies uit de referentielijst',
    pickPlaceholder: 'Kies een referentie',
    noEntries: 'Nog geen referenties bewaard',
    save: 'Bewaar in referentielijst',
    saved: 'De referentie is bewaard in de referentielijst.',
    remove: 'Verwijder uit referentielijst',
    removed: 'De referentie is uit de referentielijst verwijderd.',
  },
  quotation: {
    description: 'Precies 7 tekens, zoals op uw offerte.',
    /** Ordering an answered quote: the number is the quote's. */
    fixed: 'Het nummer van de offerte die u bestelt.',
  },
  changeRequest: {
    title: 'Wijziging klantgegevens doorgeven',
    intro:
      'Klopt er iets niet aan de gegevens van {{customer}}? Beschrijf wat er moet veranderen; onze administratie past het aan.',
    messageLabel: 'Welke gegevens moeten veranderen?',
    messagePlaceholder: 'Bijvoorbeeld: ons nieuwe adres is Stationsplein 1, 3511 AB Utrecht.',
    send: 'Versturen',
    cancel: 'Annuleren',
    close: 'Sluiten',
  },
  failed: 'Dit is niet gelukt. Controleer uw verbinding en probeer het opnieuw.',
} as const;
