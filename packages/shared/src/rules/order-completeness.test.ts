import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { orderDetailsSchema } from '../schemas/order-details';
import type { ThemeSettings } from '../schemas/theme';
import {
  type CompletenessContext,
  deliveryError,
  descriptionError,
  invoiceError,
  isDepartmentRequired,
  mediumError,
  type OrderDetailsForCompleteness,
  phoneError,
  pickupError,
  securedFileErrors,
  stepErrors,
} from './order-completeness';

const office = { company: 'Bouwbedrijf Noord', department: '' };
const shop = { company: 'Drukwerk Direct Utrecht' };
const day = { date: '2026-06-02' };

function context(
  customFields: ThemeSettings['customFields'] = {},
  options: Partial<Omit<CompletenessContext, 'theme'>> & {
    hideDeliverOptions?: boolean;
    hideInvoiceOptions?: boolean;
  } = {},
): CompletenessContext {
  const { hideDeliverOptions = false, hideInvoiceOptions = false, ...rest } = options;
  return {
    theme: { flags: { hideDeliverOptions, hideInvoiceOptions }, customFields },
    customerNumberCount: 0,
    ...rest,
  };
}

const deliver = (details: Partial<OrderDetailsForCompleteness> = {}): OrderDetailsForCompleteness => ({
  orderType: 'deliver',
  deliveryAddress: office,
  deliveryDate: day,
  invoiceAddress: { customerNumber: '1234567' },
  ...details,
});

const departmentRequired = { department: { required: true } };

describe('the deliver/pickup step (deliveryError)', () => {
  it.each([
    ['complete', deliver(), context(), null],
    ['no address', deliver({ deliveryAddress: null }), context(), 'order.errors.deliveryAddressIncomplete'],
    [
      'an address without a company',
      deliver({ deliveryAddress: { company: '  ' } }),
      context(),
      'order.errors.deliveryAddressIncomplete',
    ],
    ['no date', deliver({ deliveryDate: null }), context(), 'order.errors.dateMissing'],
    [
      'the address is named before the date',
      deliver({ deliveryAddress: null, deliveryDate: null }),
      context(),
      'order.errors.deliveryAddressIncomplete',
    ],
    [
      'a required department missing',
      deliver(),
      context(departmentRequired),
      'order.errors.departmentMissing',
    ],
    [
      'a required department filled in',
      deliver({ deliveryAddress: { ...office, department: 'Inkoop' } }),
      context(departmentRequired),
      null,
    ],
    [
      'nothing when the theme hides the delivery options',
      deliver({ deliveryAddress: null, deliveryDate: null }),
      context({}, { hideDeliverOptions: true }),
      null,
    ],
    [
      'nothing in purchasing-portal mode',
      deliver({ deliveryAddress: null }),
      context({ sapPortal: true }),
      null,
    ],
    [
      'collected at the shop',
      deliver({ orderType: 'pickUp', deliveryAddress: null, pickUpAddress: shop }),
      context(departmentRequired),
      null,
    ],
    [
      'collected, but no shop',
      deliver({ orderType: 'pickUp', deliveryAddress: null, pickUpAddress: null }),
      context(),
      'order.errors.pickUpAddressMissing',
    ],
    [
      'collected, but no date',
      deliver({ orderType: 'pickUp', pickUpAddress: shop, deliveryDate: null }),
      context(),
      'order.errors.dateMissing',
    ],
  ] as const)('%s', (_, details, ctx, expected) => {
    expect(deliveryError(details, ctx)).toBe(expected);
  });

  it('names its messages in the spec’s words', () => {
    expect(translate('order.errors.deliveryAddressIncomplete')).toBe(
      'Uw bezorgadres ontbreekt of is nog niet compleet, klik hier.',
    );
    expect(translate('order.errors.dateMissing')).toBe('Datum ontbreekt nog, klik hier.');
    expect(translate('order.errors.pickUpAddressMissing')).toBe('Afhaaladres ontbreekt nog, klik hier.');
    expect(translate('order.errors.departmentMissing')).toMatch(/afdeling.*klik/);
  });
});

describe('the department', () => {
  it.each([
    [{}, 'deliver', false],
    [departmentRequired, 'deliver', true],
    [departmentRequired, 'pickUp', false],
    [departmentRequired, 'copyOrder', true],
    [{ department: { required: false } }, 'scanOrder', false],
  ] as const)('theme %j, order type %s: required %s', (customFields, orderType, required) => {
    expect(isDepartmentRequired(customFields, orderType)).toBe(required);
  });
});

describe('the pickup step of a copy or scan order (pickupError)', () => {
  const copy = (details: Partial<OrderDetailsForCompleteness> = {}) =>
    deliver({ orderType: 'copyOrder', pickUpAddress: office, pickUpDate: day, ...details });
  it.each([
    ['complete', copy(), context(), null],
    ['no address', copy({ pickUpAddress: null }), context(), 'order.errors.pickUpAddressMissing'],
    ['no company', copy({ pickUpAddress: { company: '' } }), context(), 'order.errors.pickUpAddressMissing'],
    ['no date', copy({ pickUpDate: null }), context(), 'order.errors.dateMissing'],
    ['a required department missing', copy(), context(departmentRequired), 'order.errors.departmentMissing'],
    [
      'a scan order alike',
      copy({ orderType: 'scanOrder', pickUpDate: null }),
      context(),
      'order.errors.dateMissing',
    ],
    ['a print order has no pickup step', deliver({ pickUpAddress: null }), context(), null],
  ] as const)('%s', (_, details, ctx, expected) => {
    expect(pickupError(details, ctx)).toBe(expected);
  });
});

