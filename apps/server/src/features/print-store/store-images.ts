import { STORE_PREVIEW_SIZES } from '@portal/shared/constants';
import sharp from 'sharp';
import { type Failure, fail } from '../../platform/failure';
import { exists, type FileStorage, readAll, spreadKey } from '../../platform/storage/file-storage';
import type { StoredDownload } from '../../platform/storage/send-stored-file';
import type { PrintStoreRepository } from './print-store.repository';

/** The widest master kept: the largest preview size (466) on a screen of twice the density, and some. */
export const MASTER_WIDTH = 1000;

/**
 * The print store's preview images (decision 0105): a PNG master per image row, stored through
 * the storage interface under `print-store/masters/`, and each size the media route was asked
 * for, made once from the master with sharp and stored under `print-store/sizes/<size>/`, so the
 * next request of that size is a read. The database keeps the row, never a path.
 */
export function createStoreImages(deps: { storage: FileStorage; repository: PrintStoreRepository }) {
  const { storage } = deps;
  const masterKey = (imageId: string) => spreadKey('print-store/masters', imageId);
  const sizeKey = (imageId: string, size: number) => spreadKey(`print-store/sizes/${size}`, imageId);
  /** A size being made: a second request for it waits for the first instead of making it again. */
  const making = new Map<string, Promise<number>>();

  /** Makes the size from the master and stores it; its length in bytes. */
  async function make(imageId: string, size: number, masterWidth: number): Promise<number> {
    // A master is at most MASTER_WIDTH wide: a few hundred KB in memory.
    const resized = await sharp(await readAll(storage, masterKey(imageId)))
      .resize({ width: Math.min(size, masterWidth), withoutEnlargement: true })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    await storage.put(sizeKey(imageId, size), { bytes: resized });
    return resized.length;
  }

  return {
    /** Stores an image's master (a PNG); the row is the caller's. */
    async storeMaster(imageId: string, png: Buffer): Promise<void> {
      await storage.put(masterKey(imageId), { bytes: png });
    },

    async hasMaster(imageId: string): Promise<boolean> {
      return exists(storage, masterKey(imageId));
    },

    /**
     * Removes an image's master and every size made of it (the row is the caller's): a replaced
     * preview or a deleted design leaves no file behind. A size being made meanwhile is waited
     * for first, so it cannot appear again after the removal.
     */
    async remove(imageId: string): Promise<void> {
      await Promise.allSettled(
        STORE_PREVIEW_SIZES.map((size) => making.get(`${imageId}/${size}`)).filter(
          (pending) => pending !== undefined,
        ),
      );
      await storage.remove(masterKey(imageId));
      for (const size of STORE_PREVIEW_SIZES) await storage.remove(sizeKey(imageId, size));
    },

    /**
     * The file of an image of this store at this width: made from the master on the first
     * request. An image of another store than the path's is not found, as an unknown one.
     */
    async preview(
      printStoreId: string,
      imageId: string,
      size: number,
    ): Promise<(StoredDownload & { contentType: 'image/png' }) | Failure<'STORE_ITEM_NOT_FOUND'>> {
      const row = await deps.repository.imageOf(printStoreId, imageId);
      if (!row || !(await exists(storage, masterKey(imageId)))) return fail('STORE_ITEM_NOT_FOUND');
      const key = sizeKey(imageId, size);
      let bytes = await storage.size(key);
      if (bytes === null) {
        const job = `${imageId}/${size}`;
        let pending = making.get(job);
        if (!pending) {
          pending = make(imageId, size, row.masterWidth).finally(() => making.delete(job));
          making.set(job, pending);
        }
        bytes = await pending;
      }
      return { storage, key, size: bytes, contentType: 'image/png' };
    },
  };
}
export type StoreImages = ReturnType<typeof createStoreImages>;

/** An SVG drawing as a PNG master of MASTER_WIDTH pixels wide (the demo designs' pictograms). */
export async function renderSvgMaster(svg: string, aspectRatio: number): Promise<Buffer> {
  const bytes = Buffer.from(svg);
  // Rasterised at the density that gives the master's width directly: sharp draws an SVG at
  // 72 dpi by default, and scaling that raster up would blur the pictogram's edges.
  const { width = MASTER_WIDTH } = await sharp(bytes).metadata();
  const density = Math.min(2400, Math.max(1, (72 * MASTER_WIDTH) / width));
  return sharp(bytes, { density })
    .resize({
      width: MASTER_WIDTH,
      height: Math.round(MASTER_WIDTH / aspectRatio),
      fit: 'contain',
      background: { r: 255, g: 255, b: 255, alpha: 0 },
    })
    .png()
    .toBuffer();
}
