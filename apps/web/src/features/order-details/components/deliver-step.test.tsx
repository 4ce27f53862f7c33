import { listDeliveryAddresses } from '@portal/shared/api/addresses.api';
import { listInvoiceAddresses } from '@portal/shared/api/customers.api';
import { listDeliveryDates, listShops, lookUpShop } from '@portal/shared/api/shops.api';
import { addressBook } from '@portal/shared/i18n/nl/address-book';
import type { StoredDeliveryAddress } from '@portal/shared/schemas/address-book';
import type { DeliveryDateOption, Fulfilment } from '@portal/shared/schemas/delivery-dates';
import type { DeliveryDatesResponse, ShopList, ShopLookupResponse } from '@portal/shared/schemas/shops';
import { type ThemeResponse, themeSettingsSchema } from '@portal/shared/schemas/theme';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionState } from '../../../lib/session';
import { seriousViolations } from '../../../testing/axe';
import { FakeAnswer, fakeServer } from '../../../testing/fake-server';
import { testAddress, testShop, testUser, uuid } from '../../../testing/placed-orders';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { createOrderDetailsStore, orderDetails } from '../stores/order-details-store';
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
  isDefault: false,
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

const WEEKDAYS: Record<string, DeliveryDateOption['day']> = {
  '01-12-2026': 'dinsdag',
  '02-12-2026': 'woensdag',
  '03-12-2026': 'donderdag',
};

/**
 * A shop's working days (by default two, from Tuesday 1 December 2026); a delivery comes at
 * 17:00, a pickup may be collected from 12:00. The first is the first choice.
 */
