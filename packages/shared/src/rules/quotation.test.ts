import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { checkQuotationNumber, instructionWithQuotationNumber } from './quotation';

describe('the quotation number (Order n.a.v. offerteaanvraag)', () => {
  it.each([
    ['1234567', '1234567'],
    [' 1234567 ', '1234567'],
    ['Q123456', 'Q123456'],
    ['OF-1234', 'OF-1234'],
  ])('takes %j as %j', (text, number) => {
    expect(checkQuotationNumber(true, text)).toMatchObject({ applies: true, valid: true, number });
  });

  it.each([
    ['', 'wrongLength'],
    ['123456', 'wrongLength'],
    ['12345678', 'wrongLength'],
    ['123 567', 'invalidCharacters'],
    ['1234\u200b67', 'invalidCharacters'],
  ])('refuses %j: %s', (text, problem) => {
    const check = checkQuotationNumber(true, text);
    expect(check).toMatchObject({ valid: false, problem, message: { key: `order.quotation.${problem}` } });
  });

  it('says so in Dutch', () => {
    expect(translate('order.quotation.wrongLength')).toBe('Een offertenummer bestaat uit precies 7 tekens.');
    expect(translate('order.errors.quotationNumberInvalid')).toContain('7 tekens');
  });

  it('checks nothing while the box is not ticked', () => {
    expect(checkQuotationNumber(false, '12')).toEqual({
      applies: false,
      valid: true,
      number: null,
      problem: null,
      message: null,
    });
  });
});

describe('the quotation number in the instruction for the shop', () => {
  const valid = checkQuotationNumber(true, '1234567');
  it.each([
    ['Graag op dik papier.', 'Offertenummer: 1234567\nGraag op dik papier.'],
    ['', 'Offertenummer: 1234567'],
    ['Offertenummer: 7654321\nGraag op dik papier.', 'Offertenummer: 1234567\nGraag op dik papier.'],
    ['Offertenummer: 7654321', 'Offertenummer: 1234567'],
    ['Regel 1\nOffertenummer: 7654321', 'Offertenummer: 1234567\nRegel 1\nOffertenummer: 7654321'],
  ])('puts the line before %j', (instruction, expected) => {
    expect(instructionWithQuotationNumber(instruction, valid)).toBe(expected);
  });

  it('leaves the instruction exactly as written without a ticked box or with an invalid number', () => {
    const instruction = 'Offertenummer: 7654321\nGraag op dik papier.';
    expect(instructionWithQuotationNumber(instruction, checkQuotationNumber(false, '1234567'))).toBe(
      instruction,
    );
    expect(instructionWithQuotationNumber(instruction, checkQuotationNumber(true, '123'))).toBe(instruction);
  });

  it('never writes the line twice, however often an order is prepared', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.stringMatching(/^[0-9A-Z]{7}$/), (instruction, number) => {
        const check = checkQuotationNumber(true, number);
        const once = instructionWithQuotationNumber(instruction, check);
        expect(instructionWithQuotationNumber(once, check)).toBe(once);
        expect(once.startsWith(`Offertenummer: ${number}`)).toBe(true);
        expect(once.endsWith(instruction.replace(/^Offertenummer: [^\n]*\n?/, ''))).toBe(true);
      }),
    );
  });
});
