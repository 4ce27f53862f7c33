import { listProducts } from '@portal/shared/api/catalogue.api';
import { answerOnce } from '../../platform/prepared-answers';
import { type RouteDefinition, route } from '../../platform/routes';
import type { CatalogueService, CatalogueViewer } from './catalogue.service';

/**
 * What a visitor sees (issue 29 point 7, decision 0109): the products anybody may order, at the
 * lowest security level and of no customer's theme, with their public prices.
 */
export const VISITOR: CatalogueViewer = { securityLevel: 0, themeId: null };

export function catalogueRoutes(catalogue: CatalogueService): RouteDefinition[] {
  return [
    // The same list for a whole viewer group: serialised once per catalogue version (decision 0040).
    route(listProducts, async ({ optionalCaller }) => {
      const user = (await optionalCaller())?.user;
      return answerOnce(
        listProducts,
        await catalogue.catalogueFor(
          user ? { securityLevel: user.securityLevel, themeId: user.themeId } : VISITOR,
        ),
      );
    }),
  ];
}
