import { QUOTATION_NUMBER_LENGTH } from '../constants';
import type { OrderText } from './project-reference';

/**
 * The quotation number of the invoice step (spec 02 section 5; spec 01 section 5): with the box
 * 'Order n.a.v. offerteaanvraag' ticked, the order names the quote it follows with a number of
 * exactly 7 characters, and that number goes into the instruction for the print shop, where the
 * shop's staff read it. Decision 0043 fixes the line's format.
 */

/**
 * Any 7 visible characters ('2026014', 'Q123456', 'OF-1234'), counted as a person counts them;
 * a space or an invisible control character inside is a typing or pasting mistake.
 */
const QUOTATION_NUMBER = new RegExp(`^[^\\s\\p{C}]{${QUOTATION_NUMBER_LENGTH}}$`, 'u');
const ALLOWED_CHARACTERS = /^[^\s\p{C}]*$/u;

export type QuotationProblem = 'wrongLength' | 'invalidCharacters';

export type QuotationCheck =
  /** The box is not ticked: no number, nothing to check. */
  | { applies: false; valid: true; number: null; problem: null; message: null }
  | { applies: true; valid: true; number: string; problem: null; message: null }
  | {
      applies: true;
      valid: false;
      number: null;
      problem: QuotationProblem;
      message: OrderText<`order.quotation.${QuotationProblem}`>;
    };

/**
 * Checks the number when the box is ticked. Surrounding spaces are ignored; the input holds at
 * most 7 characters, so a longer text (pasted) is refused as well, not cut.
 */
export function checkQuotationNumber(ticked: boolean, text: string | null | undefined): QuotationCheck {
  if (!ticked) return { applies: false, valid: true, number: null, problem: null, message: null };
  const number = (text ?? '').trim();
  if (QUOTATION_NUMBER.test(number))
    return { applies: true, valid: true, number, problem: null, message: null };
  const problem: QuotationProblem = ALLOWED_CHARACTERS.test(number) ? 'wrongLength' : 'invalidCharacters';
  return {
    applies: true,
    valid: false,
    number: null,
    problem,
    message: { key: `order.quotation.${problem}` },
  };
}

/**
 * The start of the instruction's first line: a format the shop's staff and systems read, so it
 * is part of the order's data and not a text of the catalogue (an English screen would not
 * change it).
 */
export const QUOTATION_LINE_PREFIX = 'Offertenummer: ';

/** How long the instruction's first line is: 'Offertenummer: 1234567'. */
export const QUOTATION_LINE_MAX_LENGTH = QUOTATION_LINE_PREFIX.length + QUOTATION_NUMBER_LENGTH;

/** The instruction's first line: 'Offertenummer: 1234567'. */
export function quotationLine(number: string): string {
  return `${QUOTATION_LINE_PREFIX}${number}`;
}

/** A first line that an earlier preparation (or the customer) put there: replaced, never doubled. */
const EARLIER_LINE = new RegExp(`^${QUOTATION_LINE_PREFIX}[^\\n]*(?:\\n|$)`);

/**
 * The instruction for the shop with the quotation number as its own first line:
 * 'Offertenummer: 1234567', then a line break and the customer's instruction (nothing after the
 * line when the instruction is empty). A first line that already starts with 'Offertenummer: '
 * (an order prepared again, a corrected number) is replaced, so there is never a second one.
 * Without a ticked box and a valid number the instruction stays exactly as the customer wrote it.
 */
export function instructionWithQuotationNumber(instruction: string, check: QuotationCheck): string {
  if (!check.valid || check.number === null) return instruction;
  const own = instruction.replace(EARLIER_LINE, '');
  return own === '' ? quotationLine(check.number) : `${quotationLine(check.number)}\n${own}`;
}
