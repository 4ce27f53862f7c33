import type { UploadedFile } from '@portal/shared/schemas/uploads';
import type { Database } from '../../db/database';
import { keptWhileHeard } from '../../db/kept-while-heard';
import { ownerOf, type UploadCaller } from './upload-owner';
import { toUploadedFile } from './uploaded-file-view';
import type { SessionWithFiles, UploadsRepository } from './uploads.repository';

/**
 * The channel migration 0019's triggers announce every change of an upload session and its
 * files on, with the session's id.
 */
export const UPLOAD_SESSION_CHANGES_CHANNEL = 'upload_session_changes';

/**
 * Sessions kept per instance at most, the least recently asked going first. A session's files
 * as listed are small (no per-page detail, decision 0037): a few hundred bytes each.
 */
const MAX_KEPT_SESSIONS = 2_000;

type KeptSession = Omit<SessionWithFiles, 'files'> & { files: UploadedFile[] };

/**
 * The owner check and the files of an upload session, which the file list, the cart and every
 * quote ask with each call (issue 11's target with 50 customers at once): read once and kept
 * while the database announces no change of the session or its files (decision 0058,
 * migration 0019), on every instance. The check itself is the query's: the caller's
 * browser and user, and the session still open.
 */
export function createSessionFiles(deps: { repository: UploadsRepository }) {
  const kept = keptWhileHeard<KeptSession | null>({
    channel: UPLOAD_SESSION_CHANGES_CHANNEL,
    maxEntries: MAX_KEPT_SESSIONS,
  });

  const read = (sessionId: string) =>
    kept.get(sessionId, async () => {
      const session = await deps.repository.sessionWithFiles(sessionId);
      return session ? { ...session, files: session.files.map(toUploadedFile) } : null;
    });

  /** The session's files in list order when the caller owns the open session; else undefined. */
  async function filesOfOwned(
    caller: UploadCaller,
    sessionId: string,
  ): Promise<readonly UploadedFile[] | undefined> {
    const session = await read(sessionId);
    if (!session || session.closedAt !== null) return undefined;
    const owner = ownerOf(caller);
    return session.visitorHash === owner.visitorHash && session.userId === owner.userId
      ? session.files
      : undefined;
  }

  return {
    filesOfOwned,
    start: (database: Database) => kept.start(database),
    stop: () => kept.stop(),
  };
}
export type SessionFiles = ReturnType<typeof createSessionFiles>;
