import { z } from 'zod';
import { MAX_QUANTITY } from '../rules/pricing';

/**
 * The product templates of the secured print order (spec 02 section 3, Product template): each a
 * list of specs, a spec a slider (an ordered list of options) or a set of options of which one
 * may open submenus (a title, its options, a default). `align` places the spec in the left or
 * the right column of the step. The templates are data (the secured_product_templates table).
 */

const title = z.string().trim().min(1).max(80);
const optionName = z.string().trim().min(1).max(80);

export const securedSubmenuSchema = z
  .object({ title, options: z.array(optionName).min(1).max(20), default: optionName })
  .refine((submenu) => submenu.options.includes(submenu.default), 'default is no option');
export type SecuredSubmenu = z.infer<typeof securedSubmenuSchema>;

const align = z.enum(['left', 'right']);

export const securedSliderSpecSchema = z.object({
  type: z.literal('slider'),
  title,
  align,
  /** In the order they lie on the slider. */
  options: z.array(optionName).min(2).max(12),
  default: optionName,
});

export const securedOptionSpecSchema = z.object({
  type: z.literal('option'),
  title,
  align,
  options: z
    .array(z.object({ name: optionName, submenus: z.array(securedSubmenuSchema).max(4).default([]) }))
    .min(1)
    .max(20),
  default: optionName,
});

export const securedSpecSchema = z
  .discriminatedUnion('type', [securedSliderSpecSchema, securedOptionSpecSchema])
  .refine(
    (spec) =>
      spec.type === 'slider'
        ? spec.options.includes(spec.default)
        : spec.options.some((option) => option.name === spec.default),
    'default is no option',
  );
export type SecuredSpec = z.infer<typeof securedSpecSchema>;

export const productTemplateSchema = z.object({
  id: z.string().min(1).max(64),
  title,
  description: z.string().max(500),
  specs: z.array(securedSpecSchema).min(1).max(12),
});
export type ProductTemplate = z.infer<typeof productTemplateSchema>;

export const productTemplatesResponseSchema = z.object({ templates: z.array(productTemplateSchema) });
export type ProductTemplatesResponse = z.infer<typeof productTemplatesResponseSchema>;

/** A chosen option of a template's spec, with the options of its submenus. */
export const securedChoiceSchema = z.object({
  spec: title,
  option: optionName,
  submenus: z
    .array(z.object({ title, option: optionName }))
    .max(4)
    .default([]),
});
export type SecuredChoice = z.infer<typeof securedChoiceSchema>;

/**
 * One file of a secured print order as step 1 assigns it: the template (null while the customer
 * has not chosen one), its choices and the number of prints.
 */
export const securedLineSchema = z.object({
  fileId: z.uuid(),
  templateId: z.string().min(1).max(64).nullable(),
  choices: z.array(securedChoiceSchema).max(12).default([]),
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
});
export type SecuredLine = z.infer<typeof securedLineSchema>;