describe('the invoice step (invoiceError)', () => {
  const costCentre = {
    project: { required: true, fields: [{ format: '\\d{4}', maxLength: 4 }, { format: '[A-Z]{2}\\d{3}' }] },
  };
  it.each([
    ['a customer number', deliver(), context(), null],
    ['a new customer’s company', deliver({ invoiceAddress: { company: 'Nieuw BV' } }), context(), null],
    [
      'nothing, no customer numbers to choose',
      deliver({ invoiceAddress: null }),
      context(),
      'order.errors.invoiceMissing',
    ],
    [
      'nothing, with customer numbers to choose',
      deliver({ invoiceAddress: null }),
      context({}, { customerNumberCount: 2 }),
      'order.errors.selectCustomerNumber',
    ],
    ['a required project missing', deliver(), context(costCentre), 'order.errors.projectInvalid'],
    [
      'a project with an invalid field',
      deliver({ project: { name: '441-PR123' } }),
      context(costCentre),
      'order.errors.projectInvalid',
    ],
    ['a valid project', deliver({ project: { name: '4410-PR123' } }), context(costCentre), null],
    [
      'a project the user requires',
      deliver(),
      context({}, { user: { projectRequired: true } }),
      'order.errors.projectInvalid',
    ],
    ['no project in a quote', deliver(), context(costCentre, { isQuote: true }), null],
    [
      'a reference too long',
      deliver({ reference: 'x'.repeat(16) }),
      context(),
      'order.errors.referenceInvalid',
    ],
    [
      'a required reference missing',
      deliver(),
      context({ reference: { required: true } }),
      'order.errors.referenceInvalid',
    ],
    [
      'a hidden reference',
      deliver({ reference: 'x'.repeat(40) }),
      context({ reference: { hide: true } }),
      null,
    ],
    [
      'a ticked box with 6 characters',
      deliver({ quotationNo: '123456' }),
      context(),
      'order.errors.quotationNumberInvalid',
    ],
    [
      'a ticked box with an empty number',
      deliver({ quotationNo: '' }),
      context(),
      'order.errors.quotationNumberInvalid',
    ],
    ['a ticked box with 7 characters', deliver({ quotationNo: '1234567' }), context(), null],
    [
      'nothing when the theme hides the invoice options',
      deliver({ invoiceAddress: null }),
      context({}, { hideInvoiceOptions: true }),
      null,
    ],
    [
      'nothing in purchasing-portal mode',
      deliver({ invoiceAddress: null }),
      context({ ...costCentre, sapPortal: true }),
      null,
    ],
  ] as const)('%s', (_, details, ctx, expected) => {
    expect(invoiceError(details, ctx)).toBe(expected);
  });

  it('names its messages in the spec’s words', () => {
    expect(translate('order.errors.invoiceMissing')).toBe('Uw factuurgegevens ontbreken nog.');
    expect(translate('order.errors.selectCustomerNumber')).toBe(
      'Selecteer links een klantnummer bij deze order',
    );
  });
});

describe('the step errors of an order', () => {
  it('lists each step that is not complete, and nothing for a complete order', () => {
    expect(stepErrors(deliver(), context())).toEqual({});
    expect(
      stepErrors(
        deliver({ orderType: 'scanOrder', deliveryDate: null, pickUpAddress: null, invoiceAddress: null }),
        context({}, { customerNumberCount: 1 }),
      ),
    ).toEqual({
      deliveryError: 'order.errors.dateMissing',
      pickupError: 'order.errors.pickUpAddressMissing',
      invoiceError: 'order.errors.selectCustomerNumber',
      mediumError: 'order.errors.mediumMissing',
    });
  });

  it('judges order details as the session keeps them and the server receives them', () => {
    const stored = orderDetailsSchema.parse(
      JSON.parse(
        JSON.stringify({
          orderType: 'deliver',
          deliveryAddress: { company: 'Bouwbedrijf Noord', name: 'J. de Vries', street: 'Kade', number: '1' },
          deliveryDate: { date: '2026-06-02', time: '09:00', title: 'morgen' },
          invoiceAddress: { customerNumber: '1234567' },
          project: { id: null, name: '4410-PR123' },
        }),
      ),
    );
    expect(stepErrors(stored, context())).toEqual({});
    expect(stepErrors(orderDetailsSchema.parse({}), context())).toEqual({
      deliveryError: 'order.errors.deliveryAddressIncomplete',
      invoiceError: 'order.errors.invoiceMissing',
    });
  });
});

