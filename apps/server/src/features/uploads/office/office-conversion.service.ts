import { notAnalysedFacts, summariseAnalysis } from '@portal/shared/rules/analysis-summary';
import type { NotAnalysedReason } from '@portal/shared/schemas/analysis';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../lib/clock';
import type { JobQueue } from '../../../platform/jobs/job-runner';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { withoutText } from '../analysis/analyse-file';
import { sniffStoredFileType } from '../analysis/sniff-file-type';
import { storedFileKey } from '../stored-files';
import { analyseFileJob, convertOfficeDocumentJob } from '../uploads.jobs';
import type { UploadsRepository } from '../uploads.repository';
import type { ConversionOutcome, OfficeConverter } from './office-converter';
import { officePackageFits } from './office-package-check';

type Deps = {
  repository: UploadsRepository;
  storage: FileStorage;
  converter: OfficeConverter;
  jobs: JobQueue;
  clock: Clock;
  log: FastifyBaseLogger;
};

type Outcome = ConversionOutcome | { ok: false; reason: 'conversionTooLarge'; detail: string };

/**
 * Office documents become PDFs (issue 32 point 2, decision 0132): the PDF replaces the upload's
 * stored bytes, so that it is what is analysed, previewed, priced, ordered and sent to the desk,
 * while the row keeps the name the customer gave it. A document that cannot be converted is
 * READY_NOT_ANALYZED with the reason, like any file that cannot be analysed.
 */
export function createOfficeConversion(deps: Deps) {
  const { repository, storage, converter, jobs, clock, log } = deps;

  const notConverted = (fileId: string, reason: NotAnalysedReason) =>
    repository.saveAnalysis(
      fileId,
      withoutText(summariseAnalysis(notAnalysedFacts('officeDocument', reason), null)),
      clock.now(),
    );

  return {
    /** The analysis found an office document: its conversion is queued, or it says why there is none. */
    async queue(file: { id: string; sessionId: string }): Promise<void> {
      const unavailable = await converter.unavailable();
      if (unavailable) {
        log.info({ fileId: file.id, why: unavailable }, 'office document not converted');
        await notConverted(file.id, 'conversionUnavailable');
        return;
      }
      // One conversion of a file at a time, however often its analysis is queued (a restart
      // analyses every ANALYZING row again): a twin waits and then finds the PDF.
      await jobs.enqueue(
        convertOfficeDocumentJob,
        { fileId: file.id },
        { groupKey: file.sessionId, singletonKey: `office:${file.id}` },
      );
    },

    /** The job: converts, stores the PDF in the document's place and queues the PDF's analysis. */
    async convert(fileId: string): Promise<void> {
      const row = await repository.findFileById(fileId);
      if (row?.status !== 'ANALYZING') return;
      const key = storedFileKey(row.id);
      // Converted already (a try whose instance went away after storing the PDF): analyse it.
      if ((await sniffStoredFileType(storage, key)) !== 'officeDocument') {
        await jobs.enqueue(analyseFileJob, { fileId }, { groupKey: row.sessionId });
        return;
      }
      const outcome: Outcome = await storage.withLocalCopy(key, async (local) => {
        if (!(await officePackageFits(local)))
          return { ok: false, reason: 'conversionTooLarge', detail: 'unpacks past the limits' };
        return converter.convert(local, row.fileName);
      });
      if (!outcome.ok) {
        log.warn({ fileId, reason: outcome.reason, detail: outcome.detail }, 'office document not converted');
        await notConverted(fileId, outcome.reason);
        return;
      }
      try {
        // Removed while it was converted: the PDF goes, nothing is stored for a file nobody has.
        if ((await repository.findFileById(fileId))?.status !== 'ANALYZING') return;
        await storage.put(key, { file: outcome.pdfPath });
      } finally {
        await converter.release(outcome.pdfPath);
      }
      const size = await storage.size(key);
      if (size !== null) await repository.saveStoredSize(fileId, size);
      log.info({ fileId, ms: Math.round(outcome.ms) }, 'office document converted to PDF');
      await jobs.enqueue(analyseFileJob, { fileId }, { groupKey: row.sessionId });
    },

    /** The conversion failed on every try (its instance went away twice): reported, no price. */
    async markFailed(fileId: string): Promise<void> {
      await notConverted(fileId, 'conversionFailed');
    },
  };
}
export type OfficeConversion = ReturnType<typeof createOfficeConversion>;
