import {
  type FinaliseUploadBody,
  finaliseUploadResponseSchema,
  uploadedFileSchema,
  uploadedFilesResponseSchema,
  uploadSessionSchema,
} from '@portal/shared/schemas/uploads';
import { z } from 'zod';
import type { apiRequest } from '../api-client';

/** The upload calls of decision 0009; every answer is parsed with the shared schema. */
export function createUploadsApi(request: typeof apiRequest) {
  const files = (sessionId: string) => `/api/v3/uploads/${encodeURIComponent(sessionId)}/files`;
  const file = (sessionId: string, uuid: string) => `${files(sessionId)}/${encodeURIComponent(uuid)}`;
  return {
    session: () => request('/api/v3/uploads/session', uploadSessionSchema),
    list: (sessionId: string) => request(files(sessionId), uploadedFilesResponseSchema),
    get: (sessionId: string, uuid: string) => request(file(sessionId, uuid), uploadedFileSchema),
    finalise: (sessionId: string, body: FinaliseUploadBody) =>
      request(files(sessionId), finaliseUploadResponseSchema, { method: 'POST', body }),
    remove: (sessionId: string, uuid: string) =>
      request(file(sessionId, uuid), z.unknown(), { method: 'DELETE' }),
  };
}
export type UploadsApi = ReturnType<typeof createUploadsApi>;
