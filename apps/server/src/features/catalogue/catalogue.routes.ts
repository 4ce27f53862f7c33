import { listProducts } from '@portal/shared/api/catalogue.api';
import { type RouteDefinition, route } from '../../platform/routes';
import type { CatalogueService } from './catalogue.service';

export function catalogueRoutes(catalogue: CatalogueService): RouteDefinition[] {
  return [
    route(listProducts, async ({ caller }) => ({
      products: await catalogue.productsFor({
        securityLevel: caller.user.securityLevel,
        themeId: caller.user.themeId,
      }),
    })),
  ];
}
