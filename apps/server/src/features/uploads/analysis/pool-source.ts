import type { FileStorage } from '../../../platform/storage/file-storage';

/**
 * A file the analysis pool reads: one on this machine by its path (tests, scripts, a design being
 * checked), or a stored file by its key, read where it is (decision 0119).
 */
export type PoolSource = string | StoredSource;
export type StoredSource = { storage: FileStorage; key: string };

/** The source as log lines and errors name it. */
export const sourceName = (source: PoolSource): string => (typeof source === 'string' ? source : source.key);
