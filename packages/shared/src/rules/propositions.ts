import { isRouteName, type RouteName, routePattern } from '../routes';
import type { Proposition } from '../schemas/proposition';
import type { IntroKey } from './intro-keys';

/**
 * Leaves out menu items the user may not see (item level above the user's; 0 when logged
 * out), at every depth; a sub-menu left empty disappears too.
 */
export function filterPropositions(items: readonly Proposition[], securityLevel: number): Proposition[] {
  return items.flatMap((item) => {
    if (item.securityLevel > securityLevel) return [];
    if (item.destinationType !== 'menu') return [item];
    const menuItems = filterPropositions(item.menuItems, securityLevel);
    return menuItems.length > 0 ? [{ ...item, menuItems }] : [];
  });
}

/** What choosing an item does: a sub-menu with a single item starts that item directly. */
export function resolveChoice(item: Proposition): Proposition {
  if (item.destinationType === 'menu' && item.menuItems.length === 1)
    return resolveChoice(item.menuItems[0]!);
  return item;
}

/**
 * The intro flags of the user preferences (spec 01 section 3): whether the user still wants
 * to see each intro screen. A missing flag means yes.
 */
export type IntroPreferences = Partial<Record<IntroKey, boolean>>;

/**
 * Whether the intro screen shows before the item starts: always with alwaysShowIntro,
 * else unless the user said not to show this intro again.
 */
export function shouldShowIntro(item: Proposition, intros: IntroPreferences): boolean {
  if (!item.hasIntro || !item.introScreen) return false;
  if (item.alwaysShowIntro) return true;
  return intros[item.introScreen.key] !== false;
}

/**
 * The item that choosing `item` starts: like resolveChoice it follows single-item sub-menus,
 * but it stops at an item whose intro screen has to show first.
 */
export function startingItem(item: Proposition, intros: IntroPreferences): Proposition {
  if (shouldShowIntro(item, intros)) return item;
  if (item.destinationType === 'menu' && item.menuItems.length === 1)
    return startingItem(item.menuItems[0]!, intros);
  return item;
}

const REQUIRED_PARAM = /\/:[A-Za-z]+(?=\/|$)/;

/** The route a `page` item opens: a known route name that needs no parameters, else null. */
export function pageRouteOf(item: Proposition): RouteName | null {
  if (item.destinationType !== 'page' || !isRouteName(item.destination)) return null;
  return REQUIRED_PARAM.test(routePattern(item.destination, 'brand')) ? null : item.destination;
}

/**
 * Leaves out items whose destination cannot work (a page that is no route, or a route that
 * needs parameters a menu item cannot give), at every depth; a sub-menu left empty disappears.
 */
export function withWorkingDestinations(items: readonly Proposition[]): Proposition[] {
  return items.flatMap((item) => {
    if (item.destinationType === 'page') return pageRouteOf(item) ? [item] : [];
    if (item.destinationType !== 'menu') return [item];
    const menuItems = withWorkingDestinations(item.menuItems);
    return menuItems.length > 0 ? [{ ...item, menuItems }] : [];
  });
}

/** The menu the home screen shows a user of this security level. */
export function visiblePropositions(items: readonly Proposition[], securityLevel: number): Proposition[] {
  return withWorkingDestinations(filterPropositions(items, securityLevel));
}
