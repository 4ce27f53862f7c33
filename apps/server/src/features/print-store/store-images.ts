import { randomUUID } from 'node:crypto';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORE_PREVIEW_SIZES } from '@portal/shared/constants';
import sharp from 'sharp';
import { type Failure, fail } from '../../platform/failure';
import { createLocalFileStorage, type FileStorage } from '../uploads/file-storage';
import type { PrintStoreRepository } from './print-store.repository';

/** The widest master kept: the largest preview size (466) on a screen of twice the density, and some. */
export const MASTER_WIDTH = 1000;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * The print store's preview images (decision 0105): a PNG master per image row, stored through
 * the file-storage interface under its own root (DATA_DIR/print-store), and each size the media
 * route was asked for, made once from the master with sharp and stored beside it, so the next
 * request of that size is a read. The database keeps the row, never a path.
 */
export function createStoreImages(deps: { root: string; repository: PrintStoreRepository }) {
  const masters = createLocalFileStorage(path.join(deps.root, 'masters'));
  const sizes = new Map<number, FileStorage>();
  const storageOf = (size: number) => {
    let storage = sizes.get(size);
    if (!storage) {
      storage = createLocalFileStorage(path.join(deps.root, 'sizes', String(size)));
      sizes.set(size, storage);
    }
    return storage;
  };
  const incoming = path.join(deps.root, 'incoming');
  /** A size being made: a second request for it waits for the first instead of making it again. */
  const making = new Map<string, Promise<void>>();

  /** Writes bytes to a temporary file, then hands it to the storage (which moves it into place). */
  async function put(storage: FileStorage, bytes: Buffer, imageId: string): Promise<void> {
    await mkdir(incoming, { recursive: true });
    const temporary = path.join(incoming, `${randomUUID()}.png`);
    try {
      await writeFile(temporary, bytes);
      await storage.put(temporary, imageId);
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async function make(imageId: string, size: number, masterWidth: number): Promise<void> {
    const resized = await sharp(masters.pathOf(imageId))
      .resize({ width: Math.min(size, masterWidth), withoutEnlargement: true })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    await put(storageOf(size), resized, imageId);
  }

  return {
    /** Stores an image's master (a PNG); the row is the caller's. */
    async storeMaster(imageId: string, png: Buffer): Promise<void> {
      await put(masters, png, imageId);
    },

    async hasMaster(imageId: string): Promise<boolean> {
      return exists(masters.pathOf(imageId));
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
      await masters.remove(imageId);
      for (const size of STORE_PREVIEW_SIZES) await storageOf(size).remove(imageId);
    },

    /**
     * The file of an image of this store at this width: made from the master on the first
     * request. An image of another store than the path's is not found, as an unknown one.
     */
    async preview(
      printStoreId: string,
      imageId: string,
      size: number,
    ): Promise<{ path: string; contentType: 'image/png' } | Failure<'STORE_ITEM_NOT_FOUND'>> {
      const row = await deps.repository.imageOf(printStoreId, imageId);
      if (!row || !(await exists(masters.pathOf(imageId)))) return fail('STORE_ITEM_NOT_FOUND');
      const file = storageOf(size).pathOf(imageId);
      if (!(await exists(file))) {
        const key = `${imageId}/${size}`;
        let pending = making.get(key);
        if (!pending) {
          pending = make(imageId, size, row.masterWidth).finally(() => making.delete(key));
          making.set(key, pending);
        }
        await pending;
      }
      return { path: file, contentType: 'image/png' };
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
