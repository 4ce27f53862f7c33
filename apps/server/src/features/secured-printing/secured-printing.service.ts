import { SECURED_PRINTING_LEVEL } from '@portal/shared/constants';
import type { ProductTemplate, ProductTemplatesResponse } from '@portal/shared/schemas/secured';
import { type Failure, fail } from '../../platform/failure';
import type { SecuredPrintingRepository } from './secured-printing.repository';

/** Who asks: what the secured print order needs of the user. */
export type SecuredCaller = { securityLevel: number };

/**
 * The secured print order's product templates (spec 02 sections 2.3 and 3, issue 28 point 6):
 * offered to users with secured printing (security level 2 and up, as the home menu's item).
 */
export function createSecuredPrintingService(deps: { repository: SecuredPrintingRepository }) {
  const mayPrintSecured = (caller: SecuredCaller) => caller.securityLevel >= SECURED_PRINTING_LEVEL;

  return {
    mayPrintSecured,

    async templates(
      caller: SecuredCaller,
    ): Promise<ProductTemplatesResponse | Failure<'SECURED_PRINTING_NOT_ALLOWED'>> {
      if (!mayPrintSecured(caller)) return fail('SECURED_PRINTING_NOT_ALLOWED');
      return { templates: await deps.repository.listActive() };
    },

    /** The templates an order may name now, by id (a withdrawn one is not ordered again). */
    async templatesById(): Promise<Map<string, ProductTemplate>> {
      return new Map((await deps.repository.listActive()).map((template) => [template.id, template]));
    },
  };
}
export type SecuredPrintingService = ReturnType<typeof createSecuredPrintingService>;
