import {
  bulkEditDesigns,
  createDesign,
  deleteDesign,
  downloadDesignSource,
  downloadDesignSourceByQuery,
  getDesign,
  listCollectionDesigns,
  regenerateDesignPreview,
  testDesignFileChunk,
  updateDesign,
  uploadDesignFile,
} from '@portal/shared/api/print-store-admin.api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isFailure } from '../../platform/failure';
import { type RouteDefinition, route, signedRoute } from '../../platform/routes';
import { type StoredDownload, sendStoredFile } from '../../platform/storage/send-stored-file';
import { sanitiseFileName } from '../uploads/file-names';
import type { DesignAdminService } from './design-admin.service';
import { EXTENSION_OF } from './design-content';
import type { DesignChunkCaller, DesignFiles } from './design-files.service';
import { storeAdminCaller } from './store-admin.routes';

type SignedChunkContext = Parameters<Parameters<typeof signedRoute<typeof uploadDesignFile>>[1]>[0];

/** A chunk's caller: its token's claims, and the full check of the admin behind it when asked. */
const chunkCaller = ({
  login,
  confirmAccess,
}: Pick<SignedChunkContext, 'login' | 'confirmAccess'>): DesignChunkCaller => ({
  login,
  confirm: async () => {
    const caller = await confirmAccess();
    return isFailure(caller) ? caller : storeAdminCaller(caller);
  },
});

/**
 * The name a download is saved as: the one the path or query asks for, made safe, with the
 * extension of what the file is (so a PDF is never saved as something a computer would run).
 */
function downloadName(asked: string | undefined, stored: string, mime: string): string {
  const extension = mime === 'application/pdf' ? EXTENSION_OF.pdf : EXTENSION_OF.jpeg;
  const name = sanitiseFileName(asked ?? stored);
  const withoutExtension = name.replace(/\.(pdf|jpe?g)$/i, '');
  return `${withoutExtension}${extension}`;
}

function sendSource(
  request: FastifyRequest,
  reply: FastifyReply,
  found: { file: StoredDownload; source: { name: string; mime: string } },
  asked: string | undefined,
): Promise<FastifyReply> {
  const name = downloadName(asked, found.source.name, found.source.mime);
  reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
    .type(found.source.mime);
  return sendStoredFile(request, reply, found.file);
}

/** The designs' admin tools and files (issue 30 point 3, decision 0113). */
export function designAdminRoutes(designs: DesignAdminService, files: DesignFiles): RouteDefinition[] {
  return [
    route(listCollectionDesigns, async ({ caller, params }) =>
      designs.listOfCollection(storeAdminCaller(caller), params.collectionId),
    ),
    route(getDesign, async ({ caller, params }) => designs.get(storeAdminCaller(caller), params.designId)),
    route(createDesign, async ({ caller, body }) => designs.create(storeAdminCaller(caller), body)),
    route(updateDesign, async ({ caller, params, body }) =>
      designs.update(storeAdminCaller(caller), params.designId, body),
    ),
    route(deleteDesign, async ({ caller, params, query }) =>
      designs.delete(storeAdminCaller(caller), params.designId, query.version),
    ),
    route(bulkEditDesigns, async ({ caller, body }) => designs.bulkEdit(storeAdminCaller(caller), body)),
    route(regenerateDesignPreview, async ({ caller, params }) =>
      files.regeneratePreview(storeAdminCaller(caller), params.designId),
    ),
    signedRoute(
      uploadDesignFile,
      async ({ query, request, login, confirmAccess }) =>
        files.write(chunkCaller({ login, confirmAccess }), query, request.raw),
      {
        // As the customers' chunks (uploads.routes.ts): raw bytes streamed to disk, wrong
        // parameters a permanent error for flow.js, no access-log line per chunk.
        rawBody: true,
        invalidInput: 'CHUNK_INVALID',
        logLevel: 'warn',
      },
    ),
    signedRoute(
      testDesignFileChunk,
      async ({ query, login, confirmAccess, reply }) => {
        const present = await files.has(chunkCaller({ login, confirmAccess }), query);
        if (isFailure(present)) return present;
        // flow.js: 200 means the chunk is here; any status it does not count as a success or a
        // permanent error (204) makes it send the chunk.
        return reply.code(present ? 200 : 204).send();
      },
      { invalidInput: 'CHUNK_INVALID', logLevel: 'warn' },
    ),
    route(downloadDesignSource, async ({ caller, params, request, reply }) => {
      const file = await files.source(storeAdminCaller(caller), params.printStoreId, params.image);
      return isFailure(file) ? file : sendSource(request, reply, file, params.name);
    }),
    route(downloadDesignSourceByQuery, async ({ caller, params, query, request, reply }) => {
      const file = await files.source(storeAdminCaller(caller), params.printStoreId, params.image);
      return isFailure(file) ? file : sendSource(request, reply, file, query.fileName);
    }),
  ];
}
