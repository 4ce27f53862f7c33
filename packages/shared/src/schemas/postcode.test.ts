import { describe, expect, it } from 'vitest';
import { formatDutchZipCode, postcodeLookupQuerySchema } from './postcode';

describe('the postcode lookup query', () => {
  it('normalises the postcode to 1234AB and leaves out empty letter and addition', () => {
    for (const zipCode of ['1234AB', '1234 ab', ' 1234 Ab '])
      expect(
        postcodeLookupQuerySchema.parse({ zipCode, houseNumber: ' 12 ', houseLetter: '', addition: ' ' }),
      ).toEqual({ zipCode: '1234AB', houseNumber: '12' });
    expect(
      postcodeLookupQuerySchema.parse({
        zipCode: '1234AB',
        houseNumber: '12',
        houseLetter: 'a',
        addition: 'h1',
      }),
    ).toEqual({ zipCode: '1234AB', houseNumber: '12', houseLetter: 'A', addition: 'H1' });
  });

  it.each([
    ['a postcode of five digits', { zipCode: '12345', houseNumber: '1' }],
    ['a postcode starting with 0', { zipCode: '0123AB', houseNumber: '1' }],
    ['a postcode with two spaces', { zipCode: '1234  AB', houseNumber: '1' }],
    ['a letter in the number', { zipCode: '1234AB', houseNumber: '12a' }],
    ['number 0', { zipCode: '1234AB', houseNumber: '0' }],
    ['two house letters', { zipCode: '1234AB', houseNumber: '12', houseLetter: 'AB' }],
    ['an addition of five', { zipCode: '1234AB', houseNumber: '12', addition: '12345' }],
    ['an addition with a hyphen', { zipCode: '1234AB', houseNumber: '12', addition: '-1' }],
  ])('refuses %s', (_, query) => {
    expect(postcodeLookupQuerySchema.safeParse(query).success).toBe(false);
  });

  it('writes a postcode as the forms keep it', () => {
    expect(formatDutchZipCode('1234AB')).toBe('1234 AB');
  });
});
