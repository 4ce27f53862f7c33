/** Business constants from the specification (01 section 9, 02 section 9). */
export const PASSWORD_MIN_LENGTH = 12;
export const NAME_MAX_LENGTH = 40;
export const PHONE_MAX_LENGTH = 20;
export const CONTACT_NAME_MAX_LENGTH = 128;
export const CONTACT_EMAIL_MAX_LENGTH = 128;
/** Not in the spec: a cap so that one contact message cannot fill the outbox. */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const MAX_FILE_SIZE_BYTES = 2147483648;
export const UPLOAD_CHUNK_SIZE_BYTES = 524288;
export const UPLOAD_RETRIES = 3;
export const UPLOAD_RETRY_INTERVAL_MS = 100;
export const ANALYSIS_POLL_INTERVAL_MS = 500;
export const DPI_RECOMMENDED = 200;
export const DPI_WARNING_BELOW = 197;
export const DPI_ASSUMED_WITHOUT_ANALYSIS = 300;
/**
 * Where the server answers its OpenAPI document (api/system.api.ts getOpenApiDocument). Here too,
 * without zod: the API page links it before it has loaded anything else (decision 0117).
 */
export const OPENAPI_DOCUMENT_PATH = '/api/v3/openapi.json';
/** The id of the script element in which the server writes the page's PageStart JSON (schemas/site.ts). */
export const PAGE_START_ELEMENT_ID = 'portal-start';
export const COOKIE_CONSENT_DAYS = 90;
export const MOBILE_MAX_HEIGHT = 400;
export const MOBILE_MAX_WIDTH = 620;
/**
 * The move-out before an intro: as long as the ring's items take to fly out (home.css), no
 * longer. The spec's 5 s move-out timer is its upper bound, not a wait (decision 0030).
 */
export const MENU_MOVE_OUT_MS = 1200;
export const QUOTATION_NUMBER_LENGTH = 7;
/** The security level from which a user may place secured print orders (the home menu's item has it). */
export const SECURED_PRINTING_LEVEL = 2;
/** The secured order's flip card turns back to its products in this long (spec 02 section 9, flip-back). */
export const FLIP_BACK_MS = 500;
export const DEFAULT_MERGE_SYMBOL = '/';
/** The address lists show a search field above this many addresses (spec 02 section 9). */
export const ADDRESS_SEARCH_THRESHOLD = 5;
export const AUTO_CLOSE_MS = {
  signUp: 6000,
  loginSuccess: 500,
  profile: 1000,
  termination: 1500,
  contact: 1500,
  sessionNotice: 3000,
  resetSuccess: 2000,
  resetFailure: 7000,
  notification: 3000,
} as const;

export const COOKIE_NAMES = {
  consent: 'cookie_consent',
  uploadSession: 'upload_session',
  session: 'session',
} as const;

/**
 * The print store (spec 02; issue 29). Here rather than beside its schemas, which bring zod: the
 * store's first screen reads them before it has asked for anything.
 */
/** The literal category id that lists the recommended collections, shown as 'Aanbevolen'. */
export const SHARED_CATEGORY_ID = 'shared';
/** Preview widths in pixels the print store's media route serves (spec 02 section 7, sizes seen). */
export const STORE_PREVIEW_SIZES = [40, 44, 66, 88, 140, 150, 270, 282, 300, 445, 466] as const;
export const STORE_SEARCH_MAX_LENGTH = 100;

/**
 * The print order's catalogue (schemas/catalogue.ts; issue 11). Here rather than beside its
 * schemas, which bring zod: the product order screen prices with them before it has asked for
 * anything (issue 29, Lighthouse). The option groups the engine reads by name: the format,
 * black-white or colour, one- or two-sided. Every other group only adds the prices of its chosen
 * options.
 */
export const PRICED_GROUPS = { format: 'formaat', colour: 'kleur', sides: 'printwijze' } as const;
/** The format option that takes the file's own format (spec 02 section 9). */
export const FORMAT_AS_FILE = 'Als bestand';
export const COLOUR_OPTIONS = { bw: 'Zwart/Wit', colour: 'kleur' } as const;
export const SIDES_OPTIONS = { single: 'Enkelzijdig', double: 'dubbelzijdig' } as const;
