import { z } from 'zod';
import { archiveSummarySchema, filestoreFileSchema, isFilestoreNameValid } from './filestore';
import { deskOrderViewSchema } from './order-views';

/**
 * A scan order delivered into the customer's archive (issue 31 point 5, decision 0126): staff
 * upload the scans into their upload session and hand them to the order, which files them into
 * the archive and folder the customer named on the order (spec 02 section 3, archive {name,
 * location, parentFolder}); finishing mails the customer and moves the order to delivered.
 */

/** At most this many uploads in one delivery call (the panel sends a file or a zip's entries at a time). */
export const SCAN_DELIVERY_MAX_UPLOADS = 1000;

/**
 * The folders of the order's parentFolder ('Personeel/2024' → ['Personeel', '2024']): split on
 * / and \, blank parts dropped (a customer's '/Personeel/' means the same folder). Null when a
 * part is no name the file store allows (only dots, such as '..', or too long).
 */
export function scanFolderPath(parentFolder: string): string[] | null {
  const parts = parentFolder
    .split(/[/\\]/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  return parts.every(isFilestoreNameValid) ? parts : null;
}

/**
 * The folders and name of an uploaded file inside the delivery ('map/sub/scan.pdf', as a zip's
 * entry is named): every part must be a name of its own, so '..', an absolute path ('/x', 'C:')
 * and empty parts ('a//b') make it null. A name without separators is just the name.
 */
export function deliveredFilePath(fileName: string): { folders: string[]; name: string } | null {
  const parts = fileName.split(/[/\\]/).map((part) => part.trim());
  if (parts.some((part) => !isFilestoreNameValid(part))) return null;
  if (parts.length > 1 && /^[a-z]:$/i.test(parts[0]!)) return null;
  return { folders: parts.slice(0, -1), name: parts.at(-1)! };
}

export const scanDeliveryFilesBodySchema = z.object({
  /** The staff member's own upload session the scans were uploaded into. */
  sessionId: z.uuid(),
  uploadIds: z.array(z.uuid()).min(1).max(SCAN_DELIVERY_MAX_UPLOADS),
});
export type ScanDeliveryFilesBody = z.infer<typeof scanDeliveryFilesBodySchema>;

/** Where a scan order's scans go, as the desk shows it before and after delivering. */
export const scanDeliveryPlaceSchema = z.object({
  archiveName: z.string(),
  location: z.string(),
  /** The folders from the archive's root down; empty: the root. */
  folderPath: z.array(z.string()),
  /** The archive when it exists already (found by name for the order's customer number). */
  archive: archiveSummarySchema.nullable(),
  /** Whether the order was finished (mailed and delivered). */
  finished: z.boolean(),
});
export type ScanDeliveryPlace = z.infer<typeof scanDeliveryPlaceSchema>;

export const scanDeliveredFilesSchema = z.object({
  archive: archiveSummarySchema,
  files: z.array(
    z.object({
      file: filestoreFileSchema,
      /** The folders from the archive's root down to the file's folder. */
      folderPath: z.array(z.string()),
    }),
  ),
});
export type ScanDeliveredFiles = z.infer<typeof scanDeliveredFilesSchema>;

export const scanDeliveryFinishedSchema = z.object({
  order: deskOrderViewSchema,
  archiveId: z.uuid(),
  /** False when the order was finished before (the call is idempotent: no second mail). */
  mailed: z.boolean(),
});
export type ScanDeliveryFinished = z.infer<typeof scanDeliveryFinishedSchema>;
