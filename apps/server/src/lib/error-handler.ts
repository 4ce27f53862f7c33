import type { ErrorCode } from '@portal/shared/i18n/nl/errors';
import { translate } from '@portal/shared/i18n/translate';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

/** Fastify's own error codes that are the client's fault, mapped to ours. */
const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION_ERROR' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'VALIDATION_ERROR' },
  FST_ERR_VALIDATION: { status: 400, code: 'VALIDATION_ERROR' },
};

/** One error shape for every failure; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ error: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      request.log.info({ issues: error.validation }, 'request failed validation');
      return reply
        .status(400)
        .send({ error: 'VALIDATION_ERROR', message: translate('errors.VALIDATION_ERROR') });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ error: 'RATE_LIMITED', message: translate('errors.RATE_LIMITED') });
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      return reply
        .status(known.status)
        .send({ error: known.code, message: translate(`errors.${known.code}`) });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // A JSON syntax error and similar client mistakes.
      return reply
        .status(error.statusCode)
        .send({ error: 'VALIDATION_ERROR', message: translate('errors.VALIDATION_ERROR') });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ error: 'INTERNAL_ERROR', message: translate('errors.INTERNAL_ERROR') });
  });
}
