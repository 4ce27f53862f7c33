import type { ChosenSpecs, SpecMenu } from '@portal/shared/schemas/print-store';

/**
 * What a product type's save means for the packages that fix specs of designs on it (decision
 * 0124). A package item stores a value for every menu of its type (the admin's package contents
 * are saved with the defaults filled in), so the shop reads what to make from the package alone.
 * When the type's menus change, the items follow in the same transaction: a removed menu is no
 * longer fixed, a new menu is fixed at its default. A value a package fixes cannot simply go: the
 * package was sold as that, so the save is refused, naming the value and the packages.
 */

/** A package item of a design on the type being saved. */
export type FixedItem = { packageId: string; position: number; packageName: string; specs: ChosenSpecs };

export type PackagesFollow =
  | {
      /** A value still fixed by packages, which the save would remove. */
      refused: { menu: string; value: string; packages: string[] };
    }
  | {
      /** The items whose specs change: their new specs, and the menus (by title) no longer and now fixed. */
      changed: (FixedItem & { removedMenus: string[]; addedMenus: string[] })[];
    };

/** Menus with one chosen value (the others, info and pictograms, are never fixed by a package). */
const hasValue = (menu: SpecMenu) => menu.default !== null && menu.values.length > 0;

export function packagesFollow(before: SpecMenu[], after: SpecMenu[], items: FixedItem[]): PackagesFollow {
  const now = new Map(after.map((menu) => [menu.name, menu]));
  const old = new Set(before.map((menu) => menu.name));
  for (const menu of before) {
    const kept = now.get(menu.name);
    if (!kept) continue;
    for (const value of menu.values) {
      if (kept.values.some((offered) => offered.name === value.name)) continue;
      const packages = [
        ...new Set(
          items.filter((item) => item.specs[menu.name] === value.name).map((item) => item.packageName),
        ),
      ];
      if (packages.length > 0) return { refused: { menu: menu.title, value: value.title, packages } };
    }
  }
  const removed = before.filter((menu) => !now.has(menu.name));
  const added = after.filter((menu) => !old.has(menu.name) && hasValue(menu));
  const changed: (FixedItem & { removedMenus: string[]; addedMenus: string[] })[] = [];
  for (const item of items) {
    const gone = removed.filter((menu) => item.specs[menu.name] !== undefined);
    const fixed = added.filter((menu) => item.specs[menu.name] === undefined);
    if (gone.length + fixed.length === 0) continue;
    const specs: ChosenSpecs = {};
    for (const [name, value] of Object.entries(item.specs)) if (now.has(name)) specs[name] = value;
    for (const menu of fixed) specs[menu.name] = menu.default!;
    changed.push({
      ...item,
      specs,
      removedMenus: gone.map((menu) => menu.title),
      addedMenus: fixed.map((menu) => menu.title),
    });
  }
  return { changed };
}
