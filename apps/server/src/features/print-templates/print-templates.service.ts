import { translate } from '@portal/shared/i18n/translate';
import {
  MAX_PRINT_TEMPLATES,
  specsNameProductOptions,
  templatesHidden,
} from '@portal/shared/rules/print-templates';
import {
  type CreatePrintTemplateBody,
  type PrintTemplate,
  type PrintTemplateList,
  printTemplateNameSchema,
} from '@portal/shared/schemas/print-templates';
import type { ThemeSettings } from '@portal/shared/schemas/theme';
import type { Clock } from '../../lib/clock';
import { type Failure, fail } from '../../platform/failure';
import type { CatalogueService, CatalogueViewer } from '../catalogue/catalogue.service';
import type { PrintTemplateRow, PrintTemplatesRepository } from './print-templates.repository';

/**
 * Who asks: a logged-in user, what the catalogue needs to know of them, and their role (the
 * print store role the spec's user carries, printStore.role; decision 0050).
 */
export type TemplatesCaller = CatalogueViewer & { userId: string; role: string | null };

type Deps = {
  repository: PrintTemplatesRepository;
  catalogue: CatalogueService;
  customFieldsOf: (themeId: string | null) => Promise<ThemeSettings['customFields']>;
  clock: Clock;
};

/** A user's print templates (spec 02 sections 3, 5, 6 and 7; decision 0050). */
export function createPrintTemplatesService(deps: Deps) {
  const { repository, catalogue, clock } = deps;

  /** The theme withholds templates from this user (spec 02 section 6). */
  async function hiddenFor(caller: TemplatesCaller): Promise<boolean> {
    const customFields = await deps.customFieldsOf(caller.themeId);
    return templatesHidden(customFields.printSpecs?.hideTemplates, caller.role);
  }

  async function toTemplate(caller: TemplatesCaller, row: PrintTemplateRow): Promise<PrintTemplate> {
    const product = await catalogue.productFor(caller, row.productId);
    return {
      id: row.id,
      name: row.name,
      productId: row.productId,
      productTitle: product?.title ?? row.productTitle,
      specs: row.specs,
      available: product !== undefined,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    async list(caller: TemplatesCaller): Promise<PrintTemplateList | Failure<'FORBIDDEN'>> {
      if (await hiddenFor(caller)) return fail('FORBIDDEN');
      const rows = await repository.listOf(caller.userId);
      const templates = await Promise.all(rows.map((row) => toTemplate(caller, row)));
      return { templates, max: MAX_PRINT_TEMPLATES };
    },

    /**
     * Saves a product with its options under a name. The product must be one the user may
     * order and every option one of the product's; whether it suits a particular file is judged
     * when it is applied (the cart's configure refuses what does not fit).
     */
    async create(
      caller: TemplatesCaller,
      body: CreatePrintTemplateBody,
    ): Promise<
      | PrintTemplate
      | Failure<
          | 'FORBIDDEN'
          | 'PRINT_TEMPLATE_NAME_INVALID'
          | 'PRINT_TEMPLATE_NAME_TAKEN'
          | 'PRINT_TEMPLATE_LIMIT_REACHED'
          | 'PRODUCT_NOT_FOUND'
          | 'OPTION_NOT_AVAILABLE'
        >
    > {
      if (await hiddenFor(caller)) return fail('FORBIDDEN');
      const name = printTemplateNameSchema.safeParse(body.name);
      if (!name.success) return fail('PRINT_TEMPLATE_NAME_INVALID');
      const product = await catalogue.productFor(caller, body.productId);
      if (!product) return fail('PRODUCT_NOT_FOUND');
      if (!specsNameProductOptions(product, body.specs)) return fail('OPTION_NOT_AVAILABLE');
      const stored = await repository.insert(
        caller.userId,
        { name: name.data, productId: product.id, productTitle: product.title, specs: body.specs },
        MAX_PRINT_TEMPLATES,
        clock.now(),
      );
      if (stored === 'nameTaken') return fail('PRINT_TEMPLATE_NAME_TAKEN');
      if (stored === 'limitReached')
        return fail(
          'PRINT_TEMPLATE_LIMIT_REACHED',
          translate('errors.PRINT_TEMPLATE_LIMIT_REACHED', { max: MAX_PRINT_TEMPLATES }),
        );
      return toTemplate(caller, stored);
    },

    async remove(
      caller: TemplatesCaller,
      templateId: string,
    ): Promise<null | Failure<'FORBIDDEN' | 'PRINT_TEMPLATE_NOT_FOUND'>> {
      if (await hiddenFor(caller)) return fail('FORBIDDEN');
      return (await repository.delete(caller.userId, templateId)) ? null : fail('PRINT_TEMPLATE_NOT_FOUND');
    },
  };
}
export type PrintTemplatesService = ReturnType<typeof createPrintTemplatesService>;
