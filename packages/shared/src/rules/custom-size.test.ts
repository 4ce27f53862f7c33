import { describe, expect, it } from 'vitest';
import { FORMAT_AS_FILE } from '../constants';
import type { FileFacts } from './configuration';
import { customSizeName, customSizeOf } from './custom-size';

const letter: FileFacts = {
  status: 'READY',
  analysed: true,
  format: 'custom',
  dimensions: { widthMm: 215.9, heightMm: 279.4 },
  pagesBW: 2,
  pagesColour: 0,
  pagesBlank: 0,
};
const asFile = [{ menuId: 'm', optionGroupName: 'formaat', optionName: FORMAT_AS_FILE }];

describe('a non-standard size named alike everywhere (issue 32 point 6)', () => {
  it('names a Letter page printed as the file with its size and the sheet it is priced as', () => {
    const size = customSizeOf(letter, asFile, 'A3');
    expect(size).toEqual({ widthMm: 215.9, heightMm: 279.4, areaM2: null });
    expect(customSizeName(size!, 'A3')).toBe('Afwijkend formaat 216 × 279 mm, geprijsd als A3');
    expect(customSizeName(size!, null)).toBe('Afwijkend formaat 216 × 279 mm');
  });

  it('names a banner past A0 by its area', () => {
    const banner = { ...letter, dimensions: { widthMm: 1000, heightMm: 1800 } };
    const size = customSizeOf(banner, asFile, 'A0');
    expect(size).toEqual({ widthMm: 1000, heightMm: 1800, areaM2: 1.8 });
    expect(customSizeName(size!, 'A0')).toBe('Afwijkend formaat 1000 × 1800 mm, geprijsd per m² (1,8 m²)');
  });

  it('has no custom size for a chosen format, a standard page or a file without analysis', () => {
    expect(
      customSizeOf(letter, [{ menuId: 'm', optionGroupName: 'formaat', optionName: 'A4' }], 'A4'),
    ).toBeNull();
    expect(customSizeOf({ ...letter, format: 'A4' }, asFile, 'A4')).toBeNull();
    expect(
      customSizeOf({ ...letter, status: 'READY_NOT_ANALYZED', analysed: false }, asFile, null),
    ).toBeNull();
  });
});
