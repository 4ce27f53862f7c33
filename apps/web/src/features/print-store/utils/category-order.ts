import type { Category } from '@portal/shared/schemas/print-store';

/** The sidebar's order (spec 02 section 4): listOnTop first, otherwise as the server sent them. */
export function sidebarOrder(categories: readonly Category[]): Category[] {
  return [
    ...categories.filter((category) => category.listOnTop),
    ...categories.filter((category) => !category.listOnTop),
  ];
}
