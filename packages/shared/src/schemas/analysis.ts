import { z } from 'zod';

/**
 * The result of analysing one uploaded file (issue 4; spec 01 sections 3–5). The file row's
 * ANALYZING state belongs to the upload; an analysis always ends in one of these three.
 */
export const analysisStatusSchema = z.enum(['READY', 'READY_NOT_ANALYZED', 'READY_PASSWORD_PROTECTED']);
export type AnalysisStatus = z.infer<typeof analysisStatusSchema>;

/** What the file is by its content (magic bytes), whatever its name says. */
export const detectedFileTypeSchema = z.enum([
  'pdf',
  'jpeg',
  'png',
  'tiff',
  'officeDocument',
  'zip',
  'empty',
  'unknown',
]);
export type DetectedFileType = z.infer<typeof detectedFileTypeSchema>;

/**
 * Why a file is READY_NOT_ANALYZED; the web app maps each key to a Dutch text under
 * 'Geen prijscalculatie mogelijk'.
 */
export const notAnalysedReasonSchema = z.enum([
  /** Zero bytes. */
  'empty',
  /** Not a PDF, JPEG, PNG, TIFF or office document (e.g. a zip, HTML named .pdf). */
  'unsupportedType',
  /** Looks like a PDF or image but cannot be read (truncated, broken structure, no pages). */
  'damaged',
  /** A page took longer than the per-page time limit (the most one page may cost). */
  'timeLimit',
  /** The analysis needed more memory than one worker may use. */
  'outOfMemory',
  /** The engine failed in a way none of the above describes. */
  'engineError',
  /** The whole analysis used more worker time than one file may (the time budget, decision 0026). */
  'analysisBudget',
  /** More pages than one file may have measured (the work budget, decision 0026). */
  'tooManyPages',
  /** An office document, and this server has no converter to PDF (LibreOffice; decision 0132). */
  'conversionUnavailable',
  /** The converter could not make a PDF of the document (damaged, not an office document, out of memory). */
  'conversionFailed',
  /** The conversion took longer than one document may and was stopped. */
  'conversionTimeLimit',
  /** Unpacked, the document would be larger than a document may be (a zip bomb): not converted. */
  'conversionTooLarge',
]);
export type NotAnalysedReason = z.infer<typeof notAnalysedReasonSchema>;

export const paperFormatSchema = z.enum(['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'custom']);
export type PaperFormat = z.infer<typeof paperFormatSchema>;

export const pageKindSchema = z.enum(['colour', 'blackWhite', 'blank']);
export type PageKind = z.infer<typeof pageKindSchema>;

/** Size of a page as printed: the trim box (else crop box) after /Rotate, in millimetres. */
export const pageGeometrySchema = z.object({
  page: z.number().int().positive(),
  widthMm: z.number().nonnegative(),
  heightMm: z.number().nonnegative(),
  format: paperFormatSchema,
});
export type PageGeometry = z.infer<typeof pageGeometrySchema>;

/** What measuring one page found; see docs/analysis.md for the rules. */
export const pageMeasurementSchema = z.object({
  page: z.number().int().positive(),
  kind: pageKindSchema,
  /** Highest max(R,G,B) − min(R,G,B) of any pixel, 0–255: how close a page sits to the colour line. */
  maxChroma: z.number().int().min(0).max(255),
  /** Share of pixels that carry ink, 0–1. */
  inkShare: z.number().min(0).max(1),
  /** Effective DPI of every raster image on the page, rounded. */
  dpis: z.array(z.number().nonnegative()),
});
export type PageMeasurement = z.infer<typeof pageMeasurementSchema>;

/**
 * One page of the result. kind, maxChroma and inkShare are null when the page was not
 * measured (analysis switched off); dpis then holds the assumed DPI.
 */
export const pageAnalysisSchema = pageGeometrySchema.extend({
  kind: pageKindSchema.nullable(),
  maxChroma: z.number().int().min(0).max(255).nullable(),
  inkShare: z.number().min(0).max(1).nullable(),
  dpis: z.array(z.number().nonnegative()),
});
export type PageAnalysis = z.infer<typeof pageAnalysisSchema>;

export const dpisPerPageSchema = z.array(
  z.object({ page: z.number().int().positive(), dpis: z.array(z.number().nonnegative()) }),
);
export type DpisPerPage = z.infer<typeof dpisPerPageSchema>;

/**
 * The first facts, known before any page is rendered: they reach the client while the
 * per-page classification still runs.
 */
export const fileFactsSchema = z.object({
  status: analysisStatusSchema,
  fileType: detectedFileTypeSchema,
  pageCount: z.number().int().nonnegative(),
  pages: z.array(pageGeometrySchema),
  /** Dominant paper format: the one most pages have; null without pages. */
  format: paperFormatSchema.nullable(),
  reason: notAnalysedReasonSchema.nullable(),
});
export type FileFacts = z.infer<typeof fileFactsSchema>;

export const fileAnalysisSchema = z.object({
  status: analysisStatusSchema,
  fileType: detectedFileTypeSchema,
  /** True when colour and DPI were measured; false with the analysis option off or without a result. */
  analysed: z.boolean(),
  pageCount: z.number().int().nonnegative(),
  pages: z.array(pageAnalysisSchema),
  format: paperFormatSchema.nullable(),
  pagesColour: z.number().int().nonnegative(),
  pagesBW: z.number().int().nonnegative(),
  pagesBlank: z.number().int().nonnegative(),
  dpisPerPage: dpisPerPageSchema,
  reason: notAnalysedReasonSchema.nullable(),
});
export type FileAnalysis = z.infer<typeof fileAnalysisSchema>;
