import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DetectedFileType } from '@portal/shared/schemas/analysis';
import { PREVIEW_SIZES } from '@portal/shared/schemas/uploads';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { AnalysisPool } from '../analysis/analysis-pool';
import { MAX_HEIGHT_PER_WIDTH } from '../analysis/pdfium/page-render';
import { RenderFailure, type RenderProblem } from '../analysis/render-failure';

export type PreviewUnavailableReason =
  | Exclude<RenderProblem, 'notPdf'>
  /** Empty, an office document, a zip or anything else that is no PDF or image. */
  | 'unsupportedType'
  /** The file's previews were removed while this one was being made. */
  | 'removed';

/** There is no preview of this page and asking again will not make one: a 404 for the browser. */
export class PreviewUnavailableError extends Error {
  constructor(
    readonly reason: PreviewUnavailableReason,
    message: string = reason,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'PreviewUnavailableError';
  }
}

export interface PreviewRequest {
  /** The upload's id; names the folder of its previews. */
  fileId: string;
  sourcePath: string;
  fileType: DetectedFileType;
  /** 1-based. */
  page: number;
  /** One of PREVIEW_SIZES. */
  width: number;
}

export interface Preview {
  path: string;
  contentType: 'image/webp';
}

export interface PreviewStore {
  /** The cached preview, rendered first when there is none; rejects with PreviewUnavailableError. */
  get(request: PreviewRequest): Promise<Preview>;
  /** Deletes the file's previews; one being made meanwhile is not written. */
  remove(fileId: string): Promise<void>;
}

export interface PreviewStoreOptions {
  pool: Pick<AnalysisPool, 'renderPage'>;
  directory: string;
}

const CONTENT_TYPE = 'image/webp';
const WEBP = { quality: 80 } as const;
/**
 * The analysis reads images up to a gigapixel (an A0 scan at 600 DPI is 560 megapixels), so
 * every file it accepts gets a preview; libvips shrinks while decoding and holds little of it.
 */
const IMAGE_INPUT = { failOn: 'truncated', limitInputPixels: 1_000_000_000, sequentialRead: true } as const;
/** The pool's default limit for a PDF page. */
const IMAGE_TIME_LIMIT_SECONDS = 30;
/** Upload ids are UUIDs; anything else must not become a path. */
const SAFE_FILE_ID = /^[A-Za-z0-9-]{1,64}$/;

/** A preview being made, as remove() sees it. */
interface Making {
  fileId: string;
  /** Set by remove(): the preview must not be written any more. */
  removed: boolean;
  /** The rename that publishes the preview, once started: remove() waits for it. */
  publishing: Promise<void> | undefined;
}

const unavailable = (reason: PreviewUnavailableReason, message: string, cause?: unknown) =>
  new PreviewUnavailableError(reason, message, cause === undefined ? undefined : { cause });

/**
 * Previews of uploaded files' pages as WebP, rendered once and kept at
 * `<directory>/<fileId>/<width>-<page>.webp`: PDF pages in the analysis pool's workers,
 * JPEG, PNG and TIFF with sharp (EXIF orientation applied, transparency on white).
 */
