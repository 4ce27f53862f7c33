import type { ServiceKey } from '@portal/shared/i18n/nl/services';
import type { RouteName } from '@portal/shared/routes';

/**
 * Route names by the start of their name, and the service each belongs to (the print store is
 * built: issue 29; the file store: issue 31).
 */
const PREFIXES: [string, ServiceKey][] = [
  ['printOrder', 'printOrder'],
  ['productOrder', 'productOrder'],
  ['checkOut', 'checkout'],
];

/** The service a route of a not yet built flow belongs to; null for any other route. */
export function serviceOfRoute(name: RouteName): ServiceKey | null {
  return PREFIXES.find(([prefix]) => name.startsWith(prefix))?.[1] ?? null;
}
