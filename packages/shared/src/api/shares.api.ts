import {
  createdShareSchema,
  createShareBodySchema,
  sharedFileParams,
  sharedInfoSchema,
  shareIdParams,
  shareSchema,
  sharesResponseSchema,
  shareTokenParams,
  unlockShareBodySchema,
} from '../schemas/shares';
import { defineEndpoint } from './endpoint';

/**
 * Sharing files (spec 01 sections 1, 2 and 6; issue 31 point 6; decision 0123). Staff of the
 * company domains share files of their upload session as a link to an e-mail address; the
 * recipient opens it without an account. A link that is unknown, expired or revoked answers
 * SHARE_LINK_INVALID, the same for each, so that the answer tells a guesser nothing.
 */

const linkFailures = ['SHARE_LINK_INVALID', 'SHARE_PASSWORD_REQUIRED'] as const;

export const createShare = defineEndpoint({
  method: 'POST',
  path: '/api/v3/shares',
  access: 'staff',
  tag: 'shares',
  summary: 'Bestanden uit mijn bestandenlijst delen met een e-mailadres (medewerkers)',
  description:
    'De bestanden worden gekopieerd; de ontvanger krijgt een mail met de link, die 1 tot 30 dagen geldig is (standaard 7) en eventueel een wachtwoord vraagt. De link staat alleen in dit antwoord en in de mail.',
  body: createShareBodySchema,
  status: 201,
  response: createdShareSchema,
  errors: ['SHARE_INVALID', 'UPLOAD_SESSION_NOT_FOUND', 'FILE_NOT_FOUND', 'FILE_STILL_ANALYSING'],
});

export const listShares = defineEndpoint({
  method: 'GET',
  path: '/api/v3/shares',
  access: 'staff',
  tag: 'shares',
  summary: 'Mijn gedeelde bestanden, met wat er gedownload is (medewerkers)',
  status: 200,
  response: sharesResponseSchema,
  errors: [],
});

export const revokeShare = defineEndpoint({
  method: 'POST',
  path: '/api/v3/shares/:shareId/revoke',
  access: 'staff',
  tag: 'shares',
  summary: 'Een gedeelde link intrekken (medewerkers)',
  description: 'Daarna geeft de link niets meer. Nog eens intrekken verandert niets.',
  params: shareIdParams,
  status: 200,
  response: shareSchema,
  errors: ['SHARE_NOT_FOUND'],
});

export const getSharedFiles = defineEndpoint({
  method: 'GET',
  path: '/api/v3/shared/:token',
  access: 'public',
  tag: 'shares',
  summary: 'Wat er met mij gedeeld is: de bestanden van een link',
  description:
    'Zonder account. Een link met een wachtwoord antwoordt SHARE_PASSWORD_REQUIRED tot het wachtwoord is gegeven (zie unlock).',
  params: shareTokenParams,
  status: 200,
  response: sharedInfoSchema,
  errors: linkFailures,
});

export const unlockSharedFiles = defineEndpoint({
  method: 'POST',
  path: '/api/v3/shared/:token/unlock',
  access: 'public',
  tag: 'shares',
  summary: 'Het wachtwoord van een gedeelde link geven',
  description:
    'Juist: een cookie voor deze link (een uur geldig) opent de bestanden. Vijf verkeerde wachtwoorden in een uur blokkeren de link tot dat uur om is.',
  params: shareTokenParams,
  body: unlockShareBodySchema,
  status: 200,
  response: sharedInfoSchema,
  errors: ['SHARE_LINK_INVALID', 'SHARE_PASSWORD_WRONG', 'SHARE_LOCKED'],
});

export const downloadSharedFile = defineEndpoint({
  method: 'GET',
  path: '/api/v3/shared/:token/files/:fileId',
  access: 'public',
  tag: 'shares',
  summary: 'Een gedeeld bestand downloaden',
  description: 'Ook een deel (Range). Elke download wordt vastgelegd voor de medewerker die deelde.',
  params: sharedFileParams,
  status: 200,
  response: 'binary',
  errors: [...linkFailures, 'RANGE_NOT_SATISFIABLE'],
});
