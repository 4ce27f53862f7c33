import type { ErrorCode } from '@portal/shared/i18n/nl/errors';
import { translate } from '@portal/shared/i18n/translate';

/**
 * An expected failure with a stable code and a Dutch message; the error handler turns it
 * into `{ error, message }` with its status.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string = translate(`errors.${code}`),
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(404, code);
export const badRequest = (code: ErrorCode = 'VALIDATION_ERROR') => new AppError(400, code);
