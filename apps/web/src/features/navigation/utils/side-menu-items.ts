import type { TextKey } from '@portal/shared/i18n/translate';
import type { RouteName } from '@portal/shared/routes';
import type { ThemeFlags } from '@portal/shared/schemas/theme';
import type { DialogName } from '../../../lib/dialogs';

export type SideMenuAction =
  | { kind: 'page'; route: RouteName }
  | { kind: 'dialog'; dialog: DialogName }
  | { kind: 'logOut' };

/** Items are shown in groups: the visitor's own things, the company pages, the session. */
export type SideMenuGroup = 'main' | 'company' | 'session';

export type SideMenuItem = { id: string; label: TextKey; group: SideMenuGroup; action: SideMenuAction };

export type SideMenuInput = {
  loggedIn: boolean;
  /** A user of one of the provider's own company domains. */
  isStaff: boolean;
  /**
   * Logged in with the order-desk role: the user's staffRoles, which the server sends only to
   * staff (decision 0056).
   */
  orderDesk: boolean;
  /** Logged in with the customerLinks role (decision 0135): the Klanten screen. */
  customerLinks?: boolean;
  /** Files are uploaded in this session. */
  hasFiles: boolean;
  flags: Pick<ThemeFlags, 'hideOrders' | 'hideProfile' | 'hideLogOut'>;
};

const page = (route: RouteName): SideMenuAction => ({ kind: 'page', route });
const dialog = (name: DialogName): SideMenuAction => ({ kind: 'dialog', dialog: name });

/** The company pages, each an item always shown; route, item and label share the name. */
const COMPANY_PAGES = [
  'whatWeDo',
  'howWeWork',
  'sustainability',
  'about',
  'careers',
  'faq',
  'contact',
] as const;

/** Every item in the spec's order (01 section 2, side menu), with the rule that shows it. */
const allItems: (SideMenuItem & { show: (input: SideMenuInput) => boolean })[] = [
  { id: 'home', label: 'menu.home', group: 'main', action: page('home'), show: () => true },
  {
    id: 'orders',
    label: 'menu.myOrders',
    group: 'main',
    action: dialog('orders'),
    show: ({ loggedIn, flags }) => loggedIn && !flags.hideOrders,
  },
  {
    id: 'profile',
    label: 'menu.myProfile',
    group: 'main',
    action: dialog('profiel'),
    show: ({ loggedIn, flags }) => loggedIn && !flags.hideProfile,
  },
  {
    id: 'shareFiles',
    label: 'menu.shareFiles',
    group: 'main',
    action: dialog('bestanden-delen'),
    show: ({ loggedIn, isStaff, hasFiles }) => loggedIn && isStaff && hasFiles,
  },
  {
    id: 'orderDesk',
    label: 'menu.orderDesk',
    group: 'main',
    action: page('orderDesk'),
    show: ({ orderDesk }) => orderDesk,
  },
  {
    id: 'staffCustomers',
    label: 'menu.staffCustomers',
    group: 'main',
    action: page('staffCustomers'),
    show: ({ customerLinks }) => customerLinks === true,
  },
  ...COMPANY_PAGES.map((id) => ({
    id,
    label: `menu.${id}` as const,
    group: 'company' as const,
    action: page(id),
    show: () => true,
  })),
  {
    id: 'logOut',
    label: 'menu.logOut',
    group: 'session',
    action: { kind: 'logOut' },
    show: ({ loggedIn, flags }) => loggedIn && !flags.hideLogOut,
  },
  {
    id: 'logIn',
    label: 'menu.logIn',
    group: 'session',
    action: dialog('inloggen'),
    show: ({ loggedIn }) => !loggedIn,
  },
  {
    id: 'signUp',
    label: 'menu.signUp',
    group: 'session',
    action: dialog('inschrijven'),
    show: ({ loggedIn }) => !loggedIn,
  },
];

/**
 * The side menu for a visitor: account items only when logged in (and not hidden by the
 * theme), 'Bestanden delen' only for staff with files, 'Orderbalie' only for staff with the
 * order-desk role, 'Klanten' only for staff with the customerLinks role, log in and sign up only
 * when logged out.
 */
export function sideMenuItems(input: SideMenuInput): SideMenuItem[] {
  return allItems.filter((item) => item.show(input)).map(({ show: _show, ...item }) => item);
}
