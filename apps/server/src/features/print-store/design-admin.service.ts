import { randomUUID } from 'node:crypto';
import { translate } from '@portal/shared/i18n/translate';
import type {
  AdminDesign,
  BulkEditDesignsResult,
  bulkEditDesignsBodySchema,
  CollectionDesigns,
  createDesignBodySchema,
  updateDesignBodySchema,
} from '@portal/shared/schemas/print-store-admin';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { type Failure, fail, inTransaction, isFailure } from '../../platform/failure';
import type { AdminDesignRow, DesignAdminRepository, ImageRow } from './design-admin.repository';
import { type DesignFiles, imageOfRow, ownedBy, sourceOfRow } from './design-files.service';
import {
  administeredStoreOf,
  type Changed,
  type NotFound,
  type NotYours,
  type StoreAdminAccess,
  type StoreAdminCaller,
} from './store-admin-access';
import { changedFields, onlyChanged } from './store-history';

/**
 * The designs of a print store as its admins change them (spec 02 sections 2.2, 4 and 5; issue
 * 30 point 3; decision 0113): the design-info dialog that creates one (its upload waits for it),
 * the edit dialog, 'Product wijzigen' and 'Beschrijving wijzigen' for several at once, and
 * deleting one with its files. Each change is one transaction with its version claim and its
 * history row (decision 0112), or nothing. Placed orders keep their snapshot of the design
 * (decision 0106): nothing here reads or writes an order.
 */

type CreateDesign = z.output<typeof createDesignBodySchema>;
type UpdateDesign = z.output<typeof updateDesignBodySchema>;
type BulkEdit = z.output<typeof bulkEditDesignsBodySchema>;
type TypeNotUsable = Failure<'PRODUCT_TYPE_NOT_USABLE'>;

/** The fields of a design its dialogs edit (and the history names). */
const EDITABLE = [
  'collectionId',
  'productTypeId',
  'name',
  'description',
  'designer',
  'extraInfo',
  'availableForAd',
  'isStockProduct',
  'actualStock',
  'displaySpecification',
] as const;
type Editable = Pick<AdminDesignRow, (typeof EDITABLE)[number]>;

const editableOf = (fields: Partial<Editable> & Record<string, unknown>): Partial<Editable> =>
  Object.fromEntries(EDITABLE.filter((key) => fields[key] !== undefined).map((key) => [key, fields[key]]));

