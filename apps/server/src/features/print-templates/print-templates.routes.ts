import {
  createPrintTemplate,
  deletePrintTemplate,
  listPrintTemplates,
} from '@portal/shared/api/print-templates.api';
import { type Caller, type RouteDefinition, route } from '../../platform/routes';
import type { PrintTemplatesService, TemplatesCaller } from './print-templates.service';

const templatesCaller = (caller: Caller): TemplatesCaller => ({
  userId: caller.user.id,
  securityLevel: caller.user.securityLevel,
  themeId: caller.user.themeId,
  role: caller.user.printStoreRole,
});

export function printTemplatesRoutes(templates: PrintTemplatesService): RouteDefinition[] {
  return [
    route(listPrintTemplates, async ({ caller }) => templates.list(templatesCaller(caller))),
    route(createPrintTemplate, async ({ caller, body }) => templates.create(templatesCaller(caller), body)),
    route(deletePrintTemplate, async ({ caller, params }) =>
      templates.remove(templatesCaller(caller), params.templateId),
    ),
  ];
}
