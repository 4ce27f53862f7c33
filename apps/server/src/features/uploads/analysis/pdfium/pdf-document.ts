import { readSync } from 'node:fs';
import type { PdfiumEngine } from './pdfium-engine';

/** PDFium's FPDF_GetLastError codes. */
const FPDF_ERR_PASSWORD = 4;
const FPDF_ERR_SECURITY = 5;

/** FPDF_FILEACCESS on wasm32: m_FileLen, m_GetBlock, m_Param, 4 bytes each. */
const FILE_ACCESS_BYTES = 12;

/** 32-bit m_FileLen: PDFium on wasm32 cannot address more. Uploads stop at 2 GB, well below. */
const MAX_PDF_BYTES = 0xffff_ffff;

/**
 * An open file: a descriptor the caller owns (it may come from another thread) and its size; no
 * descriptor for a stored file read in blocks from elsewhere (an S3 bucket), see RemoteRead.
 */
export interface FileSource {
  fd: number | undefined;
  size: number;
}

/**
 * Fills `target` with the bytes at `position` of the open file `fileKey` that has no descriptor
 * here, waiting for them; false when they cannot be had (remote-blocks.ts).
 */
export type RemoteRead = (fileKey: number, position: number, target: Uint8Array) => boolean;

export interface PdfDocument {
  readonly handle: number;
  readonly pageCount: number;
  close(): void;
}

export type OpenPdfResult =
  | { ok: true; document: PdfDocument }
  | { ok: false; problem: 'passwordRequired' | 'damaged' };

/**
 * Opens a PDF through FPDF_LoadCustomDocument: PDFium pulls the blocks it needs from the
 * file as it goes, so a 2 GB scan is never copied into JavaScript or the WebAssembly heap as
 * a whole. The descriptor must stay open until close(); closing it is the caller's business.
 */
export function openPdf(
  engine: PdfiumEngine,
  source: FileSource,
  password = '',
  remote?: (position: number, target: Uint8Array) => boolean,
): OpenPdfResult {
  const { fd, size } = source;
  if (size === 0 || size > MAX_PDF_BYTES) return { ok: false, problem: 'damaged' };
  if (fd === undefined && !remote) throw new Error('a file without a descriptor needs a remote reader');
  const readerId = engine.addReader((position, target) => {
    if (position + target.length > size) return false;
    if (fd === undefined) return remote?.(position, target) ?? false;
    let done = 0;
    while (done < target.length) {
      const read = readSync(fd, target, done, target.length - done, position + done);
      if (read === 0) return false;
      done += read;
    }
    return true;
  });
  const access = engine.malloc(FILE_ACCESS_BYTES);
  const words = engine.u32();
  words[access >> 2] = size;
  words[(access >> 2) + 1] = engine.getBlockFunction;
  words[(access >> 2) + 2] = readerId;

  const release = () => {
    engine.free(access);
    engine.removeReader(readerId);
  };

  let handle: number;
  try {
    handle = engine.lib.FPDF_LoadCustomDocument(access, password);
  } catch (error) {
    release();
    throw error;
  }
  if (handle === 0) {
    // The error code is only meaningful after a failure; PDFium does not reset it on success.
    const code = engine.lib.FPDF_GetLastError();
    release();
    // An unsupported security handler cannot be opened without what the author holds either.
    const locked = code === FPDF_ERR_PASSWORD || code === FPDF_ERR_SECURITY;
    return { ok: false, problem: locked ? 'passwordRequired' : 'damaged' };
  }
  const pageCount = engine.lib.FPDF_GetPageCount(handle);
  return {
    ok: true,
    document: {
      handle,
      pageCount,
      close() {
        engine.lib.FPDF_CloseDocument(handle);
        release();
      },
    },
  };
}

/**
 * Open documents kept between the tasks of one file: opening costs 5–15 ms (more for a file
 * whose cross-reference table must be rebuilt), as much as measuring a page.
 */
export interface DocumentCache {
  open(key: number, source: FileSource): OpenPdfResult;
  release(key: number): void;
  releaseAll(): void;
}

export function createDocumentCache(
  engine: PdfiumEngine,
  capacity: number,
  remote?: RemoteRead,
): DocumentCache {
  const open = new Map<number, PdfDocument>();
  const release = (key: number) => {
    // A trapped engine cannot be called any more; its memory goes with the worker.
    if (!engine.dead) open.get(key)?.close();
    open.delete(key);
  };
  return {
    open(key, source) {
      const cached = open.get(key);
      if (cached) {
        // Used again: it moves to the back of the line for eviction. A worker measuring one
        // file keeps it open while page renders of other files come and go.
        open.delete(key);
        open.set(key, cached);
        return { ok: true, document: cached };
      }
      const opened = openPdf(
        engine,
        source,
        '',
        remote && ((position, target) => remote(key, position, target)),
      );
      if (opened.ok) {
        // Least recently used goes first; a worker rarely switches between many files.
        for (const oldest of open.keys()) {
          if (open.size < capacity) break;
          release(oldest);
        }
        open.set(key, opened.document);
      }
      return opened;
    },
    release,
    releaseAll() {
      for (const key of [...open.keys()]) release(key);
    },
  };
}
