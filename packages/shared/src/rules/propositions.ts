import type { Proposition } from '../schemas/proposition';

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

export type IntroPreferences = Partial<Record<NonNullable<Proposition['introScreen']>['key'], boolean>>;

/**
 * Whether the intro screen shows before the item starts: always with alwaysShowIntro,
 * else unless the user said not to show this intro again.
 */
export function shouldShowIntro(item: Proposition, hiddenIntros: IntroPreferences): boolean {
  if (!item.hasIntro || !item.introScreen) return false;
  if (item.alwaysShowIntro) return true;
  return hiddenIntros[item.introScreen.key] !== true;
}
