import { listDeliveryAddresses } from '@portal/shared/api/addresses.api';
import { listInvoiceAddresses } from '@portal/shared/api/customers.api';
import { listDeliveryDates, listShops, lookUpShop } from '@portal/shared/api/shops.api';
import { addressBook } from '@portal/shared/i18n/nl/address-book';
import type { StoredDeliveryAddress } from '@portal/shared/schemas/address-book';
import type { DeliveryDateOption, Fulfilment } from '@portal/shared/schemas/delivery-dates';
import type { DeliveryDatesResponse, ShopLookupResponse } from '@portal/shared/schemas/shops';
import { type ThemeResponse, themeSettingsSchema } from '@portal/shared/schemas/theme';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../testing/fake-server';
import { testShop, testUser, uuid } from '../../../testing/placed-orders';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { orderDetails } from '../stores/order-details-store';
import { DeliverStep } from './deliver-step';

const DATE_MISSING = 'Datum ontbreekt nog, klik hier.';
const user = testUser();

const theme: ThemeResponse = {
  themeID: uuid(900),
  name: 'gemeente-rivierstad',
  mainThemeName: 'gemeente-rivierstad',
  title: 'Gemeente Rivierstad',
  isDefault: false,
  fallback: false,
  settings: themeSettingsSchema.parse({
    flags: {},
    colours: { primary: '#0b5cad', onPrimary: '#ffffff', background: '#f4f6f8' },
    customFields: {},
  }),
  propositions: [],
  images: { logo: null, background: null },
};

const shop = testShop({
  openingHours: [
    { weekday: 1, opens: '08:30', closes: '17:30' },
    { weekday: 2, opens: '08:30', closes: '17:30' },
  ],
});

const home: StoredDeliveryAddress = {
  id: uuid(10),
  company: 'Gemeentehuis',
  department: '',
  name: 'Receptie',
  street: 'Stationsplein',
  number: '1',
  addition: '',
  zipCode: '3511 AB',
  city: 'Utrecht',
  phone: '',
  email: '',
  isConstructionSite: false,
  deliveryAddress: true,
  isEditable: false,
};

const day = (date: string, weekday: DeliveryDateOption['day'], times: string[]): DeliveryDateOption => ({
  date,
  day: weekday,
  title: null,
  value: date,
  active: true,
  times: times.map((time) => ({ time })),
});

/** Two working days; a delivery comes at 17:00, a pickup may be collected from 12:00. */
function datesOf(fulfilment: Fulfilment): DeliveryDatesResponse {
  const time = fulfilment === 'deliver' ? '17:00' : '12:00';
  const first = { date: '01-12-2026', day: 'dinsdag', title: 'morgen', daysAhead: 1, time } as const;
  return {
    available: true,
    shopId: shop.id,
    options: [day('01-12-2026', 'dinsdag', [time]), day('02-12-2026', 'woensdag', [time])],
    firstChoice: { value: '01-12-2026', time },
    promise: {
      fulfilment,
      first,
      express: null,
      orderBefore: { ...first, title: null, daysAhead: 0, time: '12:00' },
      afterPickup: null,
    },
    promiseText:
      fulfilment === 'deliver'
        ? 'Vóór 12:00 besteld, morgen bezorgd.'
        : 'Vóór 12:00 besteld, morgen af te halen.',
    expressPromiseText: null,
    refreshAt: '2026-11-30T12:00:00.000+01:00',
  };
}

/** Settles a fake server's answer when the test says so. */
function held<T>() {
  let release: (value: T) => void = () => {};
  const answer = new Promise<T>((resolve) => (release = resolve));
  return { answer, release };
}

/**
 * The step as a customer with one delivery address and no customer numbers meets it; `lookup`
 * and `dates` answer the shop lookup and the shop's dates (by default at once).
 */
function setup(
  answers: {
    lookup?: () => ShopLookupResponse | Promise<ShopLookupResponse>;
    dates?: (fulfilment: Fulfilment) => DeliveryDatesResponse | Promise<DeliveryDatesResponse>;
  } = {},
) {
  const server = fakeServer();
  const datesAsked: Record<string, string>[] = [];
  server.on(listDeliveryAddresses, () => ({ addresses: [home], mayAdd: false }));
  server.on(listInvoiceAddresses, () => ({ addresses: [], mayAdd: false }));
  server.on(listShops, () => ({ shops: [shop] }));
  server.on(lookUpShop, answers.lookup ?? (() => ({ location: shop, rule: 'firstShop' })));
  server.on(listDeliveryDates, ({ params, query }) => {
    datesAsked.push({ shopId: params.shopId ?? '', ...Object.fromEntries(query) });
    const fulfilment = query.get('fulfilment') === 'pickUp' ? 'pickUp' : 'deliver';
    return (answers.dates ?? datesOf)(fulfilment);
  });
  renderWithApp(<DeliverStep user={user} theme={theme} />);
  return { server, datesAsked };
}

