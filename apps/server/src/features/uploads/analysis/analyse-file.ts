import { open } from 'node:fs/promises';
import { notAnalysedFacts, summariseAnalysis } from '@portal/shared/rules/analysis-summary';
import type {
  DetectedFileType,
  FileAnalysis,
  FileFacts,
  PageMeasurement,
} from '@portal/shared/schemas/analysis';
import { AnalysisFailure, reasonOf } from './analysis-failure';
import {
  type ImagePage,
  type ImageType,
  imageFacts,
  inspectImage,
  measureImagePages,
} from './image-analysis';
import { measurePdfPages, pdfFacts } from './pdf-analysis';
import { createDocumentCache, type DocumentCache, type FileSource } from './pdfium/pdf-document';
import { createPdfiumEngine, type PdfiumEngine } from './pdfium/pdfium-engine';
import { sniffFileType } from './sniff-file-type';
import { createTextLayer } from './text-layer';

export type AnalysableType = 'pdf' | ImageType;

export const isAnalysable = (type: DetectedFileType): type is AnalysableType =>
  type === 'pdf' || type === 'jpeg' || type === 'png' || type === 'tiff';

/** The result for a file that is never opened: empty, or not a PDF or image. */
export const unanalysableFacts = (type: DetectedFileType): FileFacts =>
  notAnalysedFacts(type, type === 'empty' ? 'empty' : 'unsupportedType');

/** A file being analysed: `key` names its open document in a cache, `source` is its open descriptor. */
export interface AnalysisFile {
  key: number;
  path: string;
  type: AnalysableType;
  source: FileSource;
}

/** The PDFium instance of this thread and the documents it keeps open between tasks. */
export interface Pdfium {
  engine: PdfiumEngine;
  documents: DocumentCache;
}

export interface Inspection {
  facts: FileFacts;
  /** Pages still to measure: 0 when the facts are the whole result. */
  pagesToMeasure: number;
  /** An image's pictures as its headers describe them, for the tasks that measure them; none for a PDF. */
  pictures: ImagePage[];
}

/**
 * Pages first..last (1-based, inclusive) to measure; for an image, also its pictures in that
 * range; for a PDF, whether to read the pages' text layer too (not when earlier pages already
 * filled its cap).
 */
export interface MeasureRange {
  first: number;
  last: number;
  pictures: readonly ImagePage[];
  text: boolean;
}

/** A measured page as it is handed over: its measurement, and a PDF page's text when it was read. */
export type OnMeasuredPage = (measurement: PageMeasurement, text?: string) => void;

/**
 * An analysis with the file's text layer (text-layer.ts): a PDF's text, null for an image, a
 * scan, or a file whose pages were not all measured. The text goes to the file's row only,
 * never into an answer of the API.
 */
export type AnalysisResult = FileAnalysis & { textLayer: string | null };

/** A result without text: every outcome but a PDF whose pages were all measured. */
export const withoutText = (analysis: FileAnalysis): AnalysisResult => ({ ...analysis, textLayer: null });

/**
 * The work budget of one file: more pages than this are not measured (READY_NOT_ANALYZED,
 * tooManyPages), whatever the time budget would allow. Books run to about 1 500 pages.
 */
export const MAX_PAGES_MEASURED = 5_000;

/** Facts that would need more pages measured than the work budget allows say so instead. */
function withinWorkBudget(facts: FileFacts, analyse: boolean): FileFacts {
  if (!analyse || facts.status !== 'READY' || facts.pageCount <= MAX_PAGES_MEASURED) return facts;
  return notAnalysedFacts(facts.fileType, 'tooManyPages', facts.pages);
}

/**
 * The first step for every file: pages, sizes, whether it is locked. Problems of the file end
 * as READY_NOT_ANALYZED facts; an engine that traps is marked dead for the caller to replace.
 */
