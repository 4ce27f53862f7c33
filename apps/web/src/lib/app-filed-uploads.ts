import { ApiRequestError, callApi } from './api-client';
import { contracts } from './contracts';
import type { FiledUploadDeps } from './filed-uploads';
import { loadPortalChunkUploader } from './portal-chunk-uploader';

/**
 * What filed uploads (lib/filed-uploads.ts) are made of in the app, the same wherever files are
 * filed: the portal's chunk uploader, the uploads' contract for the session, the finalising and
 * the analysis, and the server's Dutch refusals. The caller says where the files go
 * (`fileUploads`), what a filed file refreshes (`filed`) and whether a zip is unpacked (`unzip`).
 */
export function appFiledUploadDeps<Target>(
  filing: Pick<FiledUploadDeps<Target>, 'fileUploads' | 'filed' | 'unzip'>,
): FiledUploadDeps<Target> {
  return {
    loadUploader: loadPortalChunkUploader,
    sessionId: async () => (await callApi(contracts.uploads, 'getUploadSession', {})).sessionId,
    finalise: (sessionId, body) =>
      callApi(contracts.uploads, 'finaliseUpload', { params: { sessionId }, body }),
    uploadedFile: (sessionId, fileId) =>
      callApi(contracts.uploads, 'getUploadedFile', { params: { sessionId, fileId } }),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    problemOf: (error) =>
      error instanceof ApiRequestError && error.code !== 'HTTP_ERROR' ? error.message : null,
    ...filing,
  };
}
