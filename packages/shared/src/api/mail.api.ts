import { sendMailBodySchema, sendMailResponseSchema } from '../schemas/mail';
import { defineEndpoint } from './endpoint';

/** Mail to the provider (spec 01 section 7). */

export const sendMail = defineEndpoint({
  method: 'POST',
  path: '/api/v3/mail',
  access: 'public',
  tag: 'mail',
  summary:
    'Verstuurt een bericht van het contactformulier, een opzegverzoek of een product- of informatieaanvraag uit de printwinkel naar een ingestelde ontvanger',
  description:
    "De client noemt een ontvangersleutel (contact, termination, printStore); het adres komt uit de configuratie van de server. Een naam is verplicht, behalve bij 'printStore'.",
  body: sendMailBodySchema,
  status: 202,
  response: sendMailResponseSchema,
  errors: ['UNKNOWN_RECIPIENT', 'PAYLOAD_TOO_LARGE'],
});
