/**
 * The order details shared by every order flow: the deliver/pickup and invoice steps, project,
 * reference and quotation number, the addresses (spec 02 sections 2.3, 5 and 8; spec 01
 * section 5). The rules return keys of this namespace ('order.errors.invoiceMissing'), so the
 * web app shows them with t(key) and the server with translate(key).
 */
export const order = {
  /** The inline messages of the order steps; each is a link to the step that fixes it. */
  errors: {
    deliveryAddressIncomplete: 'Uw bezorgadres ontbreekt of is nog niet compleet, klik hier.',
    pickUpAddressMissing: 'Afhaaladres ontbreekt nog, klik hier.',
    dateMissing: 'Datum ontbreekt nog, klik hier.',
    departmentMissing: 'De afdeling ontbreekt nog, klik hier.',
    invoiceMissing: 'Uw factuurgegevens ontbreken nog.',
    selectCustomerNumber: 'Selecteer links een klantnummer bij deze order',
    projectInvalid: 'Het project is nog niet (correct) ingevuld, klik hier.',
    referenceInvalid: 'De referentie is nog niet (correct) ingevuld, klik hier.',
    /**
     * The same, by the name the theme gives the field ('Kostenplaats') and with the format it
     * expects (issue 32 point 6; rules/order-error-text.ts chooses).
     */
    projectInvalidNamed: '{{label}} is nog niet (correct) ingevuld, klik hier.',
    projectInvalidFormat: '{{label}} is nog niet (correct) ingevuld ({{expected}}), klik hier.',
    referenceInvalidNamed: '{{label}} is nog niet (correct) ingevuld, klik hier.',
    referenceInvalidFormat: '{{label}} is nog niet (correct) ingevuld ({{expected}}), klik hier.',
    departmentMissingNamed: '{{label}} ontbreekt nog, klik hier.',
    quotationNumberInvalid: 'Het offertenummer moet uit precies 7 tekens bestaan, klik hier.',
    /** Purchasing-portal mode: the number the shop calls about the order. */
    phoneMissing: 'Uw telefoonnummer ontbreekt nog, klik hier.',
    phoneInvalid: 'Uw telefoonnummer is nog niet correct ingevuld, klik hier.',
    addressListEmpty: 'Uw adressenlijst is nog leeg',
    /** The flows' own (spec 02 section 8): files, instructions, the scan medium, the quote's description. */
    filesMissing: 'Bestanden ontbreken nog, klik hier.',
    instructionsMissing: 'Instructies ontbreken nog, klik hier.',
    mediumMissing: 'U heeft nog geen opleverwijze gekozen, klik hier.',
    archiveNameMissing: 'Geef het archief een naam, klik hier.',
    emailInvalid: 'U heeft nog geen geldig emailadres ingevoerd, klik hier.',
    descriptionMissing: 'Opdrachtomschrijving ontbreekt nog, klik hier.',
    productMissing: 'Nog geen product gekozen.',
    incomplete: 'Let op, uw order is nog niet compleet.',
  },
  emptyList: 'De lijst is nog leeg',
  /** The placeholder of a project field or the reference when the theme gives none. */
  maxCharacters: 'max {{max}} karakters',
  /** Why one project field or the reference is marked. */
  fieldErrors: {
    required: 'Dit veld is verplicht.',
    tooLong: 'Maximaal {{max}} karakters.',
    format: 'Dit voldoet niet aan het voorgeschreven formaat ({{expected}}).',
    formatUnknown: 'Dit voldoet niet aan het voorgeschreven formaat.',
    formatString: 'Dit moet beginnen met {{start}}.',
  },
  quotation: {
    checkbox: 'Order n.a.v. offerteaanvraag',
    label: 'Offertenummer',
    wrongLength: 'Een offertenummer bestaat uit precies 7 tekens.',
    invalidCharacters: 'Een offertenummer bevat geen spaties.',
  },
  /** The address forms (spec 02 section 5, Addresses and invoice); keys of the zod messages. */
  addressErrors: {
    required: 'Dit veld is verplicht.',
    numeric: 'Vul alleen cijfers in.',
    noLetters: 'Een telefoonnummer bevat geen letters.',
    email: 'Vul een geldig e-mailadres in.',
    customerNumber: 'Een klantnummer bestaat uit 7 cijfers.',
    kvk: 'Een KvK-nummer bestaat uit 8 cijfers.',
    departmentRequired: 'Vul de afdeling in.',
    tooLong: {
      company: 'De bedrijfsnaam mag maximaal 50 karakters lang zijn.',
      department: 'De afdeling mag maximaal 50 karakters lang zijn.',
      name: 'De naam mag maximaal 35 karakters lang zijn.',
      street: 'De straat mag maximaal 35 karakters lang zijn.',
      number: 'Het huisnummer mag maximaal 16 cijfers lang zijn.',
      addition: 'De toevoeging mag maximaal 16 karakters lang zijn.',
      zipCode: 'De postcode mag maximaal 9 karakters lang zijn.',
      city: 'De plaats mag maximaal 35 karakters lang zijn.',
      phone: 'Het telefoonnummer mag maximaal 20 karakters lang zijn.',
      email: 'Het e-mailadres mag maximaal 128 karakters lang zijn.',
    },
  },
} as const;
