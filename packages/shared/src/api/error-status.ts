import type { ErrorCode } from '../i18n/nl/errors';

/**
 * The HTTP status of every error code, in one table: the server answers a failure with it and
 * the OpenAPI document lists each endpoint's codes under it. A code means one thing, so it has
 * one status wherever it is returned.
 */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  INVALID_THEME_NAME: 400,
  UNKNOWN_RECIPIENT: 400,
  CURRENT_PASSWORD_REQUIRED: 400,
  CURRENT_PASSWORD_WRONG: 400,
  UNAUTHORIZED: 401,
  LOGIN_FAILED: 401,
  FORBIDDEN: 403,
  DOMAIN_RESTRICTED: 403,
  PASSWORD_CHANGE_DISABLED: 403,
  NOT_FOUND: 404,
  THEME_NOT_FOUND: 404,
  MESSAGE_NOT_FOUND: 404,
  UPLOAD_SESSION_NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
  PREVIEW_UNAVAILABLE: 404,
  DUPLICATE_FILE_NAME: 409,
  LINK_ALREADY_USED: 409,
  LINK_EXPIRED: 410,
  RESET_LINK_INVALID: 410,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  URL_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  FILE_TOO_LARGE: 422,
  CHUNK_INVALID: 422,
  CHUNK_SIZE_MISMATCH: 422,
  UPLOAD_INCOMPLETE: 422,
  RATE_LIMITED: 429,
  TOO_MANY_ATTEMPTS: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  UPLOAD_WRITE_FAILED: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

export type ErrorStatus = (typeof errorStatus)[ErrorCode];
