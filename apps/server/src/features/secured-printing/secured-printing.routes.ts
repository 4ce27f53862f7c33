import { listProductTemplates } from '@portal/shared/api/orders.api';
import { type RouteDefinition, route } from '../../platform/routes';
import type { SecuredPrintingService } from './secured-printing.service';

export function securedPrintingRoutes(service: SecuredPrintingService): RouteDefinition[] {
  return [
    route(listProductTemplates, async ({ caller }) =>
      service.templates({ securityLevel: caller.user.securityLevel }),
    ),
  ];
}
