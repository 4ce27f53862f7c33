import { createReadStream } from 'node:fs';
import { apiErrorSchema } from '@portal/shared/schemas/common';
import {
  finaliseUploadBodySchema,
  finaliseUploadResponseSchema,
  previewParamsSchema,
  previewQuerySchema,
  uploadChunkQuerySchema,
  uploadedFileSchema,
  uploadedFilesResponseSchema,
  uploadSessionSchema,
} from '@portal/shared/schemas/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { visitorIdOf } from '../../lib/visitor';
import type { Auth } from '../accounts/auth';
import type { Caller, UploadsService } from './uploads.service';

type Options = { uploads: UploadsService; auth: Auth };

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  500: apiErrorSchema,
};
const sessionParams = z.object({ sessionId: z.uuid() });
const fileParams = sessionParams.extend({ fileId: z.uuid() });

async function callerOf(auth: Auth, request: FastifyRequest, reply: FastifyReply): Promise<Caller> {
  const { user } = await auth.requireUser(request);
  return { visitorId: visitorIdOf(request, reply), userId: user.id };
}

/** The flow.js chunk endpoint, on the path the spec shows (POST /api/v3/upload). */
export const uploadChunkRoutes: FastifyPluginAsyncZod<Options> = async (app, { uploads, auth }) => {
  // Chunks are raw bytes (flow.js "octet"): no parser may buffer them; the service streams
  // request.raw to disk. Encapsulated in this plugin, so other routes keep their JSON parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.post(
    '/upload',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Receives one chunk of a file (flow.js octet protocol, 524288-byte chunks)',
        description:
          'The flow* parameters travel in the query string, the chunk is the request body. A re-sent chunk replaces the earlier one.',
        querystring: uploadChunkQuerySchema,
        security: [{ bearer: [] }],
        response: { 200: z.object({ received: z.literal(true) }), ...errors },
      },
      // A chunk whose parameters are wrong cannot succeed on a retry: 422 is on flow.js's
      // permanent-error list, 400 is not.
      attachValidation: true,
      // A 1 GB file is 2,048 chunk requests: their access-log lines would drown the log and say
      // nothing the finalise call's line does not. Warnings and errors are still logged.
      logLevel: 'warn',
    },
    async (request, reply) => {
      if (request.validationError) throw new AppError(422, 'CHUNK_INVALID');
      const login = await auth.loginClaimsOf(request);
      const caller = {
        visitorId: visitorIdOf(request, reply),
        login,
        confirmLogin: async () => (await auth.requireUser(request)).user.id,
      };
      await uploads.writeChunk(caller, request.query, request.raw);
      return { received: true as const };
    },
  );
};

export const uploadsRoutes: FastifyPluginAsyncZod<Options> = async (app, { uploads, auth }) => {
  app.get(
    '/uploads/session',
    {
      schema: {
        tags: ['uploads'],
        summary: "This browser's upload session for the logged-in user",
        security: [{ bearer: [] }],
        response: { 200: uploadSessionSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => uploads.session(await callerOf(auth, request, reply)),
  );

  app.post(
    '/uploads/:sessionId/files',
    {
      schema: {
        tags: ['uploads'],
        summary:
          'Finalises an upload: joins the chunks, stores the file (or the entries of a zip) and starts analysis',
        params: sessionParams,
        body: finaliseUploadBodySchema,
        security: [{ bearer: [] }],
        response: { 201: finaliseUploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await uploads.finalise(
        await callerOf(auth, request, reply),
        request.params.sessionId,
        request.body,
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/uploads/:sessionId/files',
    {
      schema: {
        tags: ['uploads'],
        summary: "The session's files with their status and analysis",
        params: sessionParams,
        security: [{ bearer: [] }],
        response: { 200: uploadedFilesResponseSchema, ...errors },
      },
    },
    async (request, reply) => ({
      files: await uploads.list(await callerOf(auth, request, reply), request.params.sessionId),
    }),
  );

  app.get(
    '/uploads/:sessionId/files/:fileId',
    {
      schema: {
        tags: ['uploads'],
        summary: 'One file with its analysis; polled every 500 ms while ANALYZING',
        params: fileParams,
        security: [{ bearer: [] }],
        response: { 200: uploadedFileSchema, ...errors },
      },
    },
    async (request, reply) =>
      uploads.get(await callerOf(auth, request, reply), request.params.sessionId, request.params.fileId),
  );

  app.delete(
    '/uploads/:sessionId/files/:fileId',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Removes a file, its previews and (when no other file has the same content) its bytes',
        params: fileParams,
        security: [{ bearer: [] }],
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await uploads.remove(
        await callerOf(auth, request, reply),
        request.params.sessionId,
        request.params.fileId,
      );
      return reply.status(204).send(null);
    },
  );
};

/** Page previews at the path the spec's media URLs follow; the owner is known by the upload-session cookie. */
export const previewRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  app.get(
    '/media/print-order/preview/:uuid/:size',
    {
      schema: {
        tags: ['uploads'],
        summary:
          'A WebP preview of a page (width 120, 240, 480 or 960 px) for the browser that uploaded the file',
        params: previewParamsSchema,
        querystring: previewQuerySchema,
        // No response schema: the answer is an image stream (errors keep the one error shape).
      },
    },
    async (request, reply) => {
      const preview = await uploads.preview(
        visitorIdOf(request, reply),
        request.params.uuid,
        request.params.size,
        request.query.page,
      );
      // The content of a file id never changes, but it is nobody else's business.
      return reply
        .header('cache-control', 'private, max-age=31536000, immutable')
        .type(preview.contentType)
        .send(createReadStream(preview.path));
    },
  );
};
