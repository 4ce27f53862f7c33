import { describe, expect, it } from 'vitest';
import { type SideMenuInput, sideMenuItems } from './side-menu-items';

const company = ['whatWeDo', 'howWeWork', 'sustainability', 'about', 'careers', 'faq', 'contact'];
const noFlags = { hideOrders: false, hideProfile: false, hideLogOut: false };
const ids = (input: SideMenuInput) => sideMenuItems(input).map((item) => item.id);

const booleans = [false, true];
const combinations: SideMenuInput[] = booleans.flatMap((loggedIn) =>
  booleans.flatMap((isStaff) =>
    // The role comes only with a login of staff (the server sends it to no one else).
    (loggedIn && isStaff ? booleans : [false]).flatMap((orderDesk) =>
      booleans.flatMap((hasFiles) =>
        booleans.flatMap((hideOrders) =>
          booleans.flatMap((hideProfile) =>
            booleans.map((hideLogOut) => ({
              loggedIn,
              isStaff,
              orderDesk,
              hasFiles,
              flags: { hideOrders, hideProfile, hideLogOut },
            })),
          ),
        ),
      ),
    ),
  ),
);

describe('side menu items', () => {
  it.each([
    [
      'anonymous visitor',
      { loggedIn: false, isStaff: false, orderDesk: false, hasFiles: false, flags: noFlags },
      ['home', ...company, 'logIn', 'signUp'],
    ],
    [
      'anonymous visitor with files',
      { loggedIn: false, isStaff: false, orderDesk: false, hasFiles: true, flags: noFlags },
      ['home', ...company, 'logIn', 'signUp'],
    ],
    [
      'customer',
      { loggedIn: true, isStaff: false, orderDesk: false, hasFiles: true, flags: noFlags },
      ['home', 'orders', 'profile', ...company, 'logOut'],
    ],
    [
      'staff without files',
      { loggedIn: true, isStaff: true, orderDesk: false, hasFiles: false, flags: noFlags },
      ['home', 'orders', 'profile', ...company, 'logOut'],
    ],
    [
      'staff with files',
      { loggedIn: true, isStaff: true, orderDesk: false, hasFiles: true, flags: noFlags },
      ['home', 'orders', 'profile', 'shareFiles', ...company, 'logOut'],
    ],
    [
      'staff with the order-desk role',
      { loggedIn: true, isStaff: true, orderDesk: true, hasFiles: false, flags: noFlags },
      ['home', 'orders', 'profile', 'orderDesk', ...company, 'logOut'],
    ],
    [
      'staff with the order-desk role and files, of a theme hiding orders and profile',
      {
        loggedIn: true,
        isStaff: true,
        orderDesk: true,
        hasFiles: true,
        flags: { ...noFlags, hideOrders: true, hideProfile: true },
      },
      ['home', 'shareFiles', 'orderDesk', ...company, 'logOut'],
    ],
    [
      'customer of a theme hiding orders, profile and log out',
      {
        loggedIn: true,
        isStaff: false,
        orderDesk: false,
        hasFiles: false,
        flags: { hideOrders: true, hideProfile: true, hideLogOut: true },
      },
      ['home', ...company],
    ],
    [
      'anonymous visitor of that theme',
      {
        loggedIn: false,
        isStaff: false,
        orderDesk: false,
        hasFiles: false,
        flags: { hideOrders: true, hideProfile: true, hideLogOut: true },
      },
      ['home', ...company, 'logIn', 'signUp'],
    ],
    [
      'customer of a theme hiding only orders',
      {
        loggedIn: true,
        isStaff: false,
        orderDesk: false,
        hasFiles: false,
        flags: { ...noFlags, hideOrders: true },
      },
      ['home', 'profile', ...company, 'logOut'],
    ],
    [
      'customer of a theme hiding only the profile',
      {
        loggedIn: true,
        isStaff: false,
        orderDesk: false,
        hasFiles: false,
        flags: { ...noFlags, hideProfile: true },
      },
      ['home', 'orders', ...company, 'logOut'],
    ],
    [
      'customer of a theme hiding only log out',
      {
        loggedIn: true,
        isStaff: false,
        orderDesk: false,
        hasFiles: false,
        flags: { ...noFlags, hideLogOut: true },
      },
      ['home', 'orders', 'profile', ...company],
    ],
  ] satisfies [string, SideMenuInput, string[]][])('%s', (_name, input, expected) => {
    expect(ids(input)).toEqual(expected);
  });

  const fullOrder = ids({ loggedIn: true, isStaff: true, orderDesk: true, hasFiles: true, flags: noFlags });
  const order = [...fullOrder.slice(0, -1), 'logOut', 'logIn', 'signUp'];

  it.each(combinations)('follows every rule for %j', (input) => {
    const shown = ids(input);
    const { loggedIn, isStaff, orderDesk, hasFiles, flags } = input;
    expect(shown.includes('orders')).toBe(loggedIn && !flags.hideOrders);
    expect(shown.includes('profile')).toBe(loggedIn && !flags.hideProfile);
    expect(shown.includes('logOut')).toBe(loggedIn && !flags.hideLogOut);
    expect(shown.includes('shareFiles')).toBe(loggedIn && isStaff && hasFiles);
    // The server sends the role to logged-in staff only (accounts.api.test.ts).
    expect(shown.includes('orderDesk')).toBe(orderDesk);
    expect(shown.includes('logIn')).toBe(!loggedIn);
    expect(shown.includes('signUp')).toBe(!loggedIn);
    for (const always of ['home', ...company]) expect(shown).toContain(always);
    // Always in the spec's order.
    expect(shown).toEqual(order.filter((id) => shown.includes(id)));
  });

  it('opens dialogs and pages as the spec names them', () => {
    const items = sideMenuItems({
      loggedIn: true,
      isStaff: true,
      orderDesk: true,
      hasFiles: true,
      flags: noFlags,
    });
    const action = (id: string) => items.find((item) => item.id === id)?.action;
    expect(action('home')).toEqual({ kind: 'page', route: 'home' });
    expect(action('orders')).toEqual({ kind: 'dialog', dialog: 'orders' });
    expect(action('profile')).toEqual({ kind: 'dialog', dialog: 'profiel' });
    expect(action('shareFiles')).toEqual({ kind: 'dialog', dialog: 'bestanden-delen' });
    expect(action('orderDesk')).toEqual({ kind: 'page', route: 'orderDesk' });
    expect(items.find((item) => item.id === 'orderDesk')?.label).toBe('menu.orderDesk');
    expect(action('about')).toEqual({ kind: 'page', route: 'about' });
    expect(action('logOut')).toEqual({ kind: 'logOut' });
    const loggedOut = sideMenuItems({
      loggedIn: false,
      isStaff: false,
      orderDesk: false,
      hasFiles: false,
      flags: noFlags,
    });
    expect(loggedOut.find((item) => item.id === 'logIn')?.action).toEqual({
      kind: 'dialog',
      dialog: 'inloggen',
    });
    expect(loggedOut.find((item) => item.id === 'signUp')?.action).toEqual({
      kind: 'dialog',
      dialog: 'inschrijven',
    });
  });

  it('shows Klanten only to staff with the customerLinks role, after the order desk (decision 0135)', () => {
    const staff = { loggedIn: true, isStaff: true, orderDesk: true, hasFiles: false, flags: noFlags };
    expect(ids({ ...staff, customerLinks: true })).toEqual([
      'home',
      'orders',
      'profile',
      'orderDesk',
      'staffCustomers',
      ...company,
      'logOut',
    ]);
    expect(ids(staff)).not.toContain('staffCustomers');
    expect(ids({ ...staff, isStaff: false, orderDesk: false, customerLinks: false })).not.toContain(
      'staffCustomers',
    );
    const item = sideMenuItems({ ...staff, customerLinks: true }).find(
      (entry) => entry.id === 'staffCustomers',
    );
    expect(item).toMatchObject({
      label: 'menu.staffCustomers',
      action: { kind: 'page', route: 'staffCustomers' },
    });
  });
});
