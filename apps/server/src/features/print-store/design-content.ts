import { open } from 'node:fs/promises';
import sharp from 'sharp';
import { type Failure, fail } from '../../platform/failure';
import type { AnalysisPool } from '../uploads/analysis/analysis-pool';
import { RenderFailure } from '../uploads/analysis/render-failure';
import { MASTER_WIDTH } from './store-images';

/**
 * What an uploaded design file is, by its content (issue 30, decision 0113): never by its name or
 * the type the browser claims. A design's original must be a PDF or a JPEG (spec 02 section 5:
 * 'Alleen PDF en JPG bestanden zijn toegestaan.'), a preview image a JPEG or a PNG. The first bytes
 * decide what it claims to be, and a real parse decides whether it is: PDFium opens the PDF and
 * renders its first page, libvips decodes the whole image. The same parse gives the preview's master.
 */

export type DesignFileKind = 'pdf' | 'jpeg' | 'png';
/** An original (SOURCE) or a preview image (isPreview). */
export type DesignFilePurpose = 'source' | 'preview';

export const MIME_OF: Record<DesignFileKind, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
export const EXTENSION_OF: Record<DesignFileKind, string> = { pdf: '.pdf', jpeg: '.jpg', png: '.png' };

const ALLOWED: Record<DesignFilePurpose, readonly DesignFileKind[]> = {
  source: ['pdf', 'jpeg'],
  preview: ['jpeg', 'png'],
};

/** Enough of the file's start for every signature below. */
export const HEAD_BYTES = 16;

const startsWith = (head: Buffer, bytes: readonly number[]) => bytes.every((byte, i) => head[i] === byte);
const PDF = [...Buffer.from('%PDF-')];
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The kind a file's first bytes claim, or null. Stricter than the customer upload's sniffer
 * (which accepts '%PDF-' anywhere in the first KiB, as Acrobat does): a design is published to
 * every visitor of the store and downloaded by its admins, so a file that starts as something
 * else (an HTML page with a PDF behind it) is refused, not guessed at.
 */
export function claimedKind(head: Buffer): DesignFileKind | null {
  if (startsWith(head, PDF)) return 'pdf';
  if (startsWith(head, JPEG)) return 'jpeg';
  if (startsWith(head, PNG)) return 'png';
  return null;
}

export type FileTypeRefusal = Failure<'DESIGN_FILE_TYPE_NOT_ALLOWED' | 'PREVIEW_FILE_TYPE_NOT_ALLOWED'>;
export type ContentRefusal =
  | FileTypeRefusal
  | Failure<'DESIGN_PDF_PROTECTED' | 'DESIGN_FILE_DAMAGED' | 'DESIGN_PREVIEW_FAILED'>;

const refusedType = (purpose: DesignFilePurpose): FileTypeRefusal =>
  purpose === 'source' ? fail('DESIGN_FILE_TYPE_NOT_ALLOWED') : fail('PREVIEW_FILE_TYPE_NOT_ALLOWED');

/** The kind when the first bytes are one this purpose allows, else the refusal to answer. */
export function allowedKind(head: Buffer, purpose: DesignFilePurpose): DesignFileKind | FileTypeRefusal {
  const kind = claimedKind(head);
  return kind && ALLOWED[purpose].includes(kind) ? kind : refusedType(purpose);
}

async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A preview master: a PNG at most MASTER_WIDTH wide, and its size. */
export type Master = { png: Buffer; width: number; height: number };
export type CheckedDesignFile = { kind: DesignFileKind; mime: string; master: Master };

/**
 * As the uploads' page previews read images (previews/preview-store.ts): up to a gigapixel (an A0
 * scan at 600 DPI is 560 megapixels), decoded while shrinking, a truncated file is an error.
 */
const IMAGE_INPUT = { failOn: 'truncated', limitInputPixels: 1_000_000_000, sequentialRead: true } as const;
const IMAGE_TIME_LIMIT_SECONDS = 30;

/** The first page of a PDF as it will print, on white, MASTER_WIDTH wide, rendered in the analysis pool. */
async function pdfMaster(pool: AnalysisPool, file: string): Promise<Master | ContentRefusal> {
  try {
    const page = await pool.renderPage(file, 1, MASTER_WIDTH);
    const raw = { width: page.width, height: page.height, channels: 4 } as const;
    const png = await sharp(page.data, { raw }).removeAlpha().png().toBuffer();
    return { png, width: page.width, height: page.height };
  } catch (error) {
    if (!(error instanceof RenderFailure)) throw error;
    switch (error.problem) {
      case 'passwordProtected':
        return fail('DESIGN_PDF_PROTECTED');
      case 'notPdf':
      case 'damaged':
      case 'pageOutOfRange':
        return fail('DESIGN_FILE_DAMAGED');
      default:
        // The engine's limits (time, memory) or the engine itself: the file may be fine.
        return fail('DESIGN_PREVIEW_FAILED');
    }
  }
}

/**
 * A JPEG or PNG decoded whole (EXIF orientation applied), at most MASTER_WIDTH wide; libvips must
 * agree on the format the first bytes claim.
 */
async function imageMaster(file: string, kind: 'jpeg' | 'png'): Promise<Master | ContentRefusal> {
  try {
    const image = sharp(file, IMAGE_INPUT).timeout({ seconds: IMAGE_TIME_LIMIT_SECONDS });
    const metadata = await image.metadata();
    if (metadata.format !== kind) return fail('DESIGN_FILE_DAMAGED');
    const { data, info } = await image
      .rotate()
      .resize({ width: MASTER_WIDTH, withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch (error) {
    const timedOut = error instanceof Error && /timeout/i.test(error.message);
    return fail(timedOut ? 'DESIGN_PREVIEW_FAILED' : 'DESIGN_FILE_DAMAGED');
  }
}

/**
 * Checks a whole uploaded file for its purpose and makes its preview master. A refusal says why:
 * the wrong kind of file, a PDF that needs a password, a file that cannot be read, or one the
 * engine could not render within its limits.
 */
export async function checkDesignFile(
  pool: () => Promise<AnalysisPool>,
  file: string,
  purpose: DesignFilePurpose,
): Promise<CheckedDesignFile | ContentRefusal> {
  const kind = allowedKind(await headOf(file), purpose);
  if (typeof kind !== 'string') return kind;
  const master = kind === 'pdf' ? await pdfMaster(await pool(), file) : await imageMaster(file, kind);
  if (!('png' in master)) return master;
  return { kind, mime: MIME_OF[kind], master };
}

/** The preview master of an original kept in storage (regenerating a design's preview). */
export async function masterOfSource(
  pool: () => Promise<AnalysisPool>,
  file: string,
): Promise<Master | ContentRefusal> {
  const checked = await checkDesignFile(pool, file, 'source');
  return 'master' in checked ? checked.master : checked;
}
