import { customerWarnings, fileAtSize } from '@portal/shared/rules/preflight-at-size';
import type { FileCheck } from '@portal/shared/schemas/order-views';
import type { OrderedFileAnalysis } from '../../uploads/ordered-file-analysis';

/**
 * The operator's check of an ordered file (issue 32 point 4, decision 0133): the stored analysis
 * at the format the line was ordered in, by the shared rules; null when the file has no stored
 * analysis (a line without a file, or a file whose row is gone).
 */
export function fileCheckOf(
  analysis: OrderedFileAnalysis | undefined,
  format: string | null,
): FileCheck | null {
  if (!analysis) return null;
  const atSize = fileAtSize(analysis.pages, format, analysis.analysed);
  const first = analysis.pages[0];
  return {
    status: analysis.status,
    analysed: analysis.analysed,
    pageCount: analysis.pageCount,
    pageSize: first ? { widthMm: first.widthMm, heightMm: first.heightMm } : null,
    orderedFormat: format,
    lowestDpi: atSize.lowestDpi,
    lowDpiPages: atSize.lowDpiPages,
    dpiWarning: atSize.dpiWarning,
    size: atSize.size,
    customerWarnings: customerWarnings(analysis),
  };
}
