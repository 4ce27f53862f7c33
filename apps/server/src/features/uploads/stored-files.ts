import type {
  AnalysisStatus,
  DetectedFileType,
  PageAnalysis,
  PaperFormat,
} from '@portal/shared/schemas/analysis';
import { spreadKey } from '../../platform/storage/file-storage';

/**
 * The storage key of an uploaded file's bytes, named by its row's id (decision 0011) and spread
 * over 256 folders: `files/3f/3f2a…`. An order line's storage reference is that id.
 */
export const storedFileKey = (fileId: string): string => spreadKey('files', fileId);

/**
 * A stored file's analysis as it travels with its bytes between an upload session and the file
 * store, either way (filing an upload, 'Selecteer uit bestandsopslag'), so that neither analyses
 * it again. The file store keeps the text layer in its `text_content` column (the search reads it).
 */
export type StoredAnalysis = {
  status: AnalysisStatus;
  fileType: DetectedFileType | null;
  format: PaperFormat | null;
  pageCount: number | null;
  pagesColour: number | null;
  pagesBW: number | null;
  pagesBlank: number | null;
  pages: PageAnalysis[];
  analysed: boolean;
  /**
   * The PDF's text layer as the analysis extracted it (null for scans without one): kept with
   * every copy, so that a file filed back into the file store is found by its words again.
   */
  textLayer: string | null;
};
