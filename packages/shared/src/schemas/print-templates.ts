import { z } from 'zod';
import { PRINT_TEMPLATE_NAME_MAX, PRINT_TEMPLATE_NAME_MIN } from '../rules/print-templates';
import { specEntrySchema } from './catalogue';

/**
 * Print templates (spec 02 sections 3 and 7, 'Save, list and delete templates'; decision 0050):
 * a user's named product with its options, to apply to files in the print step.
 */

/** The name as the form and the server judge it: trimmed, 2 to 64 characters. */
export const printTemplateNameSchema = z
  .string()
  .trim()
  .min(PRINT_TEMPLATE_NAME_MIN, `Een naam heeft minimaal ${PRINT_TEMPLATE_NAME_MIN} tekens.`)
  .max(PRINT_TEMPLATE_NAME_MAX, `Een naam heeft maximaal ${PRINT_TEMPLATE_NAME_MAX} tekens.`);

/**
 * POST /api/v3/print-templates. The name is read loosely here and judged by the service with
 * printTemplateNameSchema, so a wrong name answers its own code (PRINT_TEMPLATE_NAME_INVALID).
 */
export const createPrintTemplateBodySchema = z.object({
  name: z.string().max(500),
  productId: z.string().min(1).max(64),
  specs: z.array(specEntrySchema).max(100),
});
export type CreatePrintTemplateBody = z.infer<typeof createPrintTemplateBodySchema>;

export const printTemplateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  productId: z.string(),
  /** The product's title now, or as it was when the template was saved if it is gone. */
  productTitle: z.string(),
  specs: z.array(specEntrySchema),
  /** The user may still order the product; a template of a product that is gone cannot be applied. */
  available: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type PrintTemplate = z.infer<typeof printTemplateSchema>;

export const printTemplateListSchema = z.object({
  /** By name, case aside. */
  templates: z.array(printTemplateSchema),
  /** How many templates one user may keep. */
  max: z.number().int().positive(),
});
export type PrintTemplateList = z.infer<typeof printTemplateListSchema>;

export const printTemplateParams = z.object({ templateId: z.uuid() });
