import { orderDetailsSchema } from '@portal/shared/schemas/order-details';
import type { DeliveryDatesResponse } from '@portal/shared/schemas/shops';
import { describe, expect, it } from 'vitest';
import { testAddress } from '../../../testing/placed-orders';
import {
  defaultAddressesPatch,
  deliversToPickUpAddress,
  followPatch,
  originalsPatch,
  pickUpAddressPatch,
  pickUpOffset,
} from './job-details';

const office = testAddress({ id: 'office', company: 'Gemeente Rivierstad' });
const library = testAddress({ id: 'library', company: 'Bibliotheek Rivierstad' });
const shop = testAddress({ id: 'shop', company: 'Drukwerk Direct Utrecht' });
const job = (changes: Record<string, unknown> = {}) =>
  orderDetailsSchema.parse({ orderType: 'copyOrder', ...changes });

describe('the addresses of a copy or scan order', () => {
  it('follow the pickup address with the delivery while the switch is on, only for originals collected', () => {
    expect(deliversToPickUpAddress(job())).toBe(true);
    expect(deliversToPickUpAddress(job({ deliverToPickUpAddress: false }))).toBe(false);
    expect(deliversToPickUpAddress(job({ originalsToShop: true }))).toBe(false);
    expect(deliversToPickUpAddress(orderDetailsSchema.parse({ orderType: 'deliver' }))).toBe(false);
  });

  it('set the delivery address with the pickup address while it follows, and leave it otherwise', () => {
    expect(pickUpAddressPatch(job(), office)).toEqual({ pickUpAddress: office, deliveryAddress: office });
    expect(pickUpAddressPatch(job({ deliverToPickUpAddress: false }), office)).toEqual({
      pickUpAddress: office,
    });
  });

  it('take the pickup address as the delivery address when the switch goes on, and keep it when it goes off', () => {
    const details = job({ pickUpAddress: office, deliveryAddress: library, deliverToPickUpAddress: false });
    expect(followPatch(details, true)).toEqual({ deliverToPickUpAddress: true, deliveryAddress: office });
    expect(followPatch(details, false)).toEqual({ deliverToPickUpAddress: false });
  });

  it('choose the pickup address again between collecting and bringing, and keep the delivery address', () => {
    const collected = job({ pickUpAddress: office, deliveryAddress: office });
    expect(originalsPatch(collected, true)).toEqual({ originalsToShop: true, pickUpAddress: null });
    expect(originalsPatch(job({ originalsToShop: true, pickUpAddress: shop }), false)).toEqual({
      originalsToShop: false,
      pickUpAddress: null,
    });
    expect(originalsPatch(collected, false)).toEqual({});
  });

  it.each([
    [
      'an empty pickup address of originals collected: the first, the delivery with it',
      job(),
      { pickUpAddress: office, deliveryAddress: office },
    ],
    [
      'an empty pickup address, the switch off: the first, the delivery left',
      job({ deliverToPickUpAddress: false, deliveryAddress: library }),
      { pickUpAddress: office },
    ],
    [
      'a delivery address other than the followed pickup address: the pickup address',
      job({ pickUpAddress: library, deliveryAddress: office }),
      { deliveryAddress: library },
    ],
    ['both set and the same: nothing', job({ pickUpAddress: library, deliveryAddress: library }), null],
    [
      'originals brought to a shop without a delivery address: the first',
      job({ originalsToShop: true, pickUpAddress: shop }),
      { deliveryAddress: office },
    ],
    [
      'originals brought, a delivery address chosen: nothing',
      job({ originalsToShop: true, pickUpAddress: shop, deliveryAddress: library }),
      null,
    ],
  ])('default %s', (_case, details, patch) => {
    expect(defaultAddressesPatch(details, office)).toEqual(patch);
  });

  it('wait for the address book before they default', () => {
    expect(defaultAddressesPatch(job(), undefined)).toBeNull();
  });
});

const pickUps = {
  available: true,
  shopId: '00000000-0000-4000-8000-000000000500',
  options: [
    {
      date: '01-12-2026',
      day: 'dinsdag',
      title: null,
      value: '01-12-2026',
      active: true,
      times: [{ time: '09:00' }],
    },
    { date: '02-12-2026', day: 'woensdag', title: null, value: '02-12-2026', active: true, times: [] },
  ],
  firstChoice: { value: '01-12-2026', time: '09:00' },
  promise: {
    fulfilment: 'pickUp',
    first: { date: '01-12-2026', day: 'dinsdag', title: 'morgen', daysAhead: 1, time: '08:30' },
    express: null,
    orderBefore: { date: '30-11-2026', day: 'maandag', title: null, daysAhead: 0, time: '12:00' },
    afterPickup: null,
  },
  promiseText: '',
  expressPromiseText: null,
  refreshAt: '2026-11-30T12:00:00.000+01:00',
} satisfies DeliveryDatesResponse;

describe('the pickup a delivery is counted from', () => {
  it('is the chosen day and time, else the day’s first time, else the first the shop promises (as the server counts)', () => {
    expect(pickUpOffset({ date: '2026-12-01', time: '11:00', title: null }, pickUps)).toEqual({
      date: '01-12-2026',
      time: '11:00',
    });
    expect(pickUpOffset({ date: '2026-12-01', time: null, title: null }, pickUps)).toEqual({
      date: '01-12-2026',
      time: '09:00',
    });
    expect(pickUpOffset({ date: '2026-12-02', time: null, title: null }, pickUps)).toEqual({
      date: '02-12-2026',
      time: '08:30',
    });
  });

  it('is none without a pickup day, or without a time to count from', () => {
    expect(pickUpOffset(null, pickUps)).toBeNull();
    expect(pickUpOffset({ date: '2026-12-01', time: null, title: null }, undefined)).toBeNull();
  });
});