describe('the phone number of a purchasing-portal order (phoneError)', () => {
  const portal = context({ sapPortal: true });
  it.each([
    ['a Dutch number', '030 123 45 67', null],
    ['an international number', '+31 (0)30-1234567', null],
    ['a Belgian number of 9 digits', '02 123 45 67', null],
    ['none', '', 'order.errors.phoneMissing'],
    ['only spaces', '   ', 'order.errors.phoneMissing'],
    ['too few digits', '12345', 'order.errors.phoneInvalid'],
    ['letters', '030-BELMIJ', 'order.errors.phoneInvalid'],
  ] as const)('%s: %s', (_, phone, expected) => {
    expect(phoneError({ orderType: 'deliver', phone }, portal)).toBe(expected);
  });

  it('is not asked outside portal mode', () => {
    expect(phoneError({ orderType: 'deliver', phone: '' }, context())).toBeNull();
  });

  it('is the only step error of a portal order: delivery, invoice and date are dropped', () => {
    const nothing = { orderType: 'deliver' as const, deliveryAddress: null, invoiceAddress: null };
    expect(stepErrors(nothing, portal)).toEqual({ phone: 'order.errors.phoneMissing' });
    expect(stepErrors({ ...nothing, phone: '0301234567' }, portal)).toEqual({});
    expect(translate('order.errors.phoneMissing')).toBe('Uw telefoonnummer ontbreekt nog, klik hier.');
  });
});

describe('the scan medium (mediumError, spec 02 section 5)', () => {
  const medium = (
    chosen: Partial<Record<'isArchive' | 'isDisk' | 'isEmail' | 'isOther', boolean>>,
    emailAddress = '',
  ) => ({
    isArchive: false,
    isDisk: false,
    isEmail: false,
    isOther: false,
    emailAddress,
    ...chosen,
  });
  const scan = (chosen: ReturnType<typeof medium>, archiveName = '') => ({
    orderType: 'scanOrder' as const,
    medium: chosen,
    archive: { name: archiveName },
  });

  it.each([
    ['nothing chosen', scan(medium({})), 'order.errors.mediumMissing'],
    ['a disk', scan(medium({ isDisk: true })), null],
    ['other', scan(medium({ isOther: true })), null],
    ['an archive without a name', scan(medium({ isArchive: true }), '  '), 'order.errors.archiveNameMissing'],
    ['an archive with a name', scan(medium({ isArchive: true }), 'Personeelsdossiers'), null],
    ['e-mail without an address', scan(medium({ isEmail: true })), 'order.errors.emailInvalid'],
    [
      'e-mail without a dot after the at-sign',
      scan(medium({ isEmail: true }, 'jan@example')),
      'order.errors.emailInvalid',
    ],
    [
      'e-mail with a space',
      scan(medium({ isEmail: true }, 'jan de@example.nl')),
      'order.errors.emailInvalid',
    ],
    ['e-mail with an address', scan(medium({ isEmail: true }, 'jan@example.nl')), null],
    [
      'a disk and a bad e-mail',
      scan(medium({ isDisk: true, isEmail: true }, 'jan')),
      'order.errors.emailInvalid',
    ],
  ] as const)('%s', (_, details, expected) => {
    expect(mediumError(details)).toBe(expected);
  });

  it('is asked only of a scan order', () => {
    expect(mediumError({ orderType: 'copyOrder', medium: medium({}) })).toBeNull();
    expect(mediumError({ orderType: 'deliver' })).toBeNull();
  });
});

describe('what the work is (descriptionError)', () => {
  const job = { originals: 10, copies: 2 };
  it('a copy order needs its job, a scan order its own, a quote its description', () => {
    expect(descriptionError('copy', { copyJob: null })).toBe('order.errors.instructionsMissing');
    expect(descriptionError('copy', { copyJob: job })).toBeNull();
    expect(descriptionError('scan', { scanJob: null, copyJob: job })).toBe(
      'order.errors.instructionsMissing',
    );
    expect(descriptionError('quote', { description: '   ' })).toBe('order.errors.descriptionMissing');
    expect(descriptionError('quote', { description: '500 flyers A5' })).toBeNull();
    expect(translate('order.errors.descriptionMissing')).toBe(
      'Opdrachtomschrijving ontbreekt nog, klik hier.',
    );
  });
});

describe('the files of a secured order (fileError, productError)', () => {
  it('needs a file, and a product for every file', () => {
    expect(securedFileErrors([])).toEqual({ fileError: 'order.errors.filesMissing' });
    expect(securedFileErrors([{ templateId: 'a' }, { templateId: null }])).toEqual({
      productError: 'order.errors.productMissing',
    });
    expect(securedFileErrors([{ templateId: 'a' }])).toEqual({});
  });
});

describe('originals brought to the shop (copy and scan)', () => {
  it('ask no department of the customer', () => {
    const required = context({ department: { required: true } });
    const atShop = {
      orderType: 'copyOrder' as const,
      pickUpAddress: { company: 'Drukwerk Direct Utrecht', department: '' },
      pickUpDate: day,
    };
    expect(pickupError({ ...atShop, originalsToShop: true }, required)).toBeNull();
    expect(pickupError(atShop, required)).toBe('order.errors.departmentMissing');
  });
});
