import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MAX_FILE_SIZE_BYTES } from '@portal/shared/constants';
import type { StoreImage } from '@portal/shared/schemas/print-store';
import type {
  DesignFileAnswer,
  DesignFileQuery,
  DesignSource,
} from '@portal/shared/schemas/print-store-admin';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { TokenClaims } from '../../lib/jwt';
import { type Failure, fail, failureFrom, inTransaction, isFailure } from '../../platform/failure';
import { type FileStorage, spreadKey } from '../../platform/storage/file-storage';
import type { StoredDownload } from '../../platform/storage/send-stored-file';
import type { AnalysisPool } from '../uploads/analysis/analysis-pool';
import { createChunkGrants, GRANT_MS } from '../uploads/chunk-grants';
import type { AssembledUpload, ChunkStore } from '../uploads/chunk-store-type';
import { displayFileName } from '../uploads/file-names';
import type { AdminDesignRow, DesignAdminRepository } from './design-admin.repository';
import {
  allowedKind,
  type CheckedDesignFile,
  type ContentRefusal,
  checkDesignFile,
  type DesignFilePurpose,
  type FileTypeRefusal,
  HEAD_BYTES,
  type Master,
  masterOfSource,
} from './design-content';
import { assertOwnStore, type StoreAdminAccess, type StoreAdminCaller } from './store-admin-access';
import type { StoreImages } from './store-images';

/**
 * A design's files (issue 30 point 3, decision 0113): its original and its preview image arrive
 * through flow.js chunks on the spec's path (POST, and GET to test a chunk), written by the
 * customers' upload machinery (the chunk store, its grants, the file storage), into a folder of
 * the design's own. The chunk that completes a file has it checked by content, stored, and its
 * preview made, and gets the answer; a design's preview is made again from its original on request.
 *
 * Nothing is left half: a refused or failed file leaves no chunks, no stored original and no
 * image; a replaced preview or original is removed once the change is committed.
 */

/** A chunk's caller: the token's claims, and the full check when no fresh grant covers the upload. */
export type DesignChunkCaller = {
  login: TokenClaims;
  /** The admin behind a live login that may call the admin tools, or why not. */
  confirm: () => Promise<StoreAdminCaller | Failure<'UNAUTHORIZED' | 'FORBIDDEN'>>;
};

type Ownership = Failure<'STORE_ITEM_NOT_FOUND' | 'PRINT_STORE_NOT_YOURS'>;
type ChunkFailure = Failure<
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'STORE_ITEM_NOT_FOUND'
  | 'PRINT_STORE_NOT_YOURS'
  | 'FILE_TOO_LARGE'
  | 'CHUNK_INVALID'
  | 'CHUNK_SIZE_MISMATCH'
  | 'UPLOAD_INCOMPLETE'
  | 'UPLOAD_WRITE_FAILED'
>;
export type DesignFileFailure = ChunkFailure | ContentRefusal;

type Deps = {
  db: Db;
  repository: DesignAdminRepository;
  /** Whose store, the history (decision 0112). */
  access: Pick<StoreAdminAccess, 'recordChange' | 'actorOf'>;
  /** The customers' chunk store: a design's uploads in progress live under its id. */
  chunks: ChunkStore;
  /** Where the designs' originals are kept, under `print-store/sources/`. */
  storage: FileStorage;
  images: StoreImages;
  pool: () => Promise<AnalysisPool>;
  clock: { now(): Date };
  log: FastifyBaseLogger;
};

const NOTHING_YET: DesignFileAnswer = {
  received: true,
  complete: false,
  uuid: null,
  fileId: null,
  id: null,
  previewImage: null,
  source: null,
};

export const imageOfRow = (row: {
  id: string;
  printStoreId: string;
  alt: string;
  aspectRatio: number;
}): StoreImage => ({
  id: row.id,
  printStoreId: row.printStoreId,
  alt: row.alt,
  aspectRatio: row.aspectRatio,
});

export const sourceOfRow = (row: AdminDesignRow): DesignSource | null =>
  row.sourceKey && row.sourceName && row.sourceMime
    ? {
        fileId: row.sourceKey,
        name: row.sourceName,
        mime: row.sourceMime as DesignSource['mime'],
        bytes: row.sourceBytes ?? 0,
      }
    : null;

