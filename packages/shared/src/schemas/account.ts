import { z } from 'zod';
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH } from '../constants';
import { containsUrl } from '../rules/contains-url';

/**
 * Field rules of spec 01 section 5, defined once for forms and server. Messages are keys
 * of the `common`/`accounts` catalogue; the web app maps them to Dutch texts.
 */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(4, 'required')
  .max(254, 'tooLong')
  .pipe(z.email('email'));
export const passwordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'passwordPolicy')
  .max(256, 'tooLong')
  .regex(/[A-Z]/, 'passwordPolicy')
  .regex(/\d/, 'passwordPolicy');
/**
 * Names are free text, but markup, statement separators, control characters and web addresses
 * have no place in them: a name goes into mails to any address, where a mail program would
 * make an address a link (issue 10; the spec's rule for publish names).
 */
export const nameField = z
  .string()
  .trim()
  .min(1, 'required')
  .max(NAME_MAX_LENGTH, 'tooLong')
  .regex(/^[^<>;{}\\\p{Cc}]*$/u, 'invalidCharacters')
  .refine((name) => !containsUrl(name), 'noUrl');
/** Dutch numbers have 10 digits, Belgian ones 9: fewer cannot be called back. */
export const PHONE_MIN_DIGITS = 9;
export const phoneField = z
  .string()
  .trim()
  .min(1, 'required')
  .max(PHONE_MAX_LENGTH, 'tooLong')
  .regex(/^[^A-Za-z]*$/, 'noLetters')
  .regex(/^[0-9+()\-\s.]*$/, 'phone')
  .refine((phone) => phone.replace(/\D/g, '').length >= PHONE_MIN_DIGITS, 'phoneDigits');

export const signUpBodySchema = z.object({
  email: emailField,
  name: nameField,
  phone: phoneField,
  password: passwordField,
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const domainCheckBodySchema = z.object({ email: z.string().trim().max(254) });
/** Spec 01 section 3, Domain-restriction result. */
export const domainRestrictionSchema = z.object({
  restricted: z.boolean(),
  allowRegistration: z.boolean(),
  allowLogin: z.boolean(),
  title: z.string(),
  message: z.string(),
  btnLabel: z.string(),
  btnUrl: z.string(),
});
export type DomainRestriction = z.infer<typeof domainRestrictionSchema>;

export const loginBodySchema = z.object({
  username: z.string().trim().toLowerCase().min(4, 'required').max(254, 'tooLong').pipe(z.email('email')),
  password: z.string().min(1, 'required').max(256, 'tooLong'),
  /** 'Ingelogd blijven': the login outlives a browser restart (30 days instead of 12 hours). */
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const introPreferencesSchema = z.object({
  print: z.boolean().optional(),
  copy: z.boolean().optional(),
  scan: z.boolean().optional(),
  covid: z.boolean().optional(),
  copyScan: z.boolean().optional(),
});
/** Spec 01 section 3, User preferences: intro screens not to show again, and the promo pop-up. */
export const userPreferencesSchema = z.object({
  hiddenIntros: introPreferencesSchema.default({}),
  showPrintStorePopUp: z.boolean().default(true),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

export const notificationsSchema = z.object({ orderConfirmation: z.boolean(), delivery: z.boolean() });

/**
 * The provider's staff roles a user can be granted in data (decision 0051): 'orderDesk' works
 * the staff's order inbox; 'customerLinks' links users to customer numbers and unlinks them,
 * which lets a user see that customer's orders and reorder its files (decision 0082).
 */
export const STAFF_ROLES = ['orderDesk', 'customerLinks'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Spec 01 section 3, User (session). */
export const userSchema = z.object({
  uid: z.uuid(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  securityLevel: z.number().int().min(0),
  unzipOnUpload: z.boolean(),
  projectRequired: z.boolean(),
  notifications: notificationsSchema,
  defaultProjectId: z.string().nullable(),
  formatString: z.string().nullable(),
  printStore: z.object({ id: z.string(), role: z.string() }).nullable(),
  title: z.string().nullable(),
  /** The user's own theme, loaded at login. */
  themeName: z.string().nullable(),
  isStaff: z.boolean(),
  /**
   * The staff roles that count for this user: those granted in data, and only while the user is
   * staff by e-mail domain (the server's guard asks both, decision 0051). Empty for customers.
   */
  staffRoles: z.array(staffRoleSchema),
  preferences: userPreferencesSchema,
  /**
   * Whether the user has an archive in the file store to choose files from (issue 31 point 4):
   * one of the user's customer numbers has one (the order desk's staff: any customer). It decides
   * whether 'Selecteer uit bestandsopslag' is offered, without a question of its own.
   */
  hasArchives: z.boolean(),
  loggedIn: z.literal(true),
});
export type User = z.infer<typeof userSchema>;

/**
 * The user with a short-lived access token (decision 0035): kept in memory only, renewed through
 * the refresh endpoint before `jwtExpiresIn` seconds have passed.
 */
export const loginResponseSchema = userSchema.extend({
  jwtToken: z.string(),
  jwtExpiresIn: z.number().int().positive(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A refresh restores the login (a new access token), or says there is none in this browser. */
export const refreshResponseSchema = z.discriminatedUnion('loggedIn', [
  loginResponseSchema,
  z.object({ loggedIn: z.literal(false) }),
]);
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const sessionResponseSchema = z.object({ loggedIn: z.boolean() });

export const validateEmailBodySchema = z.object({ hash: z.string().min(16).max(128) });
/** The confirmed address comes back, so the login that follows can fill it in. */
export const validateEmailResponseSchema = z.object({ status: z.literal('validated'), email: z.email() });

export const resendValidationResponseSchema = z.object({ status: z.literal('sent') });

export const forgotPasswordBodySchema = z.object({
  username: z.string().trim().toLowerCase().min(4, 'required').max(254, 'tooLong').pipe(z.email('email')),
});
/** 'validationPending' only follows an address of an account that is not yet validated (spec). */
export const forgotPasswordResponseSchema = z.object({ result: z.enum(['sent', 'validationPending']) });

export const resetPasswordBodySchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
  resetId: z.string().min(16).max(128),
  password: passwordField,
});

export const saveSettingsBodySchema = z.object({
  settings: z.object({
    name: nameField,
    phone: phoneField,
    notifications: notificationsSchema,
    unzipOnUpload: z.boolean(),
  }),
  currentPassword: z.string().max(256).optional(),
  newPassword: passwordField.optional(),
});
export type SaveSettingsBody = z.infer<typeof saveSettingsBodySchema>;

export const terminationRequestBodySchema = z.object({ message: z.string().trim().max(2000).default('') });
