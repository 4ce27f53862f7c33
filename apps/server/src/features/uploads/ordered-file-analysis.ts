import type { AnalysisStatus, PageAnalysis, PaperFormat } from '@portal/shared/schemas/analysis';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { uploadedFiles } from './uploads.tables';

/** What the analysis stored of a file an order took. */
export type OrderedFileAnalysis = {
  id: string;
  status: AnalysisStatus;
  analysed: boolean;
  format: PaperFormat | null;
  pageCount: number;
  pages: PageAnalysis[];
  reason: string | null;
};

/**
 * The stored analysis of files kept for orders (issue 32 point 4): what the order desk's file
 * check reads, so that preflight at the ordered size never analyses a file twice. Files that are
 * not kept for an order, or still being analysed, are not answered.
 */
export function createOrderedFileAnalysis(db: Db) {
  return {
    async of(fileIds: readonly string[]): Promise<Map<string, OrderedFileAnalysis>> {
      if (fileIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: uploadedFiles.id,
          status: uploadedFiles.status,
          analysed: uploadedFiles.analysed,
          format: uploadedFiles.format,
          pageCount: uploadedFiles.pageCount,
          pages: uploadedFiles.pages,
          reason: uploadedFiles.reason,
        })
        .from(uploadedFiles)
        .where(and(inArray(uploadedFiles.id, [...fileIds]), eq(uploadedFiles.keptForOrder, true)));
      const done = rows.flatMap((row) =>
        row.status === 'READY' ||
        row.status === 'READY_NOT_ANALYZED' ||
        row.status === 'READY_PASSWORD_PROTECTED'
          ? [{ ...row, status: row.status, pageCount: row.pageCount ?? row.pages.length }]
          : [],
      );
      return new Map(done.map((row) => [row.id, row]));
    },
  };
}
export type OrderedFileAnalysisReader = ReturnType<typeof createOrderedFileAnalysis>;
