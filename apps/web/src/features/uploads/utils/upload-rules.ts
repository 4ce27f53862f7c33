import { DPI_RECOMMENDED, DPI_WARNING_BELOW, MAX_FILE_SIZE_BYTES } from '@portal/shared/constants';
import type { FileStatus, UploadedFile } from '@portal/shared/schemas/uploads';
import { isApiError } from '../../../lib/api-client';

/**
 * The client's rules for uploads (spec 01 sections 4, 5 and 8), kept pure so that each is
 * tested on its own; the upload store applies them.
 */

export type NewFilesSorted<T> = {
  /** Files to upload, in the order they came. */
  accepted: T[];
  /** Names already in the list or twice in this choice; each name once. */
  duplicates: string[];
  /** Names of files over 2 GB. */
  tooLarge: string[];
};

/**
 * Sorts one choice or drop: a name already in the list, or seen earlier in the same drop, is
 * ignored; a file over the maximum size is refused.
 */
export function sortNewFiles<T extends { name: string; size: number }>(
  files: readonly T[],
  namesInList: Iterable<string>,
): NewFilesSorted<T> {
  const seen = new Set(namesInList);
  const duplicates = new Set<string>();
  const accepted: T[] = [];
  const tooLarge: string[] = [];
  for (const file of files) {
    if (seen.has(file.name)) {
      duplicates.add(file.name);
      continue;
    }
    seen.add(file.name);
    if (file.size > MAX_FILE_SIZE_BYTES) tooLarge.push(file.name);
    else accepted.push(file);
  }
  return { accepted, duplicates: [...duplicates], tooLarge };
}

type DpiFacts = Pick<UploadedFile, 'dpisPerPage'>;

/** The lowest DPI of any image in the file; null when it has no measured images. */
export function lowestDpi(file: DpiFacts): number | null {
  let lowest: number | null = null;
  for (const { dpis } of file.dpisPerPage)
    for (const dpi of dpis) if (lowest === null || dpi < lowest) lowest = dpi;
  return lowest;
}

export type LowDpiPage = { page: number; dpi: number };

/** Pages whose lowest image resolution is under the recommended 200 DPI, in page order. */
export function lowDpiPages(file: DpiFacts): LowDpiPage[] {
  const pages: LowDpiPage[] = [];
  for (const { page, dpis } of file.dpisPerPage) {
    if (dpis.length === 0) continue;
    const dpi = Math.min(...dpis);
    if (dpi < DPI_RECOMMENDED) pages.push({ page, dpi: Math.round(dpi) });
  }
  return pages.sort((a, b) => a.page - b.page);
}

/**
 * Whether the file earns the low-resolution mark and dialog: analysed (with analysis off the
 * server assumes 300 DPI) and its lowest DPI under 197.
 */
export function hasLowDpi(file: DpiFacts & Pick<UploadedFile, 'status' | 'analysed'>): boolean {
  if (file.status !== 'READY' || !file.analysed) return false;
  const lowest = lowestDpi(file);
  return lowest !== null && lowest < DPI_WARNING_BELOW;
}

/** Polling runs while at least one file is still being analysed, and only then. */
export function needsPolling(files: readonly { status: FileStatus }[]): boolean {
  return files.some((file) => file.status === 'ANALYZING');
}

/** A preview exists for analysed PDFs and images. */
export function hasPreview(file: Pick<UploadedFile, 'status' | 'fileType'>): boolean {
  return (
    file.status === 'READY' &&
    (file.fileType === 'pdf' ||
      file.fileType === 'jpeg' ||
      file.fileType === 'png' ||
      file.fileType === 'tiff')
  );
}

export type FinaliseOptions = { unzip: boolean; analyse: boolean };

/**
 * The finalise flags: zips are unpacked when the user chose so in the profile (a theme that
 * hides that choice never unpacks); files are analysed unless the theme switches it off.
 */
export function finaliseOptionsFor(
  user: { unzipOnUpload: boolean } | null,
  theme: { flags: { hideZipOption: boolean }; customFields: { analyseFiles?: boolean | undefined } } | null,
): FinaliseOptions {
  return {
    unzip: !(theme?.flags.hideZipOption ?? false) && (user?.unzipOnUpload ?? false),
    analyse: theme?.customFields.analyseFiles ?? true,
  };
}

export type UploadError = { code: string; message: string };

/** The server's error in a chunk answer's text; null when the text is not our error shape. */
export function uploadErrorOf(responseText: string): UploadError | null {
  let json: unknown;
  try {
    json = JSON.parse(responseText);
  } catch {
    return null;
  }
  return isApiError(json) ? { code: json.error, message: json.message } : null;
}

/** Spec 01 section 8: an upload error that mentions 'duplicate' becomes the already-added warning. */
export function isDuplicateError(error: Partial<UploadError> | null): boolean {
  if (!error) return false;
  return /duplicate/i.test(error.code ?? '') || /duplicate/i.test(error.message ?? '');
}

/**
 * Session check on focus: the files in the list belong to an upload session the server no
 * longer returns for this browser, so the list must be emptied.
 */
export function uploadSessionLost(
  filesSessionId: string | null,
  currentSessionId: string,
  fileCount: number,
): boolean {
  return fileCount > 0 && filesSessionId !== null && filesSessionId !== currentSessionId;
}