export function createPreviewStore({ pool, directory }: PreviewStoreOptions): PreviewStore {
  /** By target path: a second request for a preview being made waits for the same one. */
  const inFlight = new Map<string, { making: Making; promise: Promise<Preview> }>();
  const folderOf = (fileId: string) => path.join(directory, fileId);

  async function pdfPipeline({ sourcePath, page, width }: PreviewRequest): Promise<Sharp> {
    try {
      const rendered = await pool.renderPage(sourcePath, page, width);
      const raw = { width: rendered.width, height: rendered.height, channels: 4 } as const;
      // The render is opaque: without the alpha channel the WebP has no alpha plane to store.
      return sharp(rendered.data, { raw }).removeAlpha();
    } catch (error) {
      if (!(error instanceof RenderFailure)) throw error;
      const reason = error.problem === 'notPdf' ? 'unsupportedType' : error.problem;
      throw unavailable(reason, `page ${page} of ${sourcePath}: ${error.message}`, error);
    }
  }

  async function imagePipeline({ sourcePath, fileType, page, width }: PreviewRequest): Promise<Sharp> {
    const open = (index: number) =>
      sharp(sourcePath, { ...IMAGE_INPUT, page: index }).timeout({ seconds: IMAGE_TIME_LIMIT_SECONDS });
    let metadata: Metadata;
    try {
      metadata = await open(0).metadata();
      // A multi-page TIFF has a page each, as the analysis counts them.
      const pages = fileType === 'tiff' ? Math.max(1, metadata.pages ?? 1) : 1;
      if (page > pages) throw unavailable('pageOutOfRange', `page ${page} of ${pages} in ${sourcePath}`);
      if (page > 1) metadata = await open(page - 1).metadata();
    } catch (error) {
      if (error instanceof PreviewUnavailableError) throw error;
      throw unavailable('damaged', `cannot read ${sourcePath}`, error);
    }
    const sideways = (metadata.orientation ?? 1) >= 5;
    const across = (sideways ? metadata.height : metadata.width) || 1;
    const down = (sideways ? metadata.width : metadata.height) || 1;
    const height = Math.min(Math.max(1, Math.round((width * down) / across)), width * MAX_HEIGHT_PER_WIDTH);
    return open(page - 1)
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'top' })
      .flatten({ background: '#ffffff' });
  }

  /** Decoding an image happens while writing: its failures are the file's. */
  async function writeWebp(pipeline: Sharp, target: string, request: PreviewRequest): Promise<void> {
    try {
      await pipeline.webp(WEBP).toFile(target);
    } catch (error) {
      if (request.fileType === 'pdf') throw error;
      const timedOut = error instanceof Error && /timeout/i.test(error.message);
      throw unavailable(timedOut ? 'timeLimit' : 'damaged', `cannot decode ${request.sourcePath}`, error);
    }
  }

  function pipelineFor(request: PreviewRequest): Promise<Sharp> {
    switch (request.fileType) {
      case 'pdf':
        return pdfPipeline(request);
      case 'jpeg':
      case 'png':
      case 'tiff':
        return imagePipeline(request);
      default:
        return Promise.reject(unavailable('unsupportedType', `no preview of a ${request.fileType} file`));
    }
  }

  async function make(request: PreviewRequest, target: string, making: Making): Promise<Preview> {
    const found = await stat(target).catch(() => null);
    if (found?.isFile()) return { path: target, contentType: CONTENT_TYPE };
    const pipeline = await pipelineFor(request);
    const removed = () => unavailable('removed', `the previews of ${request.fileId} were removed`);
    if (making.removed) throw removed();
    const folder = path.dirname(target);
    await mkdir(folder, { recursive: true });
    // In the file's own folder: the rename is atomic, and remove() takes leftovers of a crash along.
    const temporary = path.join(folder, `.${randomUUID()}.tmp`);
    try {
      await writeWebp(pipeline, temporary, request);
      if (making.removed) throw removed();
      making.publishing = rename(temporary, target);
      await making.publishing;
    } catch (error) {
      await rm(temporary, { force: true });
      // Writing into a folder remove() just deleted fails for that reason, not the file's.
      if (making.removed && !(error instanceof PreviewUnavailableError)) throw removed();
      throw error;
    }
    return { path: target, contentType: CONTENT_TYPE };
  }

  return {
    // Nothing is awaited before the in-flight map is consulted and filled: two requests at once
    // cannot both start rendering.
    async get(request) {
      const { fileId, page, width } = request;
      if (!SAFE_FILE_ID.test(fileId)) throw new RangeError(`unsafe file id ${JSON.stringify(fileId)}`);
      if (!(PREVIEW_SIZES as readonly number[]).includes(width))
        throw new RangeError(`preview width ${width} is not one of ${PREVIEW_SIZES.join(', ')}`);
      if (!Number.isInteger(page) || page < 1) throw new RangeError(`preview page ${page} is not 1 or more`);
      const target = path.join(folderOf(fileId), `${width}-${page}.webp`);
      const pending = inFlight.get(target);
      if (pending) return pending.promise;
      const making: Making = { fileId, removed: false, publishing: undefined };
      const entry = { making, promise: make(request, target, making) };
      inFlight.set(target, entry);
      const forget = () => {
        if (inFlight.get(target) === entry) inFlight.delete(target);
      };
      entry.promise.then(forget, forget);
      return entry.promise;
    },

    async remove(fileId) {
      if (!SAFE_FILE_ID.test(fileId)) throw new RangeError(`unsafe file id ${JSON.stringify(fileId)}`);
      const publishing: Promise<unknown>[] = [];
      for (const { making } of inFlight.values()) {
        if (making.fileId !== fileId) continue;
        making.removed = true;
        if (making.publishing) publishing.push(making.publishing.catch(() => {}));
      }
      await Promise.all(publishing);
      await rm(folderOf(fileId), { recursive: true, force: true, maxRetries: 3 });
    },
  };
}
