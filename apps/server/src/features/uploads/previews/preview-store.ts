import type { DetectedFileType } from '@portal/shared/schemas/analysis';
import { PREVIEW_SIZES } from '@portal/shared/schemas/uploads';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { type FileStorage, StoredFileMissingError } from '../../../platform/storage/file-storage';
import type { StoredDownload } from '../../../platform/storage/send-stored-file';
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
  /** The storage key of the file shown. */
  source: string;
  fileType: DetectedFileType;
  /** 1-based. */
  page: number;
  /** One of PREVIEW_SIZES. */
  width: number;
}

/** A preview in the storage, to answer with. */
export interface Preview extends StoredDownload {
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
  /** Where the files shown are, and where their previews are kept. */
  storage: FileStorage;
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
  /** The write that publishes the preview, once started: remove() waits for it. */
  publishing: Promise<void> | undefined;
}

const unavailable = (reason: PreviewUnavailableReason, message: string, cause?: unknown) =>
  new PreviewUnavailableError(reason, message, cause === undefined ? undefined : { cause });

/**
 * Previews of uploaded files' pages as WebP, rendered once and kept in the storage at
 * `previews/<fileId>/<width>-<page>.webp`: PDF pages in the analysis pool's workers, which read
 * the file where it is stored (on S3 only the blocks the page needs), JPEG, PNG and TIFF with
 * sharp from a path of this machine (EXIF orientation applied, transparency on white).
 */
export function createPreviewStore({ pool, storage }: PreviewStoreOptions): PreviewStore {
  /** By target key: a second request for a preview being made waits for the same one. */
  const inFlight = new Map<string, { making: Making; promise: Promise<Preview> }>();
  const folderOf = (fileId: string) => `previews/${fileId}`;

  async function pdfPipeline({ source, page, width }: PreviewRequest): Promise<Sharp> {
    try {
      const rendered = await pool.renderPage({ storage, key: source }, page, width);
      const raw = { width: rendered.width, height: rendered.height, channels: 4 } as const;
      // The render is opaque: without the alpha channel the WebP has no alpha plane to store.
      return sharp(rendered.data, { raw }).removeAlpha();
    } catch (error) {
      if (!(error instanceof RenderFailure)) throw error;
      const reason = error.problem === 'notPdf' ? 'unsupportedType' : error.problem;
      throw unavailable(reason, `page ${page} of ${source}: ${error.message}`, error);
    }
  }

  async function imagePipeline(
    { fileType, page, width }: PreviewRequest,
    sourcePath: string,
  ): Promise<Sharp> {
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

  /** Decoding an image happens while encoding: its failures are the file's. */
  async function encodeWebp(pipeline: Sharp, request: PreviewRequest): Promise<Buffer> {
    try {
      return await pipeline.webp(WEBP).toBuffer();
    } catch (error) {
      if (request.fileType === 'pdf') throw error;
      const timedOut = error instanceof Error && /timeout/i.test(error.message);
      throw unavailable(timedOut ? 'timeLimit' : 'damaged', `cannot decode ${request.source}`, error);
    }
  }

  /** The preview as WebP bytes (a few dozen KB): a PDF page from the pool, an image from a local path. */
  async function render(request: PreviewRequest): Promise<Buffer> {
    switch (request.fileType) {
      case 'pdf':
        return encodeWebp(await pdfPipeline(request), request);
      case 'jpeg':
      case 'png':
      case 'tiff':
        return storage.withLocalCopy(request.source, async (sourcePath) =>
          encodeWebp(await imagePipeline(request, sourcePath), request),
        );
      default:
        throw unavailable('unsupportedType', `no preview of a ${request.fileType} file`);
    }
  }

  async function make(request: PreviewRequest, target: string, making: Making): Promise<Preview> {
    const found = await storage.size(target);
    if (found !== null) return { storage, key: target, size: found, contentType: CONTENT_TYPE };
    const removed = () => unavailable('removed', `the previews of ${request.fileId} were removed`);
    let webp: Buffer;
    try {
      webp = await render(request);
    } catch (error) {
      // The file itself went (discarded with its session) while its preview was asked for.
      if (error instanceof StoredFileMissingError) throw removed();
      throw error;
    }
    if (making.removed) throw removed();
    // Stored whole or not at all, so a reader never sees half a preview.
    making.publishing = storage.put(target, { bytes: webp });
    await making.publishing;
    return { storage, key: target, size: webp.length, contentType: CONTENT_TYPE };
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
      const target = `${folderOf(fileId)}/${width}-${page}.webp`;
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
      await storage.removeAll(folderOf(fileId));
    },
  };
}
