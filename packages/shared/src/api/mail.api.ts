import { sendMailBodySchema, sendMailResponseSchema } from '../schemas/mail';
import { defineEndpoint } from './endpoint';

/** Mail to the provider (spec 01 section 7). */

export const sendMail = defineEndpoint({
  method: 'POST',
  path: '/api/v3/mail',
  access: 'public',
  tag: 'mail',
  summary: 'Verstuurt een bericht van het contactformulier of een opzegverzoek naar een ingestelde ontvanger',
  description: 'De client noemt een ontvangersleutel; het adres komt uit de configuratie van de server.',
  body: sendMailBodySchema,
  status: 202,
  response: sendMailResponseSchema,
  errors: ['UNKNOWN_RECIPIENT', 'PAYLOAD_TOO_LARGE'],
});
