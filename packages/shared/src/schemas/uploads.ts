import { z } from 'zod';
import { MAX_FILE_SIZE_BYTES, UPLOAD_CHUNK_SIZE_BYTES } from '../constants';
import {
  detectedFileTypeSchema,
  dpisPerPageSchema,
  notAnalysedReasonSchema,
  pageAnalysisSchema,
  paperFormatSchema,
} from './analysis';

/**
 * The upload protocol and the uploaded file (issue 4; spec 01 sections 3, 4 and 7).
 * Chunks travel as flow.js "octet" requests: the flow* fields in the query string, the bytes
 * as the body (docs/decisions/0009-upload-protocol.md).
 */

/** ANALYZING while the upload is being analysed; then one of the analysis outcomes. */
export const fileStatusSchema = z.enum([
  'ANALYZING',
  'READY',
  'READY_NOT_ANALYZED',
  'READY_PASSWORD_PROTECTED',
]);
export type FileStatus = z.infer<typeof fileStatusSchema>;

/** flow.js identifiers as our client makes them (a random uuid); nothing that could name a path. */
export const uploadIdentifierSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'ongeldige upload-id');

export const uploadSessionSchema = z.object({ sessionId: z.uuid() });
export type UploadSession = z.infer<typeof uploadSessionSchema>;

const count = z.coerce.number().int();

/** The query of POST /api/v3/upload: flow.js's chunk parameters plus our session id. */
export const uploadChunkQuerySchema = z.object({
  sessionId: z.uuid(),
  flowChunkNumber: count.min(1),
  flowChunkSize: count.pipe(z.literal(UPLOAD_CHUNK_SIZE_BYTES)),
  flowCurrentChunkSize: count.min(0).max(2 * UPLOAD_CHUNK_SIZE_BYTES),
  flowTotalSize: count.min(0),
  flowIdentifier: uploadIdentifierSchema,
  flowFilename: z.string().min(1).max(1000),
  flowRelativePath: z.string().max(4000).optional(),
  flowTotalChunks: count.min(1),
});
export type UploadChunkQuery = z.infer<typeof uploadChunkQuerySchema>;

/** Start analysis / finalise upload (spec 01 section 7). */
export const finaliseUploadBodySchema = z.object({
  identifier: uploadIdentifierSchema,
  name: z.string().min(1).max(1000),
  relativePath: z.string().max(4000).optional(),
  chunkCount: z
    .number()
    .int()
    .min(1)
    .max(Math.ceil(MAX_FILE_SIZE_BYTES / UPLOAD_CHUNK_SIZE_BYTES)),
  /** Unpack a zip into its entries (the user's unzipOnUpload). */
  unzip: z.boolean(),
  /** Measure colour and DPI (the theme's analyseFiles option); page count and sizes always. */
  analyse: z.boolean(),
  /**
   * With unzip: refuse the whole zip (ZIP_ENTRIES_REFUSED, nothing kept) when any entry would be
   * skipped (a path leaving the zip, a link, past a limit, unreadable): a scan delivery must be
   * all of it or nothing (decision 0126). Without it skipped entries are reported and the rest kept.
   */
  strictZip: z.boolean().optional(),
  /**
   * Where the file goes in the list: the client numbers files as they are added, so the list
   * keeps drop order although a later, smaller file finishes first (decision 0036). Without
   * it the file goes after every file of the session.
   */
  position: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type FinaliseUploadBody = z.infer<typeof finaliseUploadBodySchema>;

export const uploadedFileSchema = z.object({
  uuid: z.uuid(),
  /** The name as the user's computer gave it (or the path inside a zip): shown, never used as a path. */
  fileName: z.string(),
  /** The same name made safe for a file system: no folders, control characters or reserved characters. */
  safeName: z.string(),
  relativePath: z.string(),
  size: z.number().int().nonnegative(),
  status: fileStatusSchema,
  /** What the content is; null until the first facts are known. */
  fileType: detectedFileTypeSchema.nullable(),
  /** True when colour and DPI were measured. */
  analysed: z.boolean(),
  format: paperFormatSchema.nullable(),
  /** Size of the first page in millimetres. */
  dimensions: z.object({ widthMm: z.number(), heightMm: z.number() }).nullable(),
  pageCount: z.number().int().nonnegative().nullable(),
  pagesColour: z.number().int().nonnegative().nullable(),
  pagesBW: z.number().int().nonnegative().nullable(),
  pagesBlank: z.number().int().nonnegative().nullable(),
  /**
   * The DPIs of the pages that hold raster images, in page order; empty while the file is being
   * analysed. Pages without images are left out, so a 20,000-page text stays a small answer
   * (decision 0037); every page's detail is paged by the pages endpoint.
   */
  dpisPerPage: dpisPerPageSchema,
  reason: notAnalysedReasonSchema.nullable(),
  createdAt: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Why a zip entry did not become a file. */
export const skippedEntryReasonSchema = z.enum([
  /** A zip inside the zip: not unpacked, on purpose. */
  'nestedZip',
  /** The entry's path leaves the zip's folder (../, an absolute path, a drive letter). */
  'unsafePath',
  /** A name already in the session (or twice in the zip). */
  'duplicate',
  /** Unpacking it would pass the limits on entries, unpacked size or compression ratio. */
  'limit',
  /** Encrypted or damaged entry that cannot be read. */
  'unreadable',
  /** A symbolic link or other special entry. */
  'special',
]);
export type SkippedEntryReason = z.infer<typeof skippedEntryReasonSchema>;

export const finaliseUploadResponseSchema = z.object({
  files: z.array(uploadedFileSchema),
  skipped: z.array(z.object({ name: z.string(), reason: skippedEntryReasonSchema })),
});
export type FinaliseUploadResponse = z.infer<typeof finaliseUploadResponseSchema>;

export const uploadedFilesResponseSchema = z.object({ files: z.array(uploadedFileSchema) });

/** At most this many pages per answer of the pages endpoint: a screenful of thumbnails and more. */
export const FILE_PAGES_MAX_COUNT = 100;

export const filePagesQuerySchema = z.object({
  /** First page of the answer, 1-based. */
  from: z.coerce.number().int().min(1).default(1),
  count: z.coerce.number().int().min(1).max(FILE_PAGES_MAX_COUNT).default(48),
});
export type FilePagesQuery = z.infer<typeof filePagesQuerySchema>;

export const filePagesResponseSchema = z.object({
  /** Pages of the whole file, so a viewer knows whether more follow. */
  pageCount: z.number().int().nonnegative(),
  /** The pages from..from+count−1 that exist, in order; kind is null until measured. */
  pages: z.array(pageAnalysisSchema),
});
export type FilePagesResponse = z.infer<typeof filePagesResponseSchema>;

/** Widths in pixels the preview endpoint renders: /media/print-order/preview/{uuid}/{size}. */
export const PREVIEW_SIZES = [120, 240, 480, 960] as const;
export const previewParamsSchema = z.object({
  uuid: z.uuid(),
  size: z.coerce
    .number()
    .int()
    .refine((size) => (PREVIEW_SIZES as readonly number[]).includes(size), 'onbekende previewgrootte'),
});
export const previewQuerySchema = z.object({ page: z.coerce.number().int().min(1).default(1) });
