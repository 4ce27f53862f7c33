import { describe, expect, it } from 'vitest';
import type { PageGeometry, PageMeasurement } from '../schemas/analysis';
import { fileAnalysisSchema } from '../schemas/analysis';
import { notAnalysedFacts, passwordProtectedFacts, readyFacts, summariseAnalysis } from './analysis-summary';

const geometry = (page: number, format: PageGeometry['format'] = 'A4'): PageGeometry => ({
  page,
  widthMm: 210,
  heightMm: 297,
  format,
});
const measured = (page: number, kind: PageMeasurement['kind'], dpis: number[] = []): PageMeasurement => ({
  page,
  kind,
  maxChroma: kind === 'colour' ? 200 : 0,
  inkShare: kind === 'blank' ? 0 : 0.1,
  dpis,
});

describe('summariseAnalysis', () => {
  it('counts colour, black-white and blank pages and keeps DPIs per page', () => {
    const facts = readyFacts('pdf', [geometry(1), geometry(2, 'A3'), geometry(3)]);
    const result = summariseAnalysis(facts, [
      measured(1, 'colour', [150]),
      measured(2, 'blackWhite'),
      measured(3, 'blank'),
    ]);
    expect(fileAnalysisSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({
      status: 'READY',
      analysed: true,
      pageCount: 3,
      format: 'A4',
      pagesColour: 1,
      pagesBW: 1,
      pagesBlank: 1,
      dpisPerPage: [
        { page: 1, dpis: [150] },
        { page: 2, dpis: [] },
        { page: 3, dpis: [] },
      ],
    });
  });

  it('assumes 300 DPI and leaves kinds unknown with analysis off', () => {
    const result = summariseAnalysis(readyFacts('pdf', [geometry(1)]), null);
    expect(result.analysed).toBe(false);
    expect(result.pages[0]).toMatchObject({ kind: null, maxChroma: null, inkShare: null, dpis: [300] });
    expect(result.pagesColour + result.pagesBW + result.pagesBlank).toBe(0);
  });

  it('carries the reason of a file that cannot be analysed, and no assumed DPI', () => {
    const result = summariseAnalysis(notAnalysedFacts('pdf', 'timeLimit', [geometry(1)]), null);
    expect(result).toMatchObject({ status: 'READY_NOT_ANALYZED', reason: 'timeLimit', pageCount: 1 });
    expect(result.dpisPerPage).toEqual([{ page: 1, dpis: [] }]);
    expect(fileAnalysisSchema.parse(result)).toEqual(result);
  });

  it('has no pages for a password-protected file', () => {
    const result = summariseAnalysis(passwordProtectedFacts(), null);
    expect(result).toMatchObject({ status: 'READY_PASSWORD_PROTECTED', pageCount: 0, format: null });
  });
});
