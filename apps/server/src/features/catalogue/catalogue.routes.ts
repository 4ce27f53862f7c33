import { listProducts } from '@portal/shared/api/catalogue.api';
import { answerOnce } from '../../platform/prepared-answers';
import { type RouteDefinition, route } from '../../platform/routes';
import type { CatalogueService } from './catalogue.service';

export function catalogueRoutes(catalogue: CatalogueService): RouteDefinition[] {
  return [
    // The same list for a whole viewer group: serialised once per catalogue version (decision 0040).
    route(listProducts, async ({ caller }) =>
      answerOnce(
        listProducts,
        await catalogue.catalogueFor({
          securityLevel: caller.user.securityLevel,
          themeId: caller.user.themeId,
        }),
      ),
    ),
  ];
}
