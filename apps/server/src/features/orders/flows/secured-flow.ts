import { securedFileErrors } from '@portal/shared/rules/order-completeness';
import { ORDERABLE_IN_PURCHASING_PORTAL } from '@portal/shared/rules/purchasing-portal';
import { fitsTemplate } from '@portal/shared/rules/secured-specs';
import type { OrderedChoice } from '@portal/shared/schemas/orders';
import type { ProductTemplate, SecuredChoice, SecuredLine } from '@portal/shared/schemas/secured';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { fail, isFailure } from '../../../platform/failure';
import type { SecuredPrintingService } from '../../secured-printing/secured-printing.service';
import type { FileIntake } from '../../uploads/file-intake.service';
import type { OrderedFiles } from '../../uploads/ordered-files';
import type { OrderFlow, PlacedLine } from '../pipeline/order-flow';
import { fileParts } from './line-parts';
import { type PrintOrderBody, sessionFlowBase } from './print-flow';

/**
 * A template's choices as an order line's: the spec's title is the group (lower case as its
 * name, so the ticket reads 'formaat', 'kleur' and 'printwijze' as it does a catalogue product's),
 * each submenu a choice of its own under '<spec> – <submenu>'.
 */
export function securedChoices(
  template: ProductTemplate,
  choices: readonly SecuredChoice[],
): OrderedChoice[] {
  return choices.flatMap((choice) => [
    {
      menuId: template.id,
      optionGroupName: choice.spec.toLowerCase(),
      optionName: choice.option,
      groupTitle: choice.spec,
      optionTitle: choice.option,
    },
    ...choice.submenus.map((submenu) => ({
      menuId: template.id,
      optionGroupName: `${choice.spec} – ${submenu.title}`.toLowerCase(),
      optionName: submenu.option,
      groupTitle: `${choice.spec} – ${submenu.title}`,
      optionTitle: submenu.option,
    })),
  ]);
}

function securedLine(file: UploadedFile, line: SecuredLine, template: ProductTemplate): PlacedLine {
  const colour = line.choices.find((choice) => choice.spec.toLowerCase() === 'kleur')?.option.toLowerCase();
  return {
    kind: 'secured_file',
    ...fileParts(file),
    productId: template.id,
    productTitle: template.title,
    specs: securedChoices(template, line.choices),
    content: { choices: line.choices, printsInColour: colour === 'kleur' },
    format: null,
    quantity: line.quantity,
    unitPriceCents: null,
    // Secured printing is charged by the provider's agreement with the customer, never on screen.
    linePriceCents: null,
    breakdown: null,
    noPriceReason: 'byAgreement',
    priceHidden: true,
  };
}

type Deps = {
  files: Pick<FileIntake, 'list'>;
  secured: Pick<SecuredPrintingService, 'mayPrintSecured' | 'templatesById'>;
  orderedFiles: Pick<OrderedFiles, 'isStored' | 'takeForOrder' | 'afterClosing'>;
};

/**
 * The secured print order (spec 02 sections 2.3 and 4, issue 28 point 6; printType
 * PRINT_TEMPLATE): the upload session's files, each with a product template, its choices and a
 * number of prints as step 1 assigned them; made at a secure shop only (the pipeline refuses any
 * other, SHOP_NOT_SECURE). One order per session, as the print order.
 */
export type SecuredFlowFailure =
  | 'SECURED_PRINTING_NOT_ALLOWED'
  | 'UPLOAD_SESSION_NOT_FOUND'
  | 'SECURED_FILES_CHANGED'
  | 'FILE_STILL_ANALYSING'
  | 'UPLOAD_ERROR'
  | 'PRODUCT_TEMPLATE_NOT_FOUND'
  | 'PRODUCT_TEMPLATE_CHOICE_INVALID';

export function createSecuredFlow(deps: Deps): OrderFlow<PrintOrderBody, SecuredFlowFailure> {
  return {
    kind: 'secured',
    planningKind: 'secured',
    ...sessionFlowBase(deps.orderedFiles),
    // Always secure, whatever a client sent.
    detailsOf: (body) => ({ ...body.details, secure: true }),
    orderableInPurchasingPortal: ORDERABLE_IN_PURCHASING_PORTAL.secured,

    async prepare(caller, body) {
      if (!deps.secured.mayPrintSecured(caller)) return fail('SECURED_PRINTING_NOT_ALLOWED');
      const files = await deps.files.list(caller, body.sessionId);
      if (isFailure(files)) return files;
      const byId = new Map(files.map((file) => [file.uuid, file]));
      // The lines name every file of the session once, as step 1 showed them: a file added or
      // removed since (another window), or one of another session, changes what would be printed
      // and what the closing session deletes. Without any line the order is incomplete (fileError).
      const named = new Set(body.securedLines.map((line) => line.fileId));
      if (
        body.securedLines.length > 0 &&
        (named.size !== body.securedLines.length ||
          named.size !== byId.size ||
          [...named].some((fileId) => !byId.has(fileId)))
      )
        return fail('SECURED_FILES_CHANGED');
      const templates = await deps.secured.templatesById();
      const lines: PlacedLine[] = [];
      for (const line of body.securedLines) {
        const file = byId.get(line.fileId)!;
        if (file.status === 'ANALYZING') return fail('FILE_STILL_ANALYSING');
        if (!(await deps.orderedFiles.isStored(file.uuid))) return fail('UPLOAD_ERROR');
        if (line.templateId === null) continue;
        const template = templates.get(line.templateId);
        if (!template) return fail('PRODUCT_TEMPLATE_NOT_FOUND');
        if (!fitsTemplate(template, line.choices)) return fail('PRODUCT_TEMPLATE_CHOICE_INVALID');
        lines.push(securedLine(file, line, template));
      }
      const errors = securedFileErrors(body.securedLines);
      return {
        lines,
        errors: [errors.fileError, errors.productError].filter((error) => error !== undefined),
        // No amount is shown for secured work.
        checkTotal: false,
      };
    },
  };
}
