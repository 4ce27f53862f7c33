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

/**
 * A row just recorded by a finalise or an unpack: being analysed, so nothing of its pages is
 * known yet (decision 0037).
 */
export function summaryOfNew({
  pages: _noneYet,
  textLayer: _noTextYet,
  ...row
}: UploadedFileRow): UploadedFileSummaryRow {
  return { ...row, firstPage: null, dpisPerPage: [] };
}
