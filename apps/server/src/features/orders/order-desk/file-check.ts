import { PRICED_GROUPS } from '@portal/shared/constants';
import { printFormatOf } from '@portal/shared/rules/configuration';
import { customerWarnings, fileAtSize } from '@portal/shared/rules/preflight-at-size';
import type { PaperFormat } from '@portal/shared/schemas/analysis';
import type { SpecEntry } from '@portal/shared/schemas/catalogue';
import type { FileCheck } from '@portal/shared/schemas/order-views';
import type { OrderedFileAnalysis } from '../../uploads/ordered-file-analysis';

/**
 * The operator's check of an ordered file (issue 32 point 4, decision 0133): the stored analysis
 * at the format the line was ordered in, by the shared rules; null when the file has no stored
 * analysis (a line without a file, or a file whose row is gone). The format is the one the
 * customer chose, or the file's own for 'Als bestand' (printFormatOf, as the customer's screens
 * judge it; decision 0134): the line's priced sheet is A3 for a Letter page printed at its size.
 */
export function fileCheckOf(
  analysis: OrderedFileAnalysis | undefined,
  line: { specs: readonly SpecEntry[]; format: string | null },
): FileCheck | null {
  if (!analysis) return null;
  // A product without a format choice (business cards) prints on the line's sheet.
  const chosen = line.specs.some((spec) => spec.optionGroupName === PRICED_GROUPS.format);
  const format = chosen
    ? printFormatOf({ format: analysis.format }, line.specs)
    : (line.format as PaperFormat | null);
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
    customerWarnings: customerWarnings(analysis, format),
  };
}
