import { addFilestoreFilesToSession } from '@portal/shared/api/filestore.api';
import { visitorIdOf } from '../../lib/visitor';
import { type RouteDefinition, route } from '../../platform/routes';
import type { FilestoreFiles } from './filestore-files.service';

/** 'Selecteer uit bestandsopslag' over HTTP (decision 0125): the chosen files into the caller's session. */
export function filestoreFilesRoutes(files: FilestoreFiles): RouteDefinition[] {
  return [
    route(addFilestoreFilesToSession, async ({ caller, params, body, request, reply }) =>
      files.add(
        { visitorId: visitorIdOf(request, reply), userId: caller.user.id },
        caller,
        params.sessionId,
        body.fileIds,
      ),
    ),
  ];
}
