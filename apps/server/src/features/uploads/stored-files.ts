import { spreadKey } from '../../platform/storage/file-storage';

/**
 * The storage key of an uploaded file's bytes, named by its row's id (decision 0011) and spread
 * over 256 folders: `files/3f/3f2a…`. An order line's storage reference is that id.
 */
export const storedFileKey = (fileId: string): string => spreadKey('files', fileId);
