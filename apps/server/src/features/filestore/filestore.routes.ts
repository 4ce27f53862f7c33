import {
  createArchive,
  createFolder,
  deleteArchive,
  deleteForGood,
  downloadFilestoreFile,
  emptyTrash,
  fileUploads,
  getFilestoreDashboard,
  getFilestoreFile,
  getFilestorePreview,
  getFolderListing,
  getTrashFolder,
  listArchives,
  listTrash,
  moveItems,
  renameFile,
  renameFolder,
  restoreItems,
  searchFilestore,
  trashItems,
  updateArchive,
} from '@portal/shared/api/filestore.api';
import type { FastifyReply } from 'fastify';
import { attachment, contentTypeOf } from '../../lib/content-disposition';
import { visitorIdOf } from '../../lib/visitor';
import { isFailure } from '../../platform/failure';
import {
  type Authenticator,
  type Caller,
  callerHasAccess,
  type RouteDefinition,
  route,
} from '../../platform/routes';
import { sendStoredFile } from '../../platform/storage/send-stored-file';
import type { FilestoreCaller, FilestoreService } from './filestore.service';

/** A customer's archive is theirs alone and changes when a colleague changes it: asked each time. */
const notShared = (reply: FastifyReply) => reply.header('cache-control', 'private, no-cache');

/** The file store over HTTP (decisions 0120 and 0121); every contract's 'customer' access needs a login. */
export function filestoreRoutes(service: FilestoreService, auth: Authenticator): RouteDefinition[] {
  // Staff with the order desk's role keep every customer's archives (decision 0118).
  const callerOf = (caller: Caller): FilestoreCaller => ({
    userId: caller.user.id,
    orderDesk: callerHasAccess(auth, caller, 'orderDesk'),
  });
  return [
    route(getFilestoreDashboard, async ({ caller, reply }) => {
      notShared(reply);
      return service.dashboard(callerOf(caller));
    }),
    route(listArchives, async ({ caller, reply }) => {
      notShared(reply);
      return service.archives(callerOf(caller));
    }),
    route(createArchive, async ({ caller, body }) => service.createArchive(callerOf(caller), body)),
    route(updateArchive, async ({ caller, params, body }) =>
      service.updateArchive(callerOf(caller), params.archiveId, body),
    ),
    route(deleteArchive, async ({ caller, params, query }) =>
      service.deleteArchive(callerOf(caller), params.archiveId, query.version),
    ),
    route(getFolderListing, async ({ caller, params, query, reply }) => {
      notShared(reply);
      return service.listing(callerOf(caller), params.archiveId, query);
    }),
    route(createFolder, async ({ caller, params, body }) =>
      service.createFolder(callerOf(caller), params.archiveId, body),
    ),
    route(renameFolder, async ({ caller, params, body }) =>
      service.renameFolder(callerOf(caller), params.folderId, body),
    ),
    route(getFilestoreFile, async ({ caller, params, reply }) => {
      notShared(reply);
      return service.file(callerOf(caller), params.fileId);
    }),
    route(renameFile, async ({ caller, params, body }) =>
      service.renameFile(callerOf(caller), params.fileId, body),
    ),
    route(downloadFilestoreFile, async ({ caller, params, request, reply }) => {
      const found = await service.download(callerOf(caller), params.fileId);
      if (isFailure(found)) return found;
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachment(found.name))
        .type(contentTypeOf(found.name));
      // Streamed from the storage, whole or the asked range: a 2 GB scan is never held.
      return sendStoredFile(request, reply, found.file);
    }),
    route(getFilestorePreview, async ({ caller, params, query, request, reply }) => {
      const preview = await service.preview(callerOf(caller), params.fileId, params.size, query.page);
      if (isFailure(preview)) return preview;
      // A stored file's pages never change (a new file is a new id); still the customer's only.
      reply.header('cache-control', 'private, max-age=31536000, immutable').type(preview.contentType);
      return sendStoredFile(request, reply, preview);
    }),
    route(fileUploads, async ({ caller, params, body, request, reply }) =>
      service.fileUploads(
        callerOf(caller),
        { visitorId: visitorIdOf(request, reply), userId: caller.user.id },
        params.archiveId,
        body,
      ),
    ),
    route(moveItems, async ({ caller, params, body }) =>
      service.move(callerOf(caller), params.archiveId, body),
    ),
    route(trashItems, async ({ caller, params, body }) =>
      service.trash(callerOf(caller), params.archiveId, body),
    ),
    route(listTrash, async ({ caller, query, reply }) => {
      notShared(reply);
      return service.trashList(callerOf(caller), query.after);
    }),
    route(getTrashFolder, async ({ caller, params, query, reply }) => {
      notShared(reply);
      return service.trashFolder(callerOf(caller), params.folderId, query.after);
    }),
    route(restoreItems, async ({ caller, body }) => service.restore(callerOf(caller), body)),
    route(deleteForGood, async ({ caller, body }) => service.deleteForGood(callerOf(caller), body)),
    route(emptyTrash, async ({ caller }) => service.emptyTrash(callerOf(caller))),
    route(searchFilestore, async ({ caller, query, reply }) => {
      notShared(reply);
      return service.search(callerOf(caller), query);
    }),
  ];
}
