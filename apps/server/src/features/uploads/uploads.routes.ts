import {
  finaliseUpload,
  getFilePages,
  getPagePreview,
  getUploadedFile,
  getUploadSession,
  listUploadedFiles,
  removeUploadedFile,
  unpackUploadedFile,
  uploadChunk,
} from '@portal/shared/api/uploads.api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { visitorIdOf } from '../../lib/visitor';
import { isFailure } from '../../platform/failure';
import { type Caller, type RouteDefinition, route, signedRoute } from '../../platform/routes';
import { sendStoredFile } from '../../platform/storage/send-stored-file';
import type { ChunkIntake } from './chunk-intake.service';
import type { FileIntake } from './file-intake.service';
import type { PagePreviews } from './page-previews.service';
import type { UploadCaller } from './upload-owner';
import type { UploadSessionsService } from './upload-sessions.service';

/**
 * The finalise joins and stores the whole file before it answers. On a bucket the chunks of a
 * large upload are read back and sent on (decision 0128), which can take longer than the idle
 * timeout (IDLE_TIMEOUT_MS), and the connection was closed under it: that timeout is for clients
 * that send nothing, not for the server's own work. Stopped for this request, set again once the
 * answer has gone.
 */
function keepOpenWhileJoining(request: FastifyRequest, reply: FastifyReply): void {
  const socket = request.raw.socket;
  // An injected request (the API tests' light-my-request) has no real socket to keep.
  if (typeof socket?.setTimeout !== 'function') return;
  const idleMs = request.server.server.timeout;
  socket.setTimeout(0);
  reply.raw.once('finish', () => socket.setTimeout(idleMs));
}

type Services = {
  sessions: UploadSessionsService;
  intake: ChunkIntake;
  files: FileIntake;
  previews: PagePreviews;
};

const uploadCaller = (caller: Caller, request: FastifyRequest, reply: FastifyReply): UploadCaller => ({
  visitorId: visitorIdOf(request, reply),
  userId: caller.user.id,
});

export function uploadsRoutes({ sessions, intake, files, previews }: Services): RouteDefinition[] {
  return [
    signedRoute(
      uploadChunk,
      async ({ query, request, reply, login, confirmCaller }) => {
        const caller = {
          visitorId: visitorIdOf(request, reply),
          login,
          confirmUserId: async () => (await confirmCaller())?.user.id ?? null,
        };
        return (await intake.write(caller, query, request.raw)) ?? { received: true as const };
      },
      {
        // Chunks are raw bytes (flow.js "octet"): no parser may buffer them; the intake streams them to disk.
        rawBody: true,
        // A chunk whose parameters are wrong cannot succeed on a retry: 422 is on flow.js's
        // permanent-error list, 400 is not.
        invalidInput: 'CHUNK_INVALID',
        // A 1 GB file is 2,048 chunk requests: their access-log lines would drown the log and say
        // nothing the finalise call's line does not. Warnings and errors are still logged.
        logLevel: 'warn',
      },
    ),
    route(getUploadSession, async ({ caller, request, reply }) =>
      sessions.session(uploadCaller(caller, request, reply), caller.sessionId),
    ),
    route(finaliseUpload, async ({ caller, params, body, request, reply }) => {
      keepOpenWhileJoining(request, reply);
      return files.finalise(uploadCaller(caller, request, reply), params.sessionId, body);
    }),
    route(listUploadedFiles, async ({ caller, params, request, reply }) => {
      revalidateEachTime(reply);
      const list = await files.list(uploadCaller(caller, request, reply), params.sessionId);
      return isFailure(list) ? list : { files: [...list] };
    }),
    route(getUploadedFile, async ({ caller, params, request, reply }) => {
      revalidateEachTime(reply);
      return files.get(uploadCaller(caller, request, reply), params.sessionId, params.fileId);
    }),
    route(getFilePages, async ({ caller, params, query, request, reply }) => {
      revalidateEachTime(reply);
      return files.pages(uploadCaller(caller, request, reply), params.sessionId, params.fileId, query);
    }),
    route(unpackUploadedFile, async ({ caller, params, request, reply }) =>
      files.unpack(uploadCaller(caller, request, reply), params.sessionId, params.fileId),
    ),
    route(
      removeUploadedFile,
      async ({ caller, params, request, reply }) =>
        (await files.remove(uploadCaller(caller, request, reply), params.sessionId, params.fileId)) ?? null,
    ),
    route(getPagePreview, async ({ params, query, request, reply }) => {
      const preview = await previews.preview(
        visitorIdOf(request, reply),
        params.uuid,
        params.size,
        query.page,
      );
      if (isFailure(preview)) return preview;
      // A file id's page image never changes, so its name is its ETag. The browser asks each
      // time (no-cache), so the check above runs each time too: a cookie whose session was closed
      // (logout, password reset, order placed) gets no page image of it, not even from the
      // browser's cache on a shared computer.
      const etag = `"${params.uuid}-${params.size}-${query.page}"`;
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return sendStoredFile(request, reply.type(preview.contentType), preview, etag);
    }),
  ];
}

/**
 * The browser keeps the answer (for this user only) and asks each time whether it changed: a
 * poll while the analysis has not moved is answered 304 without a body (ETag, app.ts).
 */
function revalidateEachTime(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-cache');
}
