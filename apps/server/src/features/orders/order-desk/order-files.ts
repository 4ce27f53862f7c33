import type { FileStorage } from '../../../platform/storage/file-storage';
import type { StoredDownload } from '../../../platform/storage/send-stored-file';
import { storedFileKey } from '../../uploads/stored-files';

/** A stored file found for a download. */
export type OpenedFile = StoredDownload;

/**
 * The bytes of ordered files, by the storage reference an order line keeps (the stored file's
 * id: uploads/stored-files.ts). Files an order took are never discarded with their session
 * (uploaded_files.kept_for_order), so a missing file is an accident, answered as such.
 */
/**
 * The name a download goes by when its bytes are a PDF: an office document is printed as the PDF
 * it was converted to (decision 0132), so 'offerte.docx' downloads as 'offerte.pdf', with the PDF's
 * content type; a name that says PDF already stays as it is.
 */
export function pdfDownloadName(fileName: string): string {
  if (/\.pdf$/i.test(fileName)) return fileName;
  const dot = fileName.lastIndexOf('.');
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}.pdf`;
}

/** Whether a stored file's bytes are a PDF (its first bytes '%PDF-'). */
async function isPdf(file: OpenedFile): Promise<boolean> {
  if (file.size < 5) return false;
  const parts: Buffer[] = [];
  for await (const part of await file.storage.read(file.key, { start: 0, end: 4 }))
    parts.push(part as Buffer);
  return Buffer.concat(parts).toString('latin1') === '%PDF-';
}

export function createOrderFiles(storage: FileStorage) {
  /** The file's key and size; null when the reference is no stored file's (or the bytes are gone). */
  async function locate(reference: string): Promise<OpenedFile | null> {
    let key: string;
    try {
      key = storedFileKey(reference);
    } catch {
      return null;
    }
    const size = await storage.size(key);
    return size === null ? null : { storage, key, size };
  }

  return {
    async sizeOf(reference: string): Promise<number | null> {
      return (await locate(reference))?.size ?? null;
    },
    open: locate,
    /** The name to download a line's file by: named for a PDF when its bytes are one. */
    async downloadName(file: OpenedFile, fileName: string): Promise<string> {
      return (await isPdf(file)) ? pdfDownloadName(fileName) : fileName;
    },
  };
}
export type OrderFiles = ReturnType<typeof createOrderFiles>;
