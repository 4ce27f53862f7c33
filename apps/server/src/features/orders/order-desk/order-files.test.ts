import { describe, expect, it } from 'vitest';
import { pdfDownloadName } from './order-files';

describe('the name a PDF is downloaded by at the desk', () => {
  it('names a converted office document for the PDF it became (decision 0132)', () => {
    expect(pdfDownloadName('offerte.docx')).toBe('offerte.pdf');
    expect(pdfDownloadName('Begroting 2027.xlsx')).toBe('Begroting 2027.pdf');
    expect(pdfDownloadName('presentatie.v2.pptx')).toBe('presentatie.v2.pdf');
  });

  it('keeps a name that says PDF already, and gives one without an extension its own', () => {
    expect(pdfDownloadName('brief.PDF')).toBe('brief.PDF');
    expect(pdfDownloadName('notulen')).toBe('notulen.pdf');
    expect(pdfDownloadName('.verborgen')).toBe('.verborgen.pdf');
  });
});