/** The design is the admin's: it exists and its collection is in the admin's store. */
export function ownedBy(
  design: AdminDesignRow | undefined,
  caller: StoreAdminCaller,
): AdminDesignRow | Ownership {
  if (!design) return fail('STORE_ITEM_NOT_FOUND');
  return assertOwnStore(caller, design.printStoreId) ?? design;
}

export function createDesignFiles(deps: Deps) {
  const { db, repository, chunks, storage, images, log } = deps;
  const sourceKey = (fileId: string) => spreadKey('print-store/sources', fileId);
  const grants = createChunkGrants();
  /** Files being finished, by upload: a second chunk that sees the file complete shares the answer. */
  const finishing = new Map<string, Promise<DesignFileAnswer | DesignFileFailure>>();
  /**
   * Uploads refused by their first bytes, for a while: chunks of them still in flight are
   * answered the same, instead of making the upload's folder again after it was dropped.
   */
  const refused = new Map<string, { at: number; failure: FileTypeRefusal }>();
  const refusalOf = (key: string, now: number) => {
    for (const [other, entry] of refused) if (now - entry.at >= GRANT_MS) refused.delete(other);
    return refused.get(key)?.failure;
  };
  /**
   * Designs deleted on this instance, for a while: a chunk that passed its check just before the
   * deletion and was written after its uploads were dropped is dropped too, not left for the sweep.
   */
  const deleted = new Map<string, number>();
  const isDeleted = (designId: string, now: number) => {
    for (const [other, at] of deleted) if (now - at >= 2 * GRANT_MS) deleted.delete(other);
    return deleted.has(designId);
  };
  /** A design's uploads in progress go; a failure to remove them is logged (the sweep retries). */
  async function dropUploadsOf(designId: string): Promise<void> {
    await chunks.discardSession(designId).catch((error: unknown) => {
      log.error({ err: error, designId }, "a deleted design's uploads in progress could not be removed");
    });
  }

  const purposeOf = (query: DesignFileQuery): DesignFilePurpose => (query.isPreview ? 'preview' : 'source');
  const keyOf = (query: DesignFileQuery) => `${query.productId}/${query.flowIdentifier}`;
  /** Everything the full check looked at: a chunk that differs in any of them is checked again. */
  const holderOf = (caller: DesignChunkCaller, query: DesignFileQuery) =>
    [
      caller.login.sessionId,
      caller.login.userId,
      purposeOf(query),
      query.collectionId ?? '',
      query.flowTotalSize,
      query.flowFilename,
    ].join('\n');

  /** The full check: a live admin login, and the design is of the admin's store (and in the collection named). */
  async function admit(
    caller: DesignChunkCaller,
    query: DesignFileQuery,
  ): Promise<StoreAdminCaller | ChunkFailure> {
    const admin = await caller.confirm();
    if (isFailure(admin)) return admin;
    const design = ownedBy(await repository.designOf(db, query.productId), admin);
    if (isFailure(design)) return design;
    if (query.collectionId && query.collectionId !== design.collectionId) return fail('STORE_ITEM_NOT_FOUND');
    return admin;
  }

  /** Whether this chunk may go on: by a fresh grant, or by the full check (which leaves one). */
  async function allowed(
    caller: DesignChunkCaller,
    query: DesignFileQuery,
    key: string,
  ): Promise<{ granted: boolean; checkedAt: number; holder: string } | ChunkFailure> {
    const now = deps.clock.now().getTime();
    const holder = holderOf(caller, query);
    const checkedAt = grants.checkedAt(key, holder, now);
    if (checkedAt !== undefined) return { granted: true, checkedAt, holder };
    const admitted = await admit(caller, query);
    if (isFailure(admitted)) return admitted;
    return { granted: false, checkedAt: now, holder };
  }

  /** Removes files stored for a change that did not happen, or that a committed change replaced. */
  async function removeFiles(files: { imageId?: string | null; sourceKey?: string | null }): Promise<void> {
    try {
      if (files.imageId) await images.remove(files.imageId);
      if (files.sourceKey) await storage.remove(sourceKey(files.sourceKey));
    } catch (error) {
      // The change itself stands; a file left over is logged, not answered.
      log.error({ err: error, ...files }, 'a print store file could not be removed');
    }
  }

  /**
   * Makes `master` the design's preview: a new image row and file, the design pointing at it, the
   * old image removed when nothing else shows it, and (for a new original) the original's key.
   * One transaction with the history; the files of whichever side lost are removed afterwards.
   */
  async function replacePreview<Refusal extends Failure = never>(
    admin: StoreAdminCaller,
    designId: string,
    master: Master,
    change:
      | { kind: 'source'; checked: CheckedDesignFile; name: string; bytes: number; storedAt: string }
      | { kind: 'preview'; name: string }
      | { kind: 'regenerated' },
    /** A last check of the locked row, in the transaction: its refusal writes nothing. */
    refuse: (design: AdminDesignRow) => Refusal | null = () => null,
  ): Promise<{ design: AdminDesignRow; image: StoreImage } | Ownership | Refusal> {
    type Written = {
      design: AdminDesignRow;
      image: StoreImage;
      oldImage: string | null;
      oldSource: string | null;
    };
    const imageId = randomUUID();
    const actor = await deps.access.actorOf(admin);
    let outcome: Written | Ownership | Refusal | undefined;
    async function write(tx: Db): Promise<Written | Ownership | Refusal> {
      const design = ownedBy(await repository.designOf(tx, designId, { lock: true }), admin);
      if (isFailure(design)) return design;
      const refused = refuse(design);
      if (refused) return refused;
      const image = {
        id: imageId,
        printStoreId: design.printStoreId,
        alt: design.name,
        aspectRatio: master.width / master.height,
        masterWidth: master.width,
      };
      await repository.insertImage(tx, image);
      const source =
        change.kind === 'source'
          ? {
              sourceKey: change.storedAt,
              sourceName: change.name.slice(0, 256),
              sourceMime: change.checked.mime,
              sourceBytes: change.bytes,
            }
          : {};
      await repository.updateDesign(tx, designId, { previewImageId: imageId, ...source });
      const oldImage =
        design.previewImageId && (await repository.deleteImageUnlessUsed(tx, design.previewImageId, designId))
          ? design.previewImageId
          : null;
      await deps.access.recordChange(tx, {
        storeId: design.printStoreId,
        kind: 'design',
        itemId: designId,
        actor,
        action: 'changed',
        // As every change: each field that changed, from and to; which file it came from.
        details: {
          previewImageId: { from: design.previewImageId, to: imageId },
          ...(change.kind === 'source' ? { source: { from: design.sourceName, to: change.name } } : {}),
          ...(change.kind === 'preview' ? { previewFile: change.name } : {}),
          ...(change.kind === 'regenerated' ? { previewFrom: design.sourceName } : {}),
        },
      });
      return {
        design: { ...design, previewImageId: imageId, ...source },
        image: imageOfRow(image),
        oldImage,
        oldSource: change.kind === 'source' ? design.sourceKey : null,
      };
    }
    try {
      await images.storeMaster(imageId, master.png);
      outcome = (await inTransaction(db, write)) as Written | Ownership | Refusal;
    } finally {
      // Rolled back, failed or thrown: the new files belong to nothing.
      if (outcome === undefined || isFailure(outcome))
        await removeFiles({ imageId, sourceKey: change.kind === 'source' ? change.storedAt : null });
    }
    const done = outcome as Written | Ownership | Refusal;
    if (isFailure(done)) return done as Ownership | Refusal;
    const written = done as Written;
    await removeFiles({ imageId: written.oldImage, sourceKey: written.oldSource });
    return { design: written.design, image: written.image };
  }

  /**
   * The last chunk is in: the file is taken from the chunk store, checked by content, stored
   * and made the design's original or preview. The login is checked in full again, as the
   * customers' finalise does. Whatever happens, the upload's chunks are gone afterwards, unless
   * the file was not complete after all (then the client sends what is missing).
   */
  async function finish(
    caller: DesignChunkCaller,
    query: DesignFileQuery,
  ): Promise<DesignFileAnswer | DesignFileFailure> {
    const designId = query.productId;
    const identifier = query.flowIdentifier;
    grants.forget(keyOf(query));
    const admin = await admit(caller, query);
    if (isFailure(admin)) {
      // The design is gone or not the admin's: nothing will take these chunks. A lost login keeps
      // them, for the chunk sent again after the next login.
      if (admin.code !== 'UNAUTHORIZED') await chunks.discard(designId, identifier);
      return admin;
    }
    const goneNow = () => deleted.size > 0 && isDeleted(designId, deps.clock.now().getTime());
    let taken: AssembledUpload;
    try {
      taken = await chunks.complete(designId, identifier, query.flowTotalChunks);
    } catch (error) {
      const failure = failureFrom(error) as DesignFileFailure;
      return goneNow() ? fail('STORE_ITEM_NOT_FOUND') : failure;
    }
    const purpose = purposeOf(query);
    const name = displayFileName(query.flowFilename);
    // Out of the design's upload folder at once, into the originals' storage: deleting the design
    // meanwhile drops that folder, never the file being checked. A preview's file stays there only
    // while its master is made; a refused or failed original goes again.
    const storedAt = randomUUID();
    let kept = false;
    try {
      try {
        await taken.store(sourceKey(storedAt));
      } catch (error) {
        if (goneNow()) return fail('STORE_ITEM_NOT_FOUND');
        throw error;
      }
      const checked = await storage.withLocalCopy(sourceKey(storedAt), (file) =>
        checkDesignFile(deps.pool, file, purpose),
      );
      if (isFailure(checked)) return checked;
      if (purpose === 'preview') {
        const replaced = await replacePreview(admin, designId, checked.master, { kind: 'preview', name });
        if (isFailure(replaced)) return replaced;
        return {
          ...NOTHING_YET,
          complete: true,
          uuid: replaced.image.id,
          fileId: replaced.image.id,
          id: designId,
          previewImage: replaced.image,
          source: sourceOfRow(replaced.design),
        };
      }
      const replaced = await replacePreview(admin, designId, checked.master, {
        kind: 'source',
        checked,
        name,
        bytes: taken.size,
        storedAt,
      });
      if (isFailure(replaced)) return replaced;
      kept = true;
      return {
        ...NOTHING_YET,
        complete: true,
        uuid: storedAt,
        fileId: storedAt,
        id: designId,
        previewImage: replaced.image,
        source: sourceOfRow(replaced.design),
      };
    } finally {
      if (!kept) await removeFiles({ sourceKey: storedAt });
      await chunks.discard(designId, identifier);
    }
  }

  return {
    /**
     * Stores one chunk. The first chunk of an upload this instance sees is checked in full (a
     * live admin login, a design of the admin's store) and leaves a short-lived grant, as the
     * customers' chunks do (decision 0009). Chunk 1 also shows what the file is: one that is not
     * a PDF or JPEG (a JPEG or PNG for a preview) is refused there and then, its chunks dropped,
     * without waiting for the rest of it. The chunk that completes the file gets it finished.
     */
    async write(
      caller: DesignChunkCaller,
      query: DesignFileQuery,
      body: Readable,
    ): Promise<DesignFileAnswer | DesignFileFailure> {
      if (query.flowTotalSize > MAX_FILE_SIZE_BYTES) return fail('FILE_TOO_LARGE');
      const designId = query.productId;
      const identifier = query.flowIdentifier;
      const key = keyOf(query);
      const allowance = await allowed(caller, query, key);
      if (isFailure(allowance)) return allowance;
      const refusal = refused.size > 0 ? refusalOf(key, deps.clock.now().getTime()) : undefined;
      if (refusal) return refusal;
      // Sent again while its file is being finished: the file's answer is this chunk's too.
      const pending = finishing.get(key);
      if (pending) return pending;
      const input = {
        sessionId: designId,
        identifier,
        chunkNumber: query.flowChunkNumber,
        currentChunkSize: query.flowCurrentChunkSize,
        totalSize: query.flowTotalSize,
        totalChunks: query.flowTotalChunks,
        fileName: query.flowFilename,
      };
      try {
        await chunks.write(input, body, { prepared: allowance.granted });
      } catch (error) {
        grants.forget(key);
        const failure = failureFrom(error) as ChunkFailure;
        // Its folder went with the design while the chunk was written.
        return deleted.size > 0 && isDeleted(designId, deps.clock.now().getTime())
          ? fail('STORE_ITEM_NOT_FOUND')
          : failure;
      }
      if (deleted.size > 0 && isDeleted(designId, deps.clock.now().getTime())) {
        await dropUploadsOf(designId);
        return fail('STORE_ITEM_NOT_FOUND');
      }
      grants.grant(key, allowance.holder, allowance.checkedAt, deps.clock.now().getTime());
      if (query.flowChunkNumber === 1) {
        const kind = allowedKind(await chunks.headOf(designId, identifier, HEAD_BYTES), purposeOf(query));
        if (isFailure(kind)) {
          grants.forget(key);
          refused.set(key, { at: deps.clock.now().getTime(), failure: kind });
          await chunks.discard(designId, identifier);
          return kind;
        }
      }
      if (!(await chunks.isComplete(designId, identifier, query.flowTotalChunks))) return NOTHING_YET;
      let finished = finishing.get(key);
      if (!finished) {
        finished = finish(caller, query).finally(() => finishing.delete(key));
        finishing.set(key, finished);
      }
      return finished;
    },

    /**
     * flow.js's test chunk: whether chunk n of this upload is already here (200) or must be sent
     * (204). Checked as a chunk is, so nobody learns about another store's uploads.
     */
    async has(caller: DesignChunkCaller, query: DesignFileQuery): Promise<boolean | ChunkFailure> {
      if (query.flowTotalSize > MAX_FILE_SIZE_BYTES) return fail('FILE_TOO_LARGE');
      // A grant of its own: a chunk's grant also says that this instance prepared the upload's
      // folder, which a test chunk does not.
      const key = `${keyOf(query)}/test`;
      const allowance = await allowed(caller, query, key);
      if (isFailure(allowance)) return allowance;
      grants.grant(key, allowance.holder, allowance.checkedAt, deps.clock.now().getTime());
      return chunks.hasChunk(query.productId, query.flowIdentifier, query.flowChunkNumber);
    },

    /** Makes the design's preview again from its original (a PDF's first page, a JPEG scaled). */
    async regeneratePreview(
      admin: StoreAdminCaller,
      designId: string,
    ): Promise<
      | { id: string; previewImage: StoreImage }
      | Ownership
      | Failure<'DESIGN_SOURCE_MISSING' | 'STORE_ITEM_CHANGED'>
      | ContentRefusal
    > {
      const design = ownedBy(await repository.designOf(db, designId), admin);
      if (isFailure(design)) return design;
      if (!design.sourceKey) return fail('DESIGN_SOURCE_MISSING');
      const master = await storage.withLocalCopy(sourceKey(design.sourceKey), (file) =>
        masterOfSource(deps.pool, file),
      );
      if (isFailure(master)) return master;
      // Made again from an original that another upload replaced meanwhile: that upload's preview stands.
      const replaced = await replacePreview(admin, designId, master, { kind: 'regenerated' }, (locked) =>
        locked.sourceKey === design.sourceKey ? null : fail('STORE_ITEM_CHANGED'),
      );
      if (isFailure(replaced)) return replaced;
      return { id: designId, previewImage: replaced.image };
    },

    /** The original of a design of the admin's store, by its file id, to download. */
    async source(
      admin: StoreAdminCaller,
      printStoreId: string,
      fileId: string,
    ): Promise<{ file: StoredDownload; source: DesignSource } | Ownership> {
      const notYours = assertOwnStore(admin, printStoreId);
      if (notYours) return notYours;
      const design = await repository.designBySource(printStoreId, fileId);
      const source = design ? sourceOfRow(design) : null;
      if (!source) return fail('STORE_ITEM_NOT_FOUND');
      const key = sourceKey(source.fileId);
      const size = await storage.size(key);
      if (size === null) return fail('STORE_ITEM_NOT_FOUND');
      return { file: { storage, key, size }, source };
    },

    /** A deleted design's uploads in progress go: their grants and chunks. */
    async forgetUploadsOf(designId: string): Promise<void> {
      deleted.set(designId, deps.clock.now().getTime());
      grants.forgetScope(designId);
      await dropUploadsOf(designId);
    },

    removeFiles,
  };
}
export type DesignFiles = ReturnType<typeof createDesignFiles>;
