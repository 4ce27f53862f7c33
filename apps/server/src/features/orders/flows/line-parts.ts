import type { UploadedFile } from '@portal/shared/schemas/uploads';

/** The file columns of a line without a file (a job on originals, a quote's description or work). */
export const NO_FILE = {
  fileId: null,
  fileName: null,
  pagesBw: null,
  pagesColour: null,
  pagesBlank: null,
  storageReference: null,
} as const;

/** The file columns of a line of an uploaded file: its pages as analysed, stored under its id (uploads/file-storage.ts). */
export const fileParts = (file: UploadedFile) => ({
  fileId: file.uuid,
  fileName: file.fileName,
  pagesBw: file.pagesBW ?? 0,
  pagesColour: file.pagesColour ?? 0,
  pagesBlank: file.pagesBlank ?? 0,
  storageReference: file.uuid,
});