const details = () => orderDetails.getSnapshot().details;
const dateMissingAlert = () => screen.queryByText(DATE_MISSING);
const checkedDay = () =>
  within(document.getElementById('deliver-date')!)
    .queryAllByRole('radio')
    .find((card) => card.getAttribute('aria-checked') === 'true');

beforeAll(initTestI18n);

beforeEach(() => {
  orderDetails.reset();
  // jsdom has none; Mantine's SegmentedControl and Select measure themselves with it.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the date while the shop and its dates load', () => {
  it("says no 'Datum ontbreekt nog' while the first date is on its way, and chooses it", async () => {
    const lookup = held<ShopLookupResponse>();
    const dates = held<DeliveryDatesResponse>();
    const { server } = setup({ lookup: () => lookup.answer, dates: () => dates.answer });

    // The address is there, the shop is not yet: the date cannot be missing yet.
    await waitFor(() => expect(details().deliveryAddress?.id).toBe(home.id));
    await waitFor(() => expect(server.calls).toContain('GET /api/v3/shops/lookup'));
    expect(screen.getByText('Vestiging zoeken…')).toBeTruthy();
    expect(dateMissingAlert()).toBeNull();

    // The shop is there, its dates are not yet.
    lookup.release({ location: shop, rule: 'firstShop' });
    await waitFor(() => expect(server.calls).toContain(`GET /api/v3/shops/${shop.id}/dates`));
    expect(await screen.findByText('Drukwerk Direct Utrecht')).toBeTruthy();
    expect(screen.getByText('Data laden…')).toBeTruthy();
    expect(dateMissingAlert()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    dates.release(datesOf('deliver'));
    await waitFor(() => expect(checkedDay()?.getAttribute('aria-label')).toBe('dinsdag 01-12-2026'));
    expect(details().deliveryDate).toEqual({ date: '2026-12-01', time: '17:00', title: null });
    expect(screen.getByText('Vóór 12:00 besteld, morgen bezorgd.')).toBeTruthy();
    expect(dateMissingAlert()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a shop without dates for this order', () => {
  it("says 'Datum ontbreekt nog' and why, and its link leads to the date", async () => {
    const message = addressBook.datesUnavailable.fulfilmentNotOffered;
    setup({
      dates: () => ({ available: false, shopId: shop.id, reason: 'fulfilmentNotOffered', message }),
    });

    const link = await screen.findByText(DATE_MISSING);
    expect(screen.getByText(message)).toBeTruthy();
    expect(details().deliveryDate).toBeNull();
    expect(screen.queryByRole('radio', { name: /dinsdag/ })).toBeNull();

    // jsdom does not scroll.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      fireEvent.click(link);
      expect(document.activeElement).toBe(document.getElementById('deliver-date'));
      expect(scrollIntoView).toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });
});

describe('switching to Afhalen', () => {
  it("asks the shop's pickup dates, shows its hours and chooses the first pickup day", async () => {
    const { datesAsked } = setup();
    await waitFor(() => expect(details().deliveryDate?.time).toBe('17:00'));
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Afhalen' }));

    expect((screen.getByRole('radio', { name: 'Afhalen' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(details().deliveryDate?.time).toBe('12:00'));
    expect(details()).toMatchObject({
      orderType: 'pickUp',
      deliveryAddress: null,
      pickUpAddress: { id: shop.id, company: 'Drukwerk Direct Utrecht' },
      deliveryDate: { date: '2026-12-01', time: '12:00', title: null },
    });
    expect(datesAsked).toContainEqual({
      shopId: shop.id,
      kind: 'print',
      fulfilment: 'pickUp',
      secure: 'false',
    });
    expect(screen.getByRole('heading', { name: 'Afhaaldatum' })).toBeTruthy();
    expect(screen.getByText('Vóór 12:00 besteld, morgen af te halen.')).toBeTruthy();

    const hours = screen.getByRole('table', { name: 'Openingstijden' });
    expect(within(hours).getByRole('row', { name: 'maandag 08:30–17:30' })).toBeTruthy();
    expect(within(hours).getByRole('row', { name: 'zondag gesloten' })).toBeTruthy();
    expect(dateMissingAlert()).toBeNull();
  });
});
