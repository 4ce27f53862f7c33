import { checkQuotationNumber } from '@portal/shared/rules/quotation';
import type { QuoteAnswerBody } from '@portal/shared/schemas/orders';
import { z } from 'zod';

/**
 * The desk's 'Offerte beantwoorden' form (issue 28 point 5) as staff type it, and the contract's
 * body it becomes: the quotation number checked by the shared rule the server applies, the price
 * in euros as written in Dutch ('1.250,50', '1250,5', '€ 1250') as cents excl. BTW, the days it
 * stands (1 to 365, as the contract), and the note. The server checks everything again; a
 * message here saves a round trip.
 */

/** The largest price the contract takes, in cents. */
const PRICE_MAX_CENTS = 10_000_000_000;
const NOTE_MAX = 2000;
const VALID_DAYS_MAX = 365;
export const DEFAULT_VALID_DAYS = 30;

/** The form's messages (keys of orderDesk.order.answer). */
export type AnswerProblem = 'quotationNoInvalid' | 'priceInvalid' | 'validDaysInvalid' | 'noteTooLong';

/** Euros as Dutch write them: whole euros with or without thousands dots, then up to two decimals after a comma. */
const EUROS = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/** A Dutch euro amount as whole cents; null when it is no amount. */
export function eurosToCents(text: string): number | null {
  const match = EUROS.exec(text.trim().replace(/^€\s*/, ''));
  if (!match) return null;
  const euros = Number((match[1] ?? '').replaceAll('.', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = euros * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

export const quoteAnswerFormSchema = z
  .object({
    quotationNo: z.string(),
    price: z.string(),
    validDays: z.string(),
    note: z.string(),
  })
  .transform((form, context): QuoteAnswerBody => {
    const problems: { path: keyof typeof form; message: AnswerProblem }[] = [];
    const number = checkQuotationNumber(true, form.quotationNo);
    if (!number.valid) problems.push({ path: 'quotationNo', message: 'quotationNoInvalid' });
    const priceCents = eurosToCents(form.price);
    if (priceCents === null || priceCents < 1 || priceCents > PRICE_MAX_CENTS)
      problems.push({ path: 'price', message: 'priceInvalid' });
    const days = form.validDays.trim();
    const validDays = /^\d{1,3}$/.test(days) ? Number(days) : 0;
    if (validDays < 1 || validDays > VALID_DAYS_MAX)
      problems.push({ path: 'validDays', message: 'validDaysInvalid' });
    const note = form.note.trim();
    if (note.length > NOTE_MAX) problems.push({ path: 'note', message: 'noteTooLong' });
    for (const problem of problems)
      context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    if (problems.length > 0 || number.number === null || priceCents === null) return z.NEVER;
    return { quotationNo: number.number, priceCents, validDays, note };
  });

export type QuoteAnswerForm = z.input<typeof quoteAnswerFormSchema>;

export const emptyQuoteAnswerForm: QuoteAnswerForm = {
  quotationNo: '',
  price: '',
  validDays: String(DEFAULT_VALID_DAYS),
  note: '',
};