export function createDesignAdminService(deps: {
  db: Db;
  repository: DesignAdminRepository;
  access: StoreAdminAccess;
  files: DesignFiles;
}) {
  const { db, repository, access, files } = deps;

  async function view(executor: Db, row: AdminDesignRow): Promise<AdminDesign> {
    const image = row.previewImageId ? await repository.imageOf(executor, row.previewImageId) : undefined;
    return viewWith(row, image);
  }

  function viewWith(row: AdminDesignRow, image: ImageRow | undefined): AdminDesign {
    return {
      id: row.id,
      printStoreId: row.printStoreId,
      collectionId: row.collectionId,
      productTypeId: row.productTypeId,
      name: row.name,
      description: row.description,
      designer: row.designer,
      extraInfo: row.extraInfo,
      availableForAd: row.availableForAd,
      isStockProduct: row.isStockProduct,
      actualStock: row.actualStock,
      displaySpecification: { border: row.displaySpecification.border === true },
      previewImage: image ? imageOfRow(image) : null,
      source: sourceOfRow(row),
      version: row.version,
    };
  }

  /**
   * A product type a design of this store may be printed as: one the store keeps itself, or one
   * of the default store, which every store may use but only its admins edit (migration 0033).
   */
  async function usableType(tx: Db, storeId: string, productTypeId: string): Promise<TypeNotUsable | null> {
    const owner = await repository.productTypeOwner(tx, productTypeId);
    return owner && (owner.printStoreId === storeId || owner.ownerIsDefault)
      ? null
      : fail('PRODUCT_TYPE_NOT_USABLE');
  }

  return {
    /** A collection's designs with their versions: what its page's select boxes and menus edit. */
    async listOfCollection(
      caller: StoreAdminCaller,
      collectionId: string,
    ): Promise<CollectionDesigns | NotFound | NotYours> {
      const owned = await access.ownedItem(caller, 'collection', collectionId);
      if (isFailure(owned)) return owned;
      const rows = await repository.designsOfCollection(collectionId);
      const images = new Map(
        (
          await repository.imagesOf(rows.flatMap((row) => (row.previewImageId ? [row.previewImageId] : [])))
        ).map((image) => [image.id, image]),
      );
      return {
        collectionId,
        designs: rows.map((row) =>
          viewWith(row, row.previewImageId ? images.get(row.previewImageId) : undefined),
        ),
      };
    },

    async get(caller: StoreAdminCaller, designId: string): Promise<AdminDesign | NotFound | NotYours> {
      const design = ownedBy(await repository.designOf(db, designId), caller);
      return isFailure(design) ? design : view(db, design);
    },

    /** The design-info dialog: a new design in a collection of the caller's store, without files yet. */
    async create(
      caller: StoreAdminCaller,
      body: CreateDesign,
    ): Promise<AdminDesign | NotFound | NotYours | TypeNotUsable> {
      const storeId = administeredStoreOf(caller);
      if (!storeId) return fail('PRINT_STORE_NOT_YOURS');
      const actor = await access.actorOf(caller);
      return inTransaction(db, async (tx) => {
        // The collection is the store's, locked against its deletion until the commit.
        const refused =
          (await access.ownReferences(tx, storeId, 'collection', [body.collectionId])) ??
          (await usableType(tx, storeId, body.productTypeId));
        if (refused) return refused;
        const id = randomUUID();
        await repository.insertDesign(tx, { id, ...body });
        await access.recordChange(tx, {
          storeId,
          kind: 'design',
          itemId: id,
          actor,
          action: 'created',
          details: editableOf(body),
        });
        const created = await repository.designOf(tx, id);
        return view(tx, created!);
      });
    },

    /** The edit dialog: only the fields sent change. */
    async update(
      caller: StoreAdminCaller,
      designId: string,
      body: UpdateDesign,
    ): Promise<AdminDesign | NotFound | NotYours | Changed | TypeNotUsable> {
      const owned = ownedBy(await repository.designOf(db, designId), caller);
      if (isFailure(owned)) return owned;
      const actor = await access.actorOf(caller);
      return inTransaction(db, async (tx) => {
        const version = await access.claimVersion(tx, 'design', designId, body.version);
        if (isFailure(version)) return version;
        const before = await repository.designOf(tx, designId);
        if (!before) return fail('STORE_ITEM_NOT_FOUND');
        const asked = editableOf(body);
        const changes = onlyChanged<Editable>(before, asked);
        const refused =
          (changes.collectionId
            ? await access.ownReferences(tx, before.printStoreId, 'collection', [changes.collectionId])
            : null) ??
          (changes.productTypeId ? await usableType(tx, before.printStoreId, changes.productTypeId) : null);
        if (refused) return refused;
        await repository.updateDesign(tx, designId, changes);
        // The preview's alt text names the design.
        if (changes.name && before.previewImageId)
          await repository.setImageAlt(tx, before.previewImageId, changes.name);
        await access.recordChange(tx, {
          storeId: before.printStoreId,
          kind: 'design',
          itemId: designId,
          actor,
          action: 'changed',
          details: changedFields<Editable>(before, asked),
        });
        return view(tx, { ...before, ...changes, version });
      });
    },

    /**
     * Deletes the design, its preview (unless something else shows it) and its original. Refused
     * while a package holds it: a package sold at a fixed price must not lose part of its
     * contents unnoticed. Its uploads in progress go too.
     */
    async delete(
      caller: StoreAdminCaller,
      designId: string,
      version: number,
    ): Promise<null | NotFound | NotYours | Changed | Failure<'DESIGN_IN_PACKAGE'>> {
      const owned = ownedBy(await repository.designOf(db, designId), caller);
      if (isFailure(owned)) return owned;
      const actor = await access.actorOf(caller);
      const outcome = await inTransaction(db, async (tx) => {
        const claimed = await access.claimVersion(tx, 'design', designId, version);
        if (isFailure(claimed)) return claimed;
        const design = await repository.designOf(tx, designId);
        if (!design) return fail('STORE_ITEM_NOT_FOUND');
        const packages = await repository.packagesHolding(tx, designId);
        if (packages.length > 0)
          return fail(
            'DESIGN_IN_PACKAGE',
            translate('errors.DESIGN_IN_PACKAGE', {
              packages: packages.map((name) => `'${name}'`).join(', '),
            }),
          );
        await repository.deleteDesign(tx, designId);
        const imageGoes =
          design.previewImageId !== null &&
          (await repository.deleteImageUnlessUsed(tx, design.previewImageId, designId));
        await access.recordChange(tx, {
          storeId: design.printStoreId,
          kind: 'design',
          itemId: designId,
          actor,
          action: 'deleted',
          details: { name: design.name, collectionId: design.collectionId, source: design.sourceName },
        });
        return { imageId: imageGoes ? design.previewImageId : null, sourceKey: design.sourceKey };
      });
      if (isFailure(outcome)) return outcome;
      await files.removeFiles(outcome);
      await files.forgetUploadsOf(designId);
      return null;
    },

    /**
     * 'Product wijzigen' and 'Beschrijving wijzigen' of several designs: all of them or none. Every
     * design must be the caller's store's and at the version the admin read.
     */
    async bulkEdit(
      caller: StoreAdminCaller,
      body: BulkEdit,
    ): Promise<BulkEditDesignsResult | NotFound | NotYours | Changed | TypeNotUsable> {
      const storeId = administeredStoreOf(caller);
      if (!storeId) return fail('PRINT_STORE_NOT_YOURS');
      const actor = await access.actorOf(caller);
      const asked = editableOf({ productTypeId: body.productTypeId, description: body.description });
      return inTransaction(db, async (tx) => {
        const rows = await repository.designsOf(
          tx,
          body.designs.map((design) => design.id),
        );
        if (rows.length < body.designs.length) return fail('STORE_ITEM_NOT_FOUND');
        if (rows.some((row) => row.printStoreId !== storeId)) return fail('PRINT_STORE_NOT_YOURS');
        const read = new Map(body.designs.map((design) => [design.id, design.version]));
        if (rows.some((row) => row.version !== read.get(row.id))) return fail('STORE_ITEM_CHANGED');
        if (asked.productTypeId) {
          const refused = await usableType(tx, storeId, asked.productTypeId);
          if (refused) return refused;
        }
        const versions = new Map<string, number>();
        for (const row of rows) {
          const version = await access.claimVersion(tx, 'design', row.id, row.version);
          if (isFailure(version)) return version;
          versions.set(row.id, version);
          await repository.updateDesign(tx, row.id, onlyChanged<Editable>(row, asked));
          await access.recordChange(tx, {
            storeId,
            kind: 'design',
            itemId: row.id,
            actor,
            action: 'changed',
            details: changedFields<Editable>(row, asked),
          });
        }
        return {
          designs: body.designs.map((design) => ({ id: design.id, version: versions.get(design.id)! })),
        };
      });
    },
  };
}
export type DesignAdminService = ReturnType<typeof createDesignAdminService>;
