import type { ErrorCode } from '@portal/shared/i18n/nl/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Failure } from './failure';
import { sendFailure } from './routes';

/** Fastify's own error codes that are the client's fault, mapped to ours. */
const CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_ERROR',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
  FST_ERR_VALIDATION: 'VALIDATION_ERROR',
};

/**
 * One error shape for every failure that a handler did not return itself: invalid input,
 * limits, Fastify's own refusals, and the unexpected (logged, its details kept from the client).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      request.log.info({ issues: error.validation }, 'request failed validation');
      return sendFailure(reply, new Failure('VALIDATION_ERROR'));
    }
    if (error.statusCode === 429) return sendFailure(reply, new Failure('RATE_LIMITED'));
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendFailure(reply, new Failure(known));
    // A JSON syntax error and similar client mistakes.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
      return sendFailure(reply, new Failure('VALIDATION_ERROR')).status(error.statusCode);
    request.log.error({ err: error }, 'unexpected error');
    return sendFailure(reply, new Failure('INTERNAL_ERROR'));
  });
}
