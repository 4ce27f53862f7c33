import type { FinaliseUploadBody } from '@portal/shared/schemas/uploads';
import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/** Joins the uploaded chunks into a file (or the files of a zip) and starts the analysis. */
export function finaliseUpload(sessionId: string, body: FinaliseUploadBody) {
  return callApi(contracts.uploads, 'finaliseUpload', { params: { sessionId }, body });
}
