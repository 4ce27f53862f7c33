import type { UploadedFile } from '@portal/shared/schemas/uploads';

let uuidCounter = 0;

/** An uploaded file as the server answers it, still being analysed unless `partial` says otherwise. */
export function uploadedFile(name: string, partial: Partial<UploadedFile> = {}): UploadedFile {
  uuidCounter += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(uuidCounter).padStart(12, '0')}`,
    fileName: name,
    safeName: name,
    relativePath: name,
    size: 1000,
    status: 'ANALYZING',
    fileType: null,
    analysed: false,
    format: null,
    dimensions: null,
    pageCount: null,
    pagesColour: null,
    pagesBW: null,
    pagesBlank: null,
    dpisPerPage: [],
    reason: null,
    createdAt: '2026-11-23T09:00:00.000Z',
    ...partial,
  };
}
