import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type TextKey, translate } from '../i18n/translate';
import {
  ADDRESS_MAX_LENGTH,
  customerNumberSchema,
  deliveryAddressBodySchema,
  deliveryAddressSchema,
  invoiceAddressBodySchema,
} from './addresses';

/** Each failed field with its message, as the form marks them. */
function issues(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const office = {
  company: 'Bouwbedrijf Noord',
  name: 'J. de Vries',
  street: 'Kade',
  number: '12',
  zipCode: '3511 ab',
  city: 'Utrecht',
};

describe('a delivery address', () => {
  it('is taken with company, contact, street, number, zip code and city, the zip code in capitals', () => {
    expect(deliveryAddressBodySchema.parse({ ...office, company: ' Bouwbedrijf Noord ' })).toEqual({
      ...office,
      zipCode: '3511 AB',
      department: '',
      addition: '',
      phone: '',
      email: '',
      isConstructionSite: false,
      // Not the user's default unless said (decision 0135).
      isDefault: false,
    });
  });

  it('marks every missing required field at once', () => {
    expect(issues(deliveryAddressBodySchema, { company: '', name: ' ', street: '', city: '' })).toEqual({
      company: 'order.addressErrors.required',
      name: 'order.addressErrors.required',
      street: 'order.addressErrors.required',
      city: 'order.addressErrors.required',
      zipCode: 'order.addressErrors.required',
      number: 'order.addressErrors.required',
    });
  });

  it('needs no zip code or house number for a construction site, and keeps its phone', () => {
    const site = { ...office, zipCode: '', number: '', phone: '06 12345678', isConstructionSite: true };
    expect(deliveryAddressBodySchema.parse(site)).toMatchObject({
      zipCode: '',
      number: '',
      phone: '06 12345678',
    });
  });

  it('clears the phone of an address that is not a construction site', () => {
    expect(deliveryAddressBodySchema.parse({ ...office, phone: '06 12345678' }).phone).toBe('');
  });

  it.each([
    ['number', '12a', 'order.addressErrors.numeric'],
    ['number', '-2', 'order.addressErrors.numeric'],
    ['email', 'jan@', 'order.addressErrors.email'],
  ])('refuses %s %j', (field, value, message) => {
    expect(issues(deliveryAddressBodySchema, { ...office, [field]: value })).toEqual({ [field]: message });
  });

  it('refuses letters in a construction site’s phone', () => {
    expect(
      issues(deliveryAddressBodySchema, { ...office, isConstructionSite: true, phone: '06-bel-jan' }),
    ).toEqual({ phone: 'order.addressErrors.noLetters' });
  });

  const limited = [
    'company',
    'department',
    'name',
    'street',
    'addition',
    'zipCode',
    'city',
    'phone',
  ] as const;
  it.each(limited)('takes %s at its maximum length and refuses one character more', (field) => {
    const max = ADDRESS_MAX_LENGTH[field];
    const filler = field === 'phone' ? '0' : field === 'zipCode' ? 'A' : 'x';
    const site = { ...office, isConstructionSite: true };
    expect(issues(deliveryAddressBodySchema, { ...site, [field]: filler.repeat(max) })).toEqual({});
    expect(issues(deliveryAddressBodySchema, { ...site, [field]: filler.repeat(max + 1) })).toEqual({
      [field]: `order.addressErrors.tooLong.${field}`,
    });
  });

  it('takes a house number of 16 digits, not 17', () => {
    expect(issues(deliveryAddressBodySchema, { ...office, number: '1'.repeat(16) })).toEqual({});
    expect(issues(deliveryAddressBodySchema, { ...office, number: '1'.repeat(17) })).toEqual({
      number: 'order.addressErrors.tooLong.number',
    });
  });

  it('needs a department when the theme demands it', () => {
    const strict = deliveryAddressSchema({ departmentRequired: true });
    expect(issues(strict, office)).toEqual({ department: 'order.addressErrors.departmentRequired' });
    expect(issues(strict, { ...office, department: 'Inkoop' })).toEqual({});
    expect(issues(deliveryAddressSchema({ departmentRequired: false }), office)).toEqual({});
  });

  it('answers only messages of the catalogue, each a Dutch text, for any input', () => {
    const field = fc.oneof(fc.string({ maxLength: 60 }), fc.constant(undefined), fc.integer());
    fc.assert(
      fc.property(
        fc.record({
          company: field,
          name: field,
          street: field,
          number: field,
          zipCode: field,
          city: field,
          phone: field,
          email: field,
          isConstructionSite: fc.boolean(),
        }),
        (input) => {
          for (const message of Object.values(
            issues(deliveryAddressSchema({ departmentRequired: true }), input),
          )) {
            expect(message).toMatch(/^order\.addressErrors\./);
            expect(translate(message as TextKey)).toMatch(/^[A-Z]/);
          }
        },
      ),
    );
  });
});

describe('the invoice form', () => {
  const existing = {
    company: 'Gemeente Rivierstad',
    street: 'Markt',
    zipCode: '1234 AB',
    city: 'Rivierstad',
    kvk: '12345678',
  };

  it('takes company, street, zip code, city and KvK number for an existing customer', () => {
    expect(issues(invoiceAddressBodySchema, existing)).toEqual({});
  });

  it('needs e-mail, contact name and house number from a new customer', () => {
    expect(issues(invoiceAddressBodySchema, { ...existing, newCustomer: true })).toEqual({
      email: 'order.addressErrors.required',
      name: 'order.addressErrors.required',
      number: 'order.addressErrors.required',
    });
    expect(
      issues(invoiceAddressBodySchema, {
        ...existing,
        newCustomer: true,
        email: 'Inkoop@Rivierstad.example',
        name: 'P. Jansen',
        number: '1',
      }),
    ).toEqual({});
  });

  it.each([
    [{ company: '' }, { company: 'order.addressErrors.required' }],
    [{ company: 'x'.repeat(51) }, { company: 'order.addressErrors.tooLong.company' }],
    [{ zipCode: '' }, { zipCode: 'order.addressErrors.required' }],
    [{ kvk: '' }, { kvk: 'order.addressErrors.kvk' }],
    [{ kvk: '1234567' }, { kvk: 'order.addressErrors.kvk' }],
    [{ kvk: '123456789' }, { kvk: 'order.addressErrors.kvk' }],
    [{ kvk: '1234567a' }, { kvk: 'order.addressErrors.kvk' }],
    [{ kvk: undefined }, { kvk: 'order.addressErrors.required' }],
    [{ number: 'twaalf' }, { number: 'order.addressErrors.numeric' }],
    [{ email: 'geen-adres' }, { email: 'order.addressErrors.email' }],
  ])('refuses %j', (change, expected) => {
    expect(issues(invoiceAddressBodySchema, { ...existing, ...change })).toEqual(expected);
  });

  it('says why in Dutch', () => {
    expect(translate('order.addressErrors.kvk')).toBe('Een KvK-nummer bestaat uit 8 cijfers.');
    expect(translate('order.addressErrors.tooLong.company')).toBe(
      'De bedrijfsnaam mag maximaal 50 karakters lang zijn.',
    );
  });
});

describe('a customer number', () => {
  it.each([
    ['1234567', true],
    [' 1234567 ', true],
    ['123456', false],
    ['12345678', false],
    ['123456a', false],
    ['', false],
  ])('%j: %s', (text, valid) => {
    expect(customerNumberSchema.safeParse(text).success).toBe(valid);
  });

  it('is refused with the catalogue’s text', () => {
    const [issue] = customerNumberSchema.safeParse('123').error?.issues ?? [];
    expect(translate(issue?.message as TextKey)).toBe('Een klantnummer bestaat uit 7 cijfers.');
  });
});
