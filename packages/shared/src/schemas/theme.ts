import { z } from 'zod';
import { isCompilableFieldFormat } from '../rules/field-format';
import { THEME_NAME_PATTERN } from '../rules/theme-name';
import { hexColorSchema } from './common';
import { themeOrderTermsSchema } from './delivery-terms';
import { propositionSchema } from './proposition';

export const themeNameSchema = z.string().regex(THEME_NAME_PATTERN, 'ongeldige themanaam');

export const backgroundPositions = [
  'center',
  'top',
  'bottom',
  'left',
  'right',
  'top left',
  'top right',
  'bottom left',
  'bottom right',
] as const;

const imageFileSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.(?:svg|png|jpe?g|webp)$/);

export const themeFlagsSchema = z.object({
  /** Shows the provider's own marketing content on the home screen (default theme only). */
  showMarketingContent: z.boolean().default(false),
  hideOrders: z.boolean().default(false),
  hideProfile: z.boolean().default(false),
  hideLogOut: z.boolean().default(false),
  hideChangePw: z.boolean().default(false),
  hideZipOption: z.boolean().default(false),
  hideDeliverOptions: z.boolean().default(false),
  hideInvoiceOptions: z.boolean().default(false),
  hidePricing: z.boolean().default(false),
  hideOwnPricing: z.boolean().default(false),
  hideDefaultContent: z.boolean().default(false),
  hideProductRequest: z.boolean().default(false),
  showSaveCustomFiles: z.boolean().default(false),
  /** Prints in colour by default. */
  color: z.boolean().default(false),
});

export const themeColoursSchema = z.object({
  primary: hexColorSchema,
  /** Text on top of the primary colour. */
  onPrimary: hexColorSchema,
  /** Page background behind the globe. */
  background: hexColorSchema,
});

/**
 * A format of a project field or the reference: a regular expression that compiles as the rules
 * run it (rules/field-format.ts). Whether it is also safe from catastrophic backtracking is
 * checked by the server when a theme is written (decision 0043); this check runs everywhere.
 */
const fieldFormatSchema = z
  .string()
  .max(200)
  .refine(isCompilableFieldFormat, 'ongeldige reguliere expressie');
/**
 * Limits of a theme's own maxLength (not in the spec): an order's project and reference are
 * short labels on an invoice, and a bound on the input also bounds the work of any format.
 */
export const THEME_FIELD_MAX_LENGTH_LIMIT = 100;
export const THEME_PROJECT_FIELDS_LIMIT = 8;
const themeMaxLengthSchema = z.number().int().positive().max(THEME_FIELD_MAX_LENGTH_LIMIT);

export const themeCustomFieldsSchema = z
  .object({
    project: z
      .object({
        label: z.string().max(60).optional(),
        required: z.boolean().optional(),
        /** Separates the fields of a multi-field project; default '-'. */
        hyphen: z.string().min(1).max(3).optional(),
        /** The project is chosen from the customer's list or given, never typed. */
        readonly: z.boolean().optional(),
        /** A typed project is not offered for saving in the customer's list. */
        hideNewProject: z.boolean().optional(),
        /** The user's formatString is the fixed start of every project they enter. */
        useFormatString: z.boolean().optional(),
        fields: z
          .array(
            z.object({
              format: fieldFormatSchema.optional(),
              maxLength: themeMaxLengthSchema.optional(),
              placeholder: z.string().max(60).optional(),
            }),
          )
          .max(THEME_PROJECT_FIELDS_LIMIT)
          .optional(),
      })
      .optional(),
    reference: z
      .object({
        label: z.string().max(60).optional(),
        required: z.boolean().optional(),
        hide: z.boolean().optional(),
        format: fieldFormatSchema.optional(),
        maxLength: themeMaxLengthSchema.optional(),
        placeholder: z.string().max(60).optional(),
      })
      .optional(),
    department: z
      .object({ label: z.string().max(60).optional(), required: z.boolean().optional() })
      .optional(),
    addresses: z
      .object({ editDelivery: z.boolean(), newDelivery: z.boolean(), newInvoice: z.boolean() })
      .partial()
      .optional(),
    productOrder: z.object({ calculatePrice: z.boolean() }).partial().optional(),
    analyseFiles: z.boolean().optional(),
    printStoreAd: z
      .object({ onlyDefault: z.boolean(), includeDefault: z.boolean(), hideAds: z.boolean() })
      .partial()
      .optional(),
    mergeProjectReference: z.boolean().optional(),
    mergeSymbol: z.string().min(1).max(3).optional(),
    /** Purchasing-portal mode: no delivery, invoice, date, project or reference; fixed customer number. */
    sapPortal: z.boolean().optional(),
    /** The customer number used in sapPortal mode. */
    themeCustomer: z
      .string()
      .regex(/^\d{7}$/)
      .optional(),
    printSpecs: z
      .object({
        hide: z.boolean(),
        /**
         * Who does not get print templates (spec 02 section 6; decision 0050): 'never' (the
         * default), 'userPrintSpecs' (users with the role USER_PRINTSPECS), 'always' (everyone).
         */
        hideTemplates: z.enum(['never', 'userPrintSpecs', 'always']),
      })
      .partial()
      .optional(),
    printOrder: z.object({ cartV2: z.boolean() }).partial().optional(),
  })
  .strict();

export const themeSettingsSchema = z.object({
  flags: themeFlagsSchema,
  colours: themeColoursSchema,
  /** File name under {imagesBase}/logos/themes. */
  logo: imageFileSchema.optional(),
  /** File name under {imagesBase}/backgrounds. */
  backgroundImage: imageFileSchema.optional(),
  backgroundPosition: z.enum(backgroundPositions).default('center'),
  customFields: themeCustomFieldsSchema.default({}),
  /**
   * The theme's own delivery charge, free-delivery amount or minimum order value, instead of the
   * shop's (decision 0131); absent: the shop's terms.
   */
  orderTerms: themeOrderTermsSchema.optional(),
});
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;
export type ThemeFlags = z.infer<typeof themeFlagsSchema>;

/** GET /api/v3/themes/:name */
export const themeResponseSchema = z.object({
  themeID: z.uuid(),
  name: themeNameSchema,
  mainThemeName: z.string(),
  title: z.string(),
  isDefault: z.boolean(),
  /** True when the requested theme does not exist and this is the default theme instead. */
  fallback: z.boolean(),
  settings: themeSettingsSchema,
  /** Already filtered by the caller's security level. */
  propositions: z.array(propositionSchema),
  /** Absolute or root-relative URLs of the theme's images, resolved against the images base. */
  images: z.object({ logo: z.string().nullable(), background: z.string().nullable() }),
});
export type ThemeResponse = z.infer<typeof themeResponseSchema>;

export const themeParamsSchema = z.object({ name: themeNameSchema });
