import { z } from 'zod';
import {
  filePagesQuerySchema,
  filePagesResponseSchema,
  finaliseUploadBodySchema,
  finaliseUploadResponseSchema,
  previewParamsSchema,
  previewQuerySchema,
  uploadChunkQuerySchema,
  uploadedFileSchema,
  uploadedFilesResponseSchema,
  uploadSessionSchema,
} from '../schemas/uploads';
import { defineEndpoint } from './endpoint';

/** Uploads and analysis (spec 01 sections 4 and 7; docs/decisions/0009-upload-protocol.md). */

/** The path parameters of an upload session and of one of its files (the cart's calls use them too). */
export const sessionParams = z.object({ sessionId: z.uuid() });
export const fileParams = sessionParams.extend({ fileId: z.uuid() });

/** The flow.js chunk endpoint, on the path the spec shows. */
export const uploadChunk = defineEndpoint({
  method: 'POST',
  path: '/api/v3/upload',
  access: 'customer',
  tag: 'uploads',
  summary: 'Ontvangt één deel van een bestand (flow.js-octetprotocol, delen van 524288 bytes)',
  description:
    'De flow*-parameters staan in de query, het deel is de body. Een opnieuw verstuurd deel vervangt het eerdere. Foute parameters geven 422, wat flow.js als blijvende fout ziet.',
  query: uploadChunkQuerySchema,
  status: 200,
  response: z.object({ received: z.literal(true) }),
  errors: [
    'CHUNK_INVALID',
    'CHUNK_SIZE_MISMATCH',
    'FILE_TOO_LARGE',
    'DUPLICATE_FILE_NAME',
    'STORAGE_QUOTA_REACHED',
    'SESSION_FILES_LIMIT_REACHED',
    'UPLOAD_SESSION_NOT_FOUND',
    'UPLOAD_WRITE_FAILED',
  ],
});

export const getUploadSession = defineEndpoint({
  method: 'GET',
  path: '/api/v3/uploads/session',
  access: 'customer',
  tag: 'uploads',
  summary: 'De uploadsessie van deze browser voor de ingelogde gebruiker (wordt bij eerste gebruik gemaakt)',
  status: 200,
  response: uploadSessionSchema,
  errors: [],
});

export const finaliseUpload = defineEndpoint({
  method: 'POST',
  path: '/api/v3/uploads/:sessionId/files',
  access: 'customer',
  tag: 'uploads',
  summary:
    'Rondt een upload af: voegt de delen samen, bewaart het bestand (of de bestanden in een zip) en start de analyse',
  params: sessionParams,
  body: finaliseUploadBodySchema,
  status: 201,
  response: finaliseUploadResponseSchema,
  errors: [
    'UPLOAD_SESSION_NOT_FOUND',
    'UPLOAD_INCOMPLETE',
    'CHUNK_INVALID',
    'DUPLICATE_FILE_NAME',
    'ZIP_REFUSED',
    'ZIP_ENTRIES_REFUSED',
    'STORAGE_QUOTA_REACHED',
    'SESSION_FILES_LIMIT_REACHED',
    'UPLOAD_WRITE_FAILED',
  ],
});

export const listUploadedFiles = defineEndpoint({
  method: 'GET',
  path: '/api/v3/uploads/:sessionId/files',
  access: 'customer',
  tag: 'uploads',
  summary: 'De bestanden van de sessie met hun status en analyse',
  params: sessionParams,
  status: 200,
  response: uploadedFilesResponseSchema,
  errors: ['UPLOAD_SESSION_NOT_FOUND'],
});

export const getUploadedFile = defineEndpoint({
  method: 'GET',
  path: '/api/v3/uploads/:sessionId/files/:fileId',
  access: 'customer',
  tag: 'uploads',
  summary: 'Eén bestand met zijn analyse; wordt elke 500 ms opgevraagd zolang het wordt geanalyseerd',
  params: fileParams,
  status: 200,
  response: uploadedFileSchema,
  errors: ['UPLOAD_SESSION_NOT_FOUND', 'FILE_NOT_FOUND'],
});

export const getFilePages = defineEndpoint({
  method: 'GET',
  path: '/api/v3/uploads/:sessionId/files/:fileId/pages',
  access: 'customer',
  tag: 'uploads',
  summary: "De pagina's van een bestand met formaat, soort (kleur, zwart-wit, leeg) en DPI, per blok",
  description:
    "Het bestand zelf noemt alleen de DPI van pagina's met afbeeldingen; deze lijst geeft elke pagina, in blokken van ten hoogste 100 (from, count).",
  params: fileParams,
  query: filePagesQuerySchema,
  status: 200,
  response: filePagesResponseSchema,
  errors: ['UPLOAD_SESSION_NOT_FOUND', 'FILE_NOT_FOUND'],
});

/**
 * 'Uitpakken': a zip kept whole at upload becomes its files, at the zip's place in the list
 * (decision 0036). The same unpacking, limits and quota as a finalise with unzip; a retry after
 * success answers with the same files instead of unpacking again.
 */
export const unpackUploadedFile = defineEndpoint({
  method: 'POST',
  path: '/api/v3/uploads/:sessionId/files/:fileId/unpack',
  access: 'customer',
  tag: 'uploads',
  summary: 'Pakt een bewaard ZIP-bestand uit: de bestanden erin vervangen de zip en worden geanalyseerd',
  params: fileParams,
  status: 200,
  response: finaliseUploadResponseSchema,
  errors: [
    'UPLOAD_SESSION_NOT_FOUND',
    'FILE_NOT_FOUND',
    'NOT_A_ZIP',
    'ZIP_REFUSED',
    'STORAGE_QUOTA_REACHED',
    'SESSION_FILES_LIMIT_REACHED',
    'DUPLICATE_FILE_NAME',
    'UPLOAD_WRITE_FAILED',
  ],
});

export const removeUploadedFile = defineEndpoint({
  method: 'DELETE',
  path: '/api/v3/uploads/:sessionId/files/:fileId',
  access: 'customer',
  tag: 'uploads',
  summary: 'Verwijdert een bestand met zijn paginavoorbeelden',
  params: fileParams,
  status: 204,
  response: z.null(),
  errors: ['UPLOAD_SESSION_NOT_FOUND', 'FILE_NOT_FOUND'],
});

/**
 * Page previews, on the path the spec's media URLs follow. The owner is known by the
 * upload-session cookie (an <img> sends no bearer token), so the endpoint is public and the
 * service checks the cookie.
 */
export const getPagePreview = defineEndpoint({
  method: 'GET',
  path: '/media/print-order/preview/:uuid/:size',
  access: 'public',
  tag: 'uploads',
  summary:
    'Een WebP-voorbeeld van een pagina (120, 240, 480 of 960 px breed) voor de browser die het bestand uploadde',
  params: previewParamsSchema,
  query: previewQuerySchema,
  status: 200,
  response: 'binary',
  errors: ['FILE_NOT_FOUND', 'PREVIEW_UNAVAILABLE', 'RANGE_NOT_SATISFIABLE'],
});
