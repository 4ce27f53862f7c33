import { isRouteName, type RouteName, routePattern } from '../routes';
import type { Proposition } from '../schemas/proposition';
import type { ThemeSettings } from '../schemas/theme';
import type { IntroKey } from './intro-keys';
import { flowStepOfRoute, type OrderFlowId } from './order-steps';
import { placesFlow } from './purchasing-portal';

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

/** The order flow a menu item starts, if it starts one (a step of it, or the secured order's entry). */
function flowOf(item: Proposition): OrderFlowId | null {
  const route = pageRouteOf(item);
  if (route === 'securedOrder') return 'secured';
  return flowStepOfRoute(route)?.flow ?? null;
}

/**
 * Leaves out items that start an order the theme cannot place (a purchasing portal places only
 * orders with a price, decision 0100), at every depth; a sub-menu left empty disappears.
 */
export function withPlaceableFlows(
  items: readonly Proposition[],
  customFields: ThemeSettings['customFields'],
): Proposition[] {
  return items.flatMap((item) => {
    if (item.destinationType === 'menu') {
      const menuItems = withPlaceableFlows(item.menuItems, customFields);
      return menuItems.length > 0 ? [{ ...item, menuItems }] : [];
    }
    const flow = flowOf(item);
    return flow && !placesFlow(customFields, flow) ? [] : [item];
  });
}

/** The menu the home screen shows a user of this security level under this theme's custom fields. */
export function visiblePropositions(
  items: readonly Proposition[],
  securityLevel: number,
  customFields: ThemeSettings['customFields'],
): Proposition[] {
  return withPlaceableFlows(withWorkingDestinations(filterPropositions(items, securityLevel)), customFields);
}
