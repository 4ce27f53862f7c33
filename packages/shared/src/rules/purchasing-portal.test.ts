import { describe, expect, it } from 'vitest';
import { orderDetailsSchema } from '../schemas/order-details';
import { themeSettingsSchema } from '../schemas/theme';
import { isPurchasingPortal, portalOrderDetails, withPortalFlags } from './purchasing-portal';

const settings = (customFields: Record<string, unknown>, flags: Record<string, unknown> = {}) =>
  themeSettingsSchema.parse({
    flags,
    colours: { primary: '#9a3412', onPrimary: '#ffffff', background: '#fbf5f1' },
    customFields,
  });

describe('purchasing-portal mode', () => {
  it('is the theme’s sapPortal setting', () => {
    expect(isPurchasingPortal({ sapPortal: true })).toBe(true);
    expect(isPurchasingPortal({ sapPortal: false })).toBe(false);
    expect(isPurchasingPortal({})).toBe(false);
  });

  it('hides the deliver and invoice steps of a portal theme, and leaves other themes as they are', () => {
    const portal = withPortalFlags(
      settings({ sapPortal: true, themeCustomer: '4200117' }, { hidePricing: true }),
    );
    expect(portal.flags).toMatchObject({
      hideDeliverOptions: true,
      hideInvoiceOptions: true,
      hidePricing: true,
    });
    const other = settings({}, { hideInvoiceOptions: true });
    expect(withPortalFlags(other)).toBe(other);
  });

  it('keeps of the order details only what a portal order has: instructions and the phone number', () => {
    const sent = orderDetailsSchema.parse({
      orderType: 'pickUp',
      deliveryAddress: { company: 'Bouwplaats Noord' },
      pickUpAddress: { id: 'shop-1', company: 'Drukwerk Direct Utrecht' },
      invoiceAddress: { company: 'Ander B.V.', customerNumber: '1000001' },
      deliveryDate: { date: '2026-06-02', title: 'spoed' },
      pickUpDate: { date: '2026-06-01' },
      letter: 'Bij de poort',
      quotationNo: 'OFF1234',
      project: { id: null, name: 'Nieuwbouw' },
      reference: 'PO-1',
      instruction: 'Graag nieten.',
      phone: ' 050 123 45 67 ',
    });
    expect(portalOrderDetails(sent)).toEqual({
      ...orderDetailsSchema.parse({}),
      instruction: 'Graag nieten.',
      phone: '050 123 45 67',
    });
  });
});
