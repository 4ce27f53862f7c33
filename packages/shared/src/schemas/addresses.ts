import { z } from 'zod';

/**
 * The address forms of the order steps (spec 02 section 5, "Addresses and invoice"), one schema
 * for the form and the server. Messages are keys of the 'order' catalogue
 * ('order.addressErrors.required'): the web app shows t(message), the server translate(message).
 */

export const ADDRESS_MAX_LENGTH = {
  company: 50,
  department: 50,
  /** The contact person (ter attentie van). */
  name: 35,
  street: 35,
  number: 16,
  addition: 16,
  zipCode: 9,
  city: 35,
  phone: 20,
  /** Not in the spec for addresses: the contact form's limit for an e-mail address. */
  email: 128,
} as const;
type AddressField = keyof typeof ADDRESS_MAX_LENGTH;

export const CUSTOMER_NUMBER_PATTERN = /^\d{7}$/;
/** Every KvK number has 8 digits; the spec's "numeric, max 8" is the input's limit (decision 0043). */
export const KVK_PATTERN = /^\d{8}$/;

const message = {
  required: 'order.addressErrors.required',
  numeric: 'order.addressErrors.numeric',
  noLetters: 'order.addressErrors.noLetters',
  email: 'order.addressErrors.email',
  customerNumber: 'order.addressErrors.customerNumber',
  kvk: 'order.addressErrors.kvk',
  departmentRequired: 'order.addressErrors.departmentRequired',
  tooLong: (field: AddressField) => `order.addressErrors.tooLong.${field}` as const,
} as const;

/** Free text of one field, trimmed; '' when left out. */
const text = (field: AddressField) =>
  z.string({ error: message.required }).trim().max(ADDRESS_MAX_LENGTH[field], message.tooLong(field));
const requiredText = (field: AddressField) => text(field).min(1, message.required);
const optionalText = (field: AddressField) => text(field).default('');

/** House number: digits only ('12'); a letter or '-2' goes into the addition. */
const houseNumber = z
  .string({ error: message.required })
  .trim()
  .max(ADDRESS_MAX_LENGTH.number, message.tooLong('number'))
  .regex(/^\d*$/, message.numeric)
  .default('');
/** Postcodes of any country fit in 9 characters; a Dutch one is kept as '1234 AB'. */
const zipCode = z
  .string({ error: message.required })
  .trim()
  .toUpperCase()
  .max(ADDRESS_MAX_LENGTH.zipCode, message.tooLong('zipCode'));
const phone = z
  .string({ error: message.required })
  .trim()
  .max(ADDRESS_MAX_LENGTH.phone, message.tooLong('phone'))
  .regex(/^[^\p{L}]*$/u, message.noLetters)
  .default('');
const email = z
  .string({ error: message.required })
  .trim()
  .toLowerCase()
  .max(ADDRESS_MAX_LENGTH.email, message.tooLong('email'))
  .refine((value) => value === '' || z.regexes.email.test(value), message.email)
  .default('');

export const customerNumberSchema = z
  .string({ error: message.required })
  .trim()
  .regex(CUSTOMER_NUMBER_PATTERN, message.customerNumber);
export const kvkSchema = z.string({ error: message.required }).trim().regex(KVK_PATTERN, message.kvk);

const deliveryAddressFields = z.object({
  company: requiredText('company'),
  department: optionalText('department'),
  name: requiredText('name'),
  street: requiredText('street'),
  number: houseNumber,
  addition: optionalText('addition'),
  zipCode: zipCode.default(''),
  city: requiredText('city'),
  /** Kept only for a construction site, where the driver calls someone on site. */
  phone,
  email,
  isConstructionSite: z.boolean().default(false),
  /** The user's default: Bezorgen starts with it (decision 0135); one per user, kept by the server. */
  isDefault: z.boolean().default(false),
});

/**
 * A delivery address as the form and the server take it: company, contact, street and city
 * always; zip code and house number unless it is a construction site (a site often has neither
 * yet); the phone only for a construction site, cleared otherwise. The department is checked by
 * `deliveryAddressSchema` when the theme demands it.
 */
export const deliveryAddressBodySchema = deliveryAddressFields
  .superRefine((address, context) => {
    if (address.isConstructionSite) return;
    if (address.zipCode === '')
      context.addIssue({ code: 'custom', path: ['zipCode'], message: message.required });
    if (address.number === '')
      context.addIssue({ code: 'custom', path: ['number'], message: message.required });
  })
  .overwrite((address) => (address.isConstructionSite ? address : { ...address, phone: '' }));
export type DeliveryAddressBody = z.output<typeof deliveryAddressBodySchema>;
export type DeliveryAddressInput = z.input<typeof deliveryAddressBodySchema>;

/**
 * The delivery address under a theme: with `department.required` the department must be filled
 * in. (A pickup order needs no department; that is the completeness rule's business, since an
 * address in the list serves both.)
 */
export function deliveryAddressSchema(theme: { departmentRequired: boolean }) {
  if (!theme.departmentRequired) return deliveryAddressBodySchema;
  return deliveryAddressBodySchema.superRefine((address, context) => {
    if (address.department === '')
      context.addIssue({ code: 'custom', path: ['department'], message: message.departmentRequired });
  });
}

/**
 * The invoice form (only a new customer's address can be edited; one with a customer number
 * cannot): company, street, city, zip code and KvK number always; e-mail, contact name and house
 * number only for a new customer, whose details the provider needs to open an account.
 */
export const invoiceAddressBodySchema = z
  .object({
    company: requiredText('company'),
    department: optionalText('department'),
    name: optionalText('name'),
    street: requiredText('street'),
    number: houseNumber,
    addition: optionalText('addition'),
    zipCode: zipCode.min(1, message.required),
    city: requiredText('city'),
    phone,
    email,
    kvk: kvkSchema,
    newCustomer: z.boolean().default(false),
  })
  .superRefine((address, context) => {
    if (!address.newCustomer) return;
    for (const field of ['email', 'name', 'number'] as const) {
      if (address[field] === '')
        context.addIssue({ code: 'custom', path: [field], message: message.required });
    }
  });
export type InvoiceAddressBody = z.output<typeof invoiceAddressBodySchema>;
export type InvoiceAddressInput = z.input<typeof invoiceAddressBodySchema>;
