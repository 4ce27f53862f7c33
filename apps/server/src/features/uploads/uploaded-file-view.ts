import type { UploadedFile } from '@portal/shared/schemas/uploads';
import type { UploadedFileRow, UploadedFileSummaryRow } from './uploads.repository';

/** A file row as the client sees it (spec 01 section 3, Uploaded file). */
export function toUploadedFile(row: UploadedFileSummaryRow): UploadedFile {
  const first = row.firstPage;
  const measured = row.analysed && row.status === 'READY';
  return {
    uuid: row.id,
    fileName: row.fileName,
    safeName: row.safeName,
    relativePath: row.relativePath,
    size: row.size,
    status: row.status,
    fileType: row.fileType,
    analysed: row.analysed,
    format: row.format,
    dimensions: first ? { widthMm: first.widthMm, heightMm: first.heightMm } : null,
    pageCount: row.pageCount,
    pagesColour: measured ? row.pagesColour : null,
    pagesBW: measured ? row.pagesBW : null,
    pagesBlank: measured ? row.pagesBlank : null,
    dpisPerPage: row.dpisPerPage,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A row just written: the summary the database would pick out of it (decision 0037). */
export function summaryOf({ pages, ...row }: UploadedFileRow): UploadedFileSummaryRow {
  return {
    ...row,
    firstPage: pages[0] ?? null,
    dpisPerPage:
      row.status === 'ANALYZING'
        ? []
        : pages.filter(({ dpis }) => dpis.length > 0).map(({ page, dpis }) => ({ page, dpis })),
  };
}
