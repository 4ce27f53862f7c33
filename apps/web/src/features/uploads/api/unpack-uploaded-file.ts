import { unpackUploadedFile as unpackUploadedFileEndpoint } from '@portal/shared/api/uploads.api';
import { callApi } from '../../../lib/api-client';

/** 'Uitpakken': the server replaces a zip kept whole by its files (decision 0036). */
export function unpackUploadedFile(sessionId: string, fileId: string) {
  return callApi(unpackUploadedFileEndpoint, { params: { sessionId, fileId } });
}
