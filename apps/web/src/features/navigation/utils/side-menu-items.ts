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
  /** Files are uploaded in this session. */
  hasFiles: boolean;
  flags: Pick<ThemeFlags, 'hideOrders' | 'hideProfile' | 'hideLogOut'>;
};

const page = (route: RouteName): SideMenuAction => ({ kind: 'page', route });
const dialog = (name: DialogName): SideMenuAction => ({ kind: 'dialog', dialog: name });

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
  { id: 'whatWeDo', label: 'menu.whatWeDo', group: 'company', action: page('whatWeDo'), show: () => true },
  { id: 'howWeWork', label: 'menu.howWeWork', group: 'company', action: page('howWeWork'), show: () => true },
  {
    id: 'sustainability',
    label: 'menu.sustainability',
    group: 'company',
    action: page('sustainability'),
    show: () => true,
  },
  { id: 'about', label: 'menu.about', group: 'company', action: page('about'), show: () => true },
  { id: 'careers', label: 'menu.careers', group: 'company', action: page('careers'), show: () => true },
  { id: 'faq', label: 'menu.faq', group: 'company', action: page('faq'), show: () => true },
  { id: 'contact', label: 'menu.contact', group: 'company', action: page('contact'), show: () => true },
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
 * theme), 'Bestanden delen' only for staff with files, log in and sign up only when logged out.
 */
export function sideMenuItems(input: SideMenuInput): SideMenuItem[] {
  return allItems.filter((item) => item.show(input)).map(({ show: _show, ...item }) => item);
}