export async function inspectFile(
  file: AnalysisFile,
  analyse: boolean,
  pdfium: () => Promise<Pdfium>,
): Promise<Inspection> {
  let facts: FileFacts;
  let pictures: ImagePage[] = [];
  if (file.type === 'pdf') {
    const { engine, documents } = await pdfium();
    try {
      facts = pdfFacts(engine, documents.open(file.key, file.source));
    } catch (error) {
      if (!(error instanceof AnalysisFailure)) engine.markDead();
      facts = notAnalysedFacts('pdf', reasonOf(error, engine.heapLimitHit));
    }
  } else {
    const inspection = await inspectImage(file.path, file.type);
    facts = imageFacts(file.type, inspection);
    if (inspection.ok) pictures = inspection.pages;
  }
  facts = withinWorkBudget(facts, analyse);
  return { facts, pagesToMeasure: analyse && facts.status === 'READY' ? facts.pageCount : 0, pictures };
}

/**
 * Measures the pages of `range` in order until `enough` says the task has had its turn (after
 * at least one page); returns the number of the last page measured. Throws AnalysisFailure,
 * or anything a trap throws.
 */
export async function measurePages(
  file: AnalysisFile,
  range: MeasureRange,
  pdfium: () => Promise<Pdfium>,
  onPage: OnMeasuredPage,
  enough: () => boolean = () => false,
): Promise<number> {
  if (file.type !== 'pdf') return measureImagePages(file.path, range.pictures, onPage, enough);
  const { engine, documents } = await pdfium();
  const opened = documents.open(file.key, file.source);
  if (!opened.ok) throw new AnalysisFailure('damaged', `cannot reopen ${file.path}: ${opened.problem}`);
  return measurePdfPages(engine, opened.document, range, onPage, enough);
}

export interface AnalyseFileOptions {
  analyse: boolean;
  /** Called once with page count, sizes and status, before any page is measured. */
  onFacts?: (facts: FileFacts) => void;
  /** Defaults to one engine per thread, created on first use and replaced after a failure. */
  engine?: () => Promise<PdfiumEngine>;
}

let threadEngine: Promise<PdfiumEngine> | undefined;

/** The engine of this thread; a trapped or exhausted one is swapped for a fresh instance. */
async function sharedEngine(): Promise<PdfiumEngine> {
  const current = threadEngine && (await threadEngine);
  if (current && !current.dead && !current.heapLimitHit) return current;
  threadEngine = createPdfiumEngine();
  return threadEngine;
}

/**
 * Analyses one file in the calling thread, start to end: for tests and scripts. The server
 * analyses in worker threads through analysis-pool.ts, never on a request thread.
 */
export async function analyseFile(path: string, options: AnalyseFileOptions): Promise<AnalysisResult> {
  const type = await sniffFileType(path);
  if (!isAnalysable(type)) {
    const facts = unanalysableFacts(type);
    options.onFacts?.(facts);
    return withoutText(summariseAnalysis(facts, null));
  }
  const handle = await open(path, 'r');
  let pdfium: Pdfium | undefined;
  const getPdfium = async () => {
    if (!pdfium) {
      const engine = await (options.engine ?? sharedEngine)();
      pdfium = { engine, documents: createDocumentCache(engine, 1) };
    }
    return pdfium;
  };
  try {
    const file: AnalysisFile = {
      key: 1,
      path,
      type,
      source: { fd: handle.fd, size: (await handle.stat()).size },
    };
    const { facts, pagesToMeasure, pictures } = await inspectFile(file, options.analyse, getPdfium);
    options.onFacts?.(facts);
    if (pagesToMeasure === 0) return withoutText(summariseAnalysis(facts, null));
    const measurements: PageMeasurement[] = [];
    const text = createTextLayer();
    try {
      const range = { first: 1, last: pagesToMeasure, pictures, text: type === 'pdf' };
      await measurePages(file, range, getPdfium, (measurement, pageText) => {
        measurements.push(measurement);
        if (pageText !== undefined) text.add(measurement.page, pageText);
      });
    } catch (error) {
      const engine = pdfium?.engine;
      if (engine && !(error instanceof AnalysisFailure)) engine.markDead();
      const reason = reasonOf(error, engine?.heapLimitHit ?? false);
      return withoutText(summariseAnalysis(notAnalysedFacts(type, reason, facts.pages), null));
    }
    return { ...summariseAnalysis(facts, measurements), textLayer: text.result() };
  } finally {
    pdfium?.documents.releaseAll();
    await handle.close();
  }
}
