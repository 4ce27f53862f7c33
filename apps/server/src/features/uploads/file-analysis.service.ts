import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { AnalysisResult } from './analysis/analyse-file';
import type { AnalysisPool } from './analysis/analysis-pool';
import type { OfficeConversion } from './office/office-conversion.service';
import { storedFileKey } from './stored-files';
import type { UploadsRepository } from './uploads.repository';

type Deps = {
  repository: UploadsRepository;
  storage: FileStorage;
  /** The analysis pool, started on first use (or handed in, e.g. shared by tests). */
  pool: () => Promise<AnalysisPool>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where an office document goes to become a PDF first (decision 0132). */
  office: Pick<OfficeConversion, 'queue'>;
};

/** The analysis of a stored file (the job uploads.analyse-file): first facts as soon as known, then the result. */
export function createFileAnalysis(deps: Deps) {
  const { repository, clock, log } = deps;
  return {
    /**
     * Analyses the file and saves the outcome. A file the engine cannot read still gets an
     * outcome (READY_NOT_ANALYZED with its reason); only a failure of the pool itself throws,
     * and the job is tried again.
     */
    async analyse(fileId: string): Promise<void> {
      const row = await repository.findFileById(fileId);
      // Removed before its turn came: nothing to do.
      if (row?.status !== 'ANALYZING') return;
      const pool = await deps.pool();
      // Read where it is stored: on S3 by ranged reads, never the whole file at once (decision 0119).
      // A PDF's text layer comes with the result and goes to the row only (decision 0122).
      const result = await pool.analyse(
        { storage: deps.storage, key: storedFileKey(row.id) },
        {
          analyse: row.analyse,
          // The pool lets upload sessions take turns, as the job runner does (decision 0026).
          owner: row.sessionId,
          onFacts: (facts) => {
            repository
              .saveFacts(row.id, facts)
              .catch((error: unknown) => log.warn({ err: error, fileId }, 'could not save first facts'));
          },
        },
      );
      // Word, Excel, PowerPoint, OpenDocument: analysed once converted, as the PDF that is printed.
      if (result.fileType === 'officeDocument') return deps.office.queue(row);
      await repository.saveAnalysis(row.id, result, clock.now());
    },

    /** The analysis failed on every try: the file is READY_NOT_ANALYZED (no price) and can still be ordered. */
    async markFailed(fileId: string): Promise<void> {
      await repository.saveAnalysis(fileId, failedAnalysis(), clock.now());
    },
  };
}
export type FileAnalysisService = ReturnType<typeof createFileAnalysis>;

/** What a file gets when the analysis itself broke (not the file): no price, and a log line. */
function failedAnalysis(): AnalysisResult {
  return {
    status: 'READY_NOT_ANALYZED',
    fileType: 'unknown',
    analysed: false,
    pageCount: 0,
    pages: [],
    format: null,
    pagesColour: 0,
    pagesBW: 0,
    pagesBlank: 0,
    dpisPerPage: [],
    reason: 'engineError',
    textLayer: null,
  };
}
