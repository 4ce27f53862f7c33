import { callApi } from '../../../lib/api-client';
import { contracts } from '../../../lib/contracts';

/**
 * 'Selecteer uit bestandsopslag' (decision 0125): the chosen file-store files become files of the
 * session's list, analysed from the start; those the list holds already come back in alreadyPresent.
 */
export function addFilestoreFiles(sessionId: string, fileIds: string[]) {
  return callApi(contracts.filestore, 'addFilestoreFilesToSession', {
    params: { sessionId },
    body: { fileIds },
  });
}
