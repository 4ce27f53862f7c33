import { describe, expect, it } from 'vitest';
import { emptyQuoteAnswerForm, eurosToCents, quoteAnswerFormSchema } from './quote-answer-form';

describe('the quote answer form', () => {
  it.each([
    ['1250', 125000],
    ['1250,5', 125050],
    ['1250,50', 125050],
    ['1.250,50', 125050],
    ['12.345.678,09', 1234567809],
    ['€ 99', 9900],
    [' 0,01 ', 1],
    ['0', 0],
  ])('reads the euros %j as %i cents', (text, cents) => {
    expect(eurosToCents(text)).toBe(cents);
  });

  // A dot as the decimal sign, three decimals, a minus or a letter: no amount rather than a guess.
  it.each(['12.50', '1,234', '1.25', '-5', '12a', '', ',50', '1.2345,00'])('refuses %j', (text) => {
    expect(eurosToCents(text)).toBeNull();
  });

  it('makes the contract body of a valid form', () => {
    expect(
      quoteAnswerFormSchema.parse({
        quotationNo: ' OF-1234 ',
        price: '875,00',
        validDays: ' 14 ',
        note: ' Bij 500 stuks. ',
      }),
    ).toEqual({ quotationNo: 'OF-1234', priceCents: 87500, validDays: 14, note: 'Bij 500 stuks.' });
  });

  it('names each field that is wrong', () => {
    const result = quoteAnswerFormSchema.safeParse({
      ...emptyQuoteAnswerForm,
      quotationNo: 'Q 12345',
      price: '0,00',
      validDays: '366',
      note: 'x'.repeat(2001),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['quotationNo', 'quotationNoInvalid'],
      ['price', 'priceInvalid'],
      ['validDays', 'validDaysInvalid'],
      ['note', 'noteTooLong'],
    ]);
  });

  it('starts with 30 days', () => {
    expect(emptyQuoteAnswerForm.validDays).toBe('30');
  });
});
