import { z } from 'zod';

/**
 * The postcode lookup of the address forms (spec 02 sections 5 and 7; decision 0045): a Dutch
 * postcode and house number, optionally with the house letter and the addition, give the street
 * and the city. One number can hold several addresses (12 A, 12 B, 12-1): the answer lists them
 * all and the form lets the customer choose.
 */

/** A Dutch postcode without its space: four digits, the first not 0, and two capitals. */
export const DUTCH_ZIP_CODE_PATTERN = /^[1-9]\d{3}[A-Z]{2}$/;

/** '1234 ab', '1234AB' and ' 1234 AB ' all become '1234AB'. */
export const dutchZipCodeSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{3} ?[A-Za-z]{2}$/, 'Vul een postcode in als 1234 AB.')
  .toUpperCase()
  .transform((zipCode) => zipCode.replace(' ', ''));

/** The postcode as the address forms keep a Dutch one: '1234 AB'. */
export function formatDutchZipCode(zipCode: string): string {
  return `${zipCode.slice(0, 4)} ${zipCode.slice(4)}`;
}

/** Nothing typed in an optional field is the same as the field left out; letters either case. */
const optionalPart = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .regex(pattern, message)
    .toUpperCase()
    .optional()
    .transform((value) => (value ? value : undefined));

export const postcodeLookupQuerySchema = z.object({
  zipCode: dutchZipCodeSchema,
  /** Digits only, as in the register (1 to 99999); a letter or addition goes in its own field. */
  houseNumber: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,4}$/, 'Vul alleen cijfers in.'),
  /** One letter (huisletter), e.g. the A of 12 A. */
  houseLetter: optionalPart(/^[A-Za-z]?$/, 'De huisletter is één letter.'),
  /** The register's addition (huisnummertoevoeging): up to four letters or digits, e.g. the 1 of 12-1. */
  addition: optionalPart(/^[A-Za-z0-9]{0,4}$/, 'De toevoeging is hooguit vier letters of cijfers.'),
});
export type PostcodeLookupQuery = z.infer<typeof postcodeLookupQuerySchema>;

/** One address at the postcode and number; letter and addition only where the address has them. */
export const postcodeAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  /** As the address forms keep a Dutch postcode: '1234 AB'. */
  zipCode: z.string(),
  houseNumber: z.string(),
  houseLetter: z.string().optional(),
  addition: z.string().optional(),
});
export type PostcodeAddress = z.infer<typeof postcodeAddressSchema>;

/** Every address that fits, ordered: the plain number first, then by letter and addition. */
export const postcodeLookupResponseSchema = z.object({
  addresses: z.array(postcodeAddressSchema),
});
export type PostcodeLookupResponse = z.infer<typeof postcodeLookupResponseSchema>;
