import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/** 'Uitpakken': the server replaces a zip kept whole by its files (decision 0036). */
export function unpackUploadedFile(sessionId: string, fileId: string) {
  return callApi(contracts.uploads, 'unpackUploadedFile', { params: { sessionId, fileId } });
}