function datesOf(
  fulfilment: Fulfilment,
  shopId: string = shop.id,
  days: readonly string[] = ['01-12-2026', '02-12-2026'],
): DeliveryDatesResponse {
  const time = fulfilment === 'deliver' ? '17:00' : '12:00';
  const firstDate = days[0] ?? '01-12-2026';
  const first = {
    date: firstDate,
    day: WEEKDAYS[firstDate] ?? 'dinsdag',
    title: 'morgen',
    daysAhead: 1,
    time,
  } as const;
  return {
    available: true,
    shopId,
    options: days.map((date) => day(date, WEEKDAYS[date] ?? 'dinsdag', [time])),
    firstChoice: { value: firstDate, time },
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

type Answers = {
  /** The user's delivery addresses (by default the one at home). */
  addresses?: StoredDeliveryAddress[];
  shops?: () => ShopList | Promise<ShopList>;
  lookup?: (question: URLSearchParams) => ShopLookupResponse | Promise<ShopLookupResponse>;
  dates?: (
    fulfilment: Fulfilment,
    shopId: string,
  ) => DeliveryDatesResponse | FakeAnswer | Promise<DeliveryDatesResponse>;
  /** What the flow tells the step beyond user and theme. */
  step?: Pick<Parameters<typeof DeliverStep>[0], 'kind' | 'collectedBy' | 'goods'>;
  /** Another theme than the municipality's. */
  theme?: ThemeResponse;
};

/**
 * The step as a customer with one delivery address and no customer numbers meets it; `shops`,
 * `lookup` and `dates` answer the shop list, the shop lookup and a shop's dates (by default at
 * once, one shop that the lookup finds).
 */
function setup(answers: Answers = {}) {
  const server = fakeServer();
  const datesAsked: Record<string, string>[] = [];
  const lookupsAsked: Record<string, string>[] = [];
  server.on(listDeliveryAddresses, () => ({ addresses: answers.addresses ?? [home], mayAdd: false }));
  server.on(listInvoiceAddresses, () => ({ addresses: [], mayAdd: false }));
  server.on(listShops, answers.shops ?? (() => ({ shops: [shop] })));
  server.on(lookUpShop, ({ query }) => {
    lookupsAsked.push(Object.fromEntries(query));
    return answers.lookup ? answers.lookup(query) : { location: shop, rule: 'firstShop' };
  });
  server.on(listDeliveryDates, ({ params, query }) => {
    const shopId = params.shopId ?? '';
    datesAsked.push({ shopId, ...Object.fromEntries(query) });
    const fulfilment = query.get('fulfilment') === 'pickUp' ? 'pickUp' : 'deliver';
    return (answers.dates ?? datesOf)(fulfilment, shopId);
  });
  const view = renderWithApp(<DeliverStep user={user} theme={answers.theme ?? theme} {...answers.step} />);
  return { server, datesAsked, lookupsAsked, unmount: view.unmount };
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
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
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

const rotterdam = testShop({
  id: uuid(501),
  company: 'Drukwerk Direct Rotterdam',
  street: 'Papierstraat',
  number: '88',
  zipCode: '3011 AB',
  city: 'Rotterdam',
  email: 'rotterdam@drukwerkdirect.example',
  openingHours: shop.openingHours,
});

const site: StoredDeliveryAddress = {
  ...home,
  id: uuid(11),
  company: 'Bouwplaats Kop van Zuid',
  street: 'Wilhelminakade',
  number: '10',
  zipCode: '3072 AP',
  city: 'Rotterdam',
};

const bothShops = () => ({ shops: [shop, rotterdam] });

/** Utrecht works on Tuesday and Wednesday, Rotterdam on Wednesday and Thursday. */
const datesOfShop = (fulfilment: Fulfilment, shopId: string) =>
  datesOf(fulfilment, shopId, shopId === rotterdam.id ? ['02-12-2026', '03-12-2026'] : undefined);

/** The shop whose card the step shows; null while it shows none. */
const shownShop = () => document.querySelector('[data-shop]')?.getAttribute('data-shop') ?? null;

const chooseDay = async (label: string) =>
  fireEvent.click(
    await within(document.getElementById('deliver-date')!).findByRole('radio', { name: label }),
  );

/** Given by one call to the fake server, awaited by another's answer. */
function signal() {
  const { answer, release } = held<void>();
  return { wait: answer, give: () => release() };
}

/**
 * A reload: the page goes with every answer it had (when there was one); the order details stay
 * in session storage, and the new page starts from what a store reads back from there.
 */
function reload(before: { unmount: () => void } | null, answers: Answers) {
  before?.unmount();
  const restored = createOrderDetailsStore(() => window.sessionStorage, createSessionState());
  expect(restored.getSnapshot()).toEqual(orderDetails.getSnapshot());
  return setup(answers);
}

/**
 * What an earlier visit left: Afhalen in Rotterdam instead of the lookup's Utrecht, on Thursday,
 * as the step's shop list and day picker write them.
 */
function pickedUpInRotterdamOnThursday() {
  orderDetails.update({ orderType: 'pickUp', deliveryAddress: null, deliveryDate: null });
  orderDetails.choosePickUpShop(rotterdam);
  orderDetails.update({ deliveryDate: { date: '2026-12-03', time: '12:00', title: null } });
}

/** A first visit: Bezorgen at home, which Utrecht serves, and Wednesday chosen. */
async function deliverHomeOnWednesday() {
  const visit = setup({ shops: bothShops, dates: datesOfShop });
  await waitFor(() => expect(details().deliveryDate?.date).toBe('2026-12-01'));
  await chooseDay('woensdag 02-12-2026');
  await waitFor(() =>
    expect(details().deliveryDate).toEqual({ date: '2026-12-02', time: '17:00', title: null }),
  );
  expect(orderDetails.getSnapshot().shopId).toBe(shop.id);
  return visit;
}

// Issue 28: after a reload of Afhalen with Rotterdam chosen, Utrecht (the lookup's shop) came
// back when the lookup answered before the list of shops.
describe.each([
  { order: 'the lookup answers before the list of shops', late: 'shops' },
  { order: 'the list of shops answers before the lookup', late: 'lookup' },
] as const)('a reload, when $order', ({ late }) => {
  /** The late answer waits until the step has asked for a shop's dates: it has chosen its shop. */
  function answersInOrder(found: typeof shop): Answers {
    const datesAsked = signal();
    return {
      shops: async () => {
        if (late === 'shops') await datesAsked.wait;
        return bothShops();
      },
      lookup: async () => {
        if (late === 'lookup') await datesAsked.wait;
        return { location: found, rule: 'deliveryRegion' };
      },
      dates: (fulfilment, shopId) => {
        datesAsked.give();
        return datesOfShop(fulfilment, shopId);
      },
    };
  }

  it('keeps Afhalen at the chosen shop on the chosen day', async () => {
    pickedUpInRotterdamOnThursday();

    // The lookup still finds Utrecht.
    const { datesAsked } = reload(null, answersInOrder(shop));

    await waitFor(() => expect(shownShop()).not.toBeNull());
    expect(shownShop()).toBe(rotterdam.id);
    await waitFor(() => expect(checkedDay()?.getAttribute('aria-label')).toBe('donderdag 03-12-2026'));
    expect(screen.getByRole('textbox', { name: 'Afhalen bij vestiging' })).toHaveProperty(
      'value',
      'Drukwerk Direct Rotterdam, Rotterdam',
    );
    expect(details()).toMatchObject({
      orderType: 'pickUp',
      pickUpAddress: { id: rotterdam.id, city: 'Rotterdam' },
      deliveryDate: { date: '2026-12-03', time: '12:00', title: null },
    });
    expect(orderDetails.getSnapshot().shopId).toBe(rotterdam.id);
    expect(datesAsked.map((asked) => asked.shopId)).not.toContain(shop.id);
  });

  it('keeps Bezorgen with its shop and chosen day, without asking the lookup again', async () => {
    const visit = await deliverHomeOnWednesday();

    // Were the lookup asked now, it would answer another shop; the kept one answers the same question.
    const { datesAsked, lookupsAsked } = reload(visit, answersInOrder(rotterdam));

    await waitFor(() => expect(shownShop()).not.toBeNull());
    expect(shownShop()).toBe(shop.id);
    await waitFor(() => expect(checkedDay()?.getAttribute('aria-label')).toBe('woensdag 02-12-2026'));
    expect(details()).toMatchObject({
      orderType: 'deliver',
      deliveryAddress: { id: home.id },
      deliveryDate: { date: '2026-12-02', time: '17:00', title: null },
    });
    expect(orderDetails.getSnapshot().shopId).toBe(shop.id);
    expect(lookupsAsked).toEqual([]);
    expect(datesAsked.map((asked) => asked.shopId)).not.toContain(rotterdam.id);
  });
});

describe('a change by the customer looks the shop up again', () => {
  it('another delivery address, then another invoice address: the shop they find, and its first day when the chosen one is not offered', async () => {
    const siteLookup = held<ShopLookupResponse>();
    const { lookupsAsked } = setup({
      addresses: [home, site],
      shops: bothShops,
      dates: datesOfShop,
      lookup: (question) =>
        question.get('deliveryAddressId') === site.id
          ? siteLookup.answer
          : { location: shop, rule: 'deliveryRegion' },
    });
    await waitFor(() => expect(details().deliveryDate?.date).toBe('2026-12-01'));
    expect(shownShop()).toBe(shop.id);

    fireEvent.click(screen.getByRole('radio', { name: /Bouwplaats Kop van Zuid/ }));
    await waitFor(() => expect(lookupsAsked).toContainEqual({ deliveryAddressId: site.id, secure: 'false' }));
    // While the lookup is under way, Utrecht is no longer the shop of this order.
    await waitFor(() => expect(shownShop()).toBeNull());
    expect(screen.getByText('Vestiging zoeken…')).toBeTruthy();

    siteLookup.release({ location: rotterdam, rule: 'deliveryRegion' });
    await waitFor(() => expect(shownShop()).toBe(rotterdam.id));
    // Rotterdam does not deliver on Tuesday: its first day, without the 'no longer possible' notice.
    await waitFor(() => expect(checkedDay()?.getAttribute('aria-label')).toBe('woensdag 02-12-2026'));
    expect(details().deliveryDate).toEqual({ date: '2026-12-02', time: '17:00', title: null });
    expect(orderDetails.getSnapshot().shopId).toBe(rotterdam.id);
    expect(screen.queryByRole('status')).toBeNull();

    // The invoice step chose another invoice address.
    act(() => orderDetails.update({ invoiceAddress: testAddress({ id: uuid(20) }) }));
    await waitFor(() =>
      expect(lookupsAsked).toContainEqual({
        deliveryAddressId: site.id,
        invoiceAddressId: uuid(20),
        secure: 'false',
      }),
    );
  });

  it('Bezorgen after Afhalen in Rotterdam: the first day of the shop the lookup finds, not of Rotterdam', async () => {
    pickedUpInRotterdamOnThursday();
    const lookup = held<ShopLookupResponse>();
    const { datesAsked } = setup({ shops: bothShops, dates: datesOfShop, lookup: () => lookup.answer });
    await waitFor(() => expect(shownShop()).toBe(rotterdam.id));

    fireEvent.click(screen.getByRole('radio', { name: 'Bezorgen' }));
    await waitFor(() => expect(details().deliveryAddress?.id).toBe(home.id));
    expect(details().pickUpAddress).toBeNull();
    expect(details().deliveryDate).toBeNull();
    await waitFor(() => expect(shownShop()).toBeNull());

    lookup.release({ location: shop, rule: 'deliveryRegion' });
    await waitFor(() => expect(shownShop()).toBe(shop.id));
    await waitFor(() =>
      expect(details().deliveryDate).toEqual({ date: '2026-12-01', time: '17:00', title: null }),
    );
    expect(checkedDay()?.getAttribute('aria-label')).toBe('dinsdag 01-12-2026');
    // Rotterdam's delivery days were never asked: it was only the shop of the pickup.
    expect(datesAsked).not.toContainEqual(
      expect.objectContaining({ shopId: rotterdam.id, fulfilment: 'deliver' }),
    );
  });
});

describe('a kept pickup shop the provider no longer has', () => {
  it('is let go of, and the shop the lookup finds is chosen with its first day', async () => {
    const closed = testShop({ id: uuid(599), company: 'Drukwerk Direct Gesloten', city: 'Gesloten' });
    orderDetails.update({ orderType: 'pickUp' });
    orderDetails.choosePickUpShop(closed);
    setup({
      dates: (fulfilment, shopId) =>
        shopId === closed.id
          ? new FakeAnswer(404, { error: 'SHOP_NOT_FOUND', message: 'Deze vestiging bestaat niet.' })
          : datesOf(fulfilment, shopId),
    });

    await waitFor(() => expect(shownShop()).toBe(shop.id));
    await waitFor(() =>
      expect(details().deliveryDate).toEqual({ date: '2026-12-01', time: '12:00', title: null }),
    );
    expect(details().pickUpAddress?.id).toBe(shop.id);
    expect(orderDetails.getSnapshot().shopId).toBe(shop.id);
  });
});

describe('secured work', () => {
  it('is made and collected at a secure shop only, by the user; a pickup shop without secured work is let go of', async () => {
    const amsterdam = testShop({
      id: uuid(502),
      company: 'Drukwerk Direct Amsterdam',
      city: 'Amsterdam',
      handlesSecured: true,
      openingHours: shop.openingHours,
    });
    // Afhalen in Rotterdam, chosen for a print order earlier in this tab; now the order is secured.
    orderDetails.update({ orderType: 'pickUp', deliveryAddress: null, deliveryDate: null });
    orderDetails.choosePickUpShop(rotterdam);
    orderDetails.update({ secure: true });
    const { lookupsAsked, datesAsked } = setup({
      shops: () => ({ shops: [shop, amsterdam, rotterdam] }),
      lookup: (question) => ({
        location: question.get('secure') === 'true' ? amsterdam : shop,
        rule: 'firstShop',
      }),
      step: { kind: 'secured', collectedBy: 'Sanne Smit' },
    });

    await waitFor(() => expect(shownShop()).toBe(amsterdam.id));
    expect(details().pickUpAddress).toMatchObject({ id: amsterdam.id, company: 'Drukwerk Direct Amsterdam' });
    expect(lookupsAsked.at(-1)).toMatchObject({ secure: 'true' });
    await waitFor(() =>
      expect(datesAsked).toContainEqual({
        shopId: amsterdam.id,
        kind: 'secured',
        fulfilment: 'pickUp',
        secure: 'true',
      }),
    );
    expect(screen.getByTestId('collected-by').textContent).toBe(
      'Af te halen door Sanne Smit, met een geldig legitimatiebewijs.',
    );
    // Mantine's list scrolls its chosen option into view; jsdom has no layout to scroll.
    Element.prototype.scrollIntoView = vi.fn();
    fireEvent.click(document.getElementById('deliver-address')!);
    expect(
      (await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent),
    ).toEqual(['Drukwerk Direct Amsterdam, Amsterdam']);
  });
});

describe("the address's message", () => {
  it("leads with 'klik hier' into the list of addresses, the focus on one of them", async () => {
    const departmentRequired: ThemeResponse = {
      ...theme,
      settings: {
        ...theme.settings,
        customFields: { ...theme.settings.customFields, department: { required: true } },
      },
    };
    setup({ theme: departmentRequired });
    const link = await screen.findByRole('link', { name: 'De afdeling ontbreekt nog, klik hier.' });
    Element.prototype.scrollIntoView = vi.fn();
    fireEvent.click(link);
    const list = document.getElementById('deliver-address')!;
    expect(list).not.toBeNull();
    expect(list.contains(document.activeElement)).toBe(true);
  });
});

describe('what delivery costs (decision 0131)', () => {
  const costs = () => screen.findByTestId('delivery-costs');

  it('shows the shop’s charge below the free-delivery amount and what more makes it free', async () => {
    const { unmount } = setup({ step: { goods: [{ cents: 877, hidden: false }] } });
    const block = await costs();
    expect(within(block).getByTestId('delivery-charge').textContent).toBe('Bezorgkosten€ 6,95');
    expect(block.textContent).toContain(
      'Gratis bezorgd vanaf € 50,00 excl. BTW; bestel nog € 41,23 bij voor gratis bezorging.',
    );
    expect(block.textContent).toContain('Het minimale orderbedrag is € 5,00 excl. BTW.');
    expect(await seriousViolations()).toEqual([]);
    unmount();
  });

  it('delivers free from that amount, and collecting at the shop is free', async () => {
    setup({ step: { goods: [{ cents: 5000, hidden: false }] } });
    const block = await costs();
    expect(within(block).getByTestId('delivery-charge').textContent).toBe('BezorgkostenGratis');
    expect(block.textContent).toContain('Uw bestelling wordt gratis bezorgd.');

    fireEvent.click(screen.getByRole('radio', { name: 'Afhalen' }));
    await waitFor(() =>
      expect(screen.getByTestId('delivery-costs').textContent).toContain('Afhalen is gratis.'),
    );
    expect(screen.queryByTestId('delivery-charge')).toBeNull();
  });

  it('shows no costs for a flow without delivery terms, nor under a theme that hides prices', async () => {
    const first = setup();
    await waitFor(() => expect(checkedDay()).toBeDefined());
    expect(screen.queryByTestId('delivery-costs')).toBeNull();
    first.unmount();
    setup({
      step: { goods: [{ cents: 877, hidden: false }] },
      theme: {
        ...theme,
        settings: { ...theme.settings, flags: { ...theme.settings.flags, hidePricing: true } },
      },
    });
    await waitFor(() => expect(checkedDay()).toBeDefined());
    expect(screen.queryByTestId('delivery-costs')).toBeNull();
    expect(document.body.textContent).not.toMatch(/€/);
  });

  it('asks the dates without prices under a theme that hides them, so that the spoed promise names no surcharge (issue 32 point 6)', async () => {
    const { datesAsked } = setup({
      theme: {
        ...theme,
        settings: { ...theme.settings, flags: { ...theme.settings.flags, hidePricing: true } },
      },
    });
    await waitFor(() => expect(checkedDay()).toBeDefined());
    expect(datesAsked.every((asked) => asked.withoutPrices === 'true')).toBe(true);
    expect(datesAsked.length).toBeGreaterThan(0);
  });
});
