import type { FilestoreCrumb } from '@portal/shared/schemas/filestore';
import type { useRoutePath } from '../../../config/paths';

type RoutePath = ReturnType<typeof useRoutePath>;

/** The page of a folder: the archive's root for folderId null. */
export function folderPath(to: RoutePath, archiveId: string, folderId: string | null): string {
  return folderId ? to('filestoreFolder', { archiveId, folderId }) : to('filestoreArchive', { archiveId });
}

/** The query that opens a file's panel on its folder's page (and marks its row). */
export const FILE_PARAM = 'bestand';

/** A file in its folder, its panel open. */
export function filePath(to: RoutePath, archiveId: string, folderId: string | null, fileId: string): string {
  return `${folderPath(to, archiveId, folderId)}?${new URLSearchParams({ [FILE_PARAM]: fileId })}`;
}

/** 'Archief › Map › Submap': where something is, as one line of text. */
export function placeText(crumbs: readonly FilestoreCrumb[], archiveName?: string): string {
  const names = crumbs.map((crumb) => crumb.name);
  if (archiveName && names[0] !== archiveName) names.unshift(archiveName);
  return names.join(' › ');
}
