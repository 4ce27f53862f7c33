import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorStatus } from '@portal/shared/api/error-status';
import type { ErrorCode } from '@portal/shared/i18n/nl/errors';
import { translate } from '@portal/shared/i18n/translate';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Failure, FailureError } from './failure';
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
    // A refusal of ours before the handler, such as the JSON parser's BODY_TOO_DEEP.
    if (error instanceof FailureError) return sendFailure(reply, error.failure);
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

/**
 * Fastify's refusals before any route: an URL that is not valid percent-encoding, or a path
 * parameter longer than the router takes. Fastify's own answer echoes the path back.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'request refused before routing');
  const code: ErrorCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URL_TOO_LONG' : 'BAD_REQUEST';
  return sendFailure(reply, new Failure(code));
}

/** Node's refusals of what is not HTTP at all; the socket is then closed. */
const CLIENT_ERROR_CODES: Record<string, ErrorCode> = {
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
};

/**
 * Answers a request Node could not parse (malformed, headers too large, too slow) in the one
 * error shape, then closes the connection. Replaces Fastify's default, which answers in English.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = CLIENT_ERROR_CODES[error.code ?? ''] ?? 'BAD_REQUEST';
  const status = errorStatus[code];
  const body = JSON.stringify({ error: code, message: translate(`errors.${code}`) });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy();
}
