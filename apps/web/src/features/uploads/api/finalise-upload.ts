import { finaliseUpload as finaliseUploadEndpoint } from '@portal/shared/api/uploads.api';
import type { FinaliseUploadBody } from '@portal/shared/schemas/uploads';
import { callApi } from '../../../lib/api-client';

/** Joins the uploaded chunks into a file (or the files of a zip) and starts the analysis. */
export function finaliseUpload(sessionId: string, body: FinaliseUploadBody) {
  return callApi(finaliseUploadEndpoint, { params: { sessionId }, body });
}
