import type {
  DetectedFileType,
  FileAnalysis,
  FileFacts,
  NotAnalysedReason,
  PageAnalysis,
  PageGeometry,
  PageMeasurement,
} from '../schemas/analysis';
import { assumedDpis } from './analysis-dpi';
import { dominantFormat } from './analysis-format';

/** First facts of a file that has pages. */
export function readyFacts(fileType: DetectedFileType, pages: PageGeometry[]): FileFacts {
  return {
    status: 'READY',
    fileType,
    pageCount: pages.length,
    pages,
    format: dominantFormat(pages.map((page) => page.format)),
    reason: null,
  };
}

/** First (and last) facts of a file that cannot be analysed; pages already known are kept. */
export function notAnalysedFacts(
  fileType: DetectedFileType,
  reason: NotAnalysedReason,
  pages: PageGeometry[] = [],
): FileFacts {
  return { ...readyFacts(fileType, pages), status: 'READY_NOT_ANALYZED', reason };
}

export function passwordProtectedFacts(): FileFacts {
  return {
    status: 'READY_PASSWORD_PROTECTED',
    fileType: 'pdf',
    pageCount: 0,
    pages: [],
    format: null,
    reason: null,
  };
}

/**
 * The analysis of a file from its first facts and, when the pages were measured, one
 * measurement per page. Without measurements (analysis off, or a file that is not READY)
 * kinds stay unknown and, for READY files, every page is assumed to be 300 DPI.
 */
export function summariseAnalysis(
  facts: FileFacts,
  measurements: readonly PageMeasurement[] | null,
): FileAnalysis {
  const byPage = new Map(measurements?.map((measurement) => [measurement.page, measurement]));
  const measured = facts.status === 'READY' && measurements !== null;
  const pages: PageAnalysis[] = facts.pages.map((geometry) => {
    const measurement = measured ? byPage.get(geometry.page) : undefined;
    if (measurement) {
      const { kind, maxChroma, inkShare, dpis } = measurement;
      return { ...geometry, kind, maxChroma, inkShare, dpis };
    }
    const dpis = facts.status === 'READY' && !measured ? assumedDpis() : [];
    return { ...geometry, kind: null, maxChroma: null, inkShare: null, dpis };
  });
  const count = (kind: PageAnalysis['kind']) => pages.filter((page) => page.kind === kind).length;
  return {
    status: facts.status,
    fileType: facts.fileType,
    analysed: measured && pages.every((page) => page.kind !== null),
    pageCount: facts.pageCount,
    pages,
    format: facts.format,
    pagesColour: count('colour'),
    pagesBW: count('blackWhite'),
    pagesBlank: count('blank'),
    dpisPerPage: pages.map(({ page, dpis }) => ({ page, dpis })),
    reason: facts.reason,
  };
}
