import type { Clock } from '../../lib/clock';
import { type Failure, fail } from '../../platform/failure';
import { ownerOf, type UploadCaller } from './upload-owner';
import type { UploadSessionRow, UploadsRepository } from './uploads.repository';

type Deps = { repository: UploadsRepository; clock: Clock };

/**
 * Upload sessions (decision 0009): one open session per browser and user, bound to the
 * httpOnly upload-session cookie; every file query goes through the session's owner check.
 */
export function createUploadSessionsService(deps: Deps) {
  const { repository, clock } = deps;
  return {
    /** This browser's open upload session for this user; made on first use. */
    async session(caller: UploadCaller): Promise<{ sessionId: string }> {
      const session = await repository.findOrCreateSession(ownerOf(caller), clock.now());
      return { sessionId: session.id };
    },

    /** The session when this caller owns it and it is open. */
    async owned(
      caller: UploadCaller,
      sessionId: string,
    ): Promise<UploadSessionRow | Failure<'UPLOAD_SESSION_NOT_FOUND'>> {
      return (
        (await repository.findOwnedSession(sessionId, ownerOf(caller))) ?? fail('UPLOAD_SESSION_NOT_FOUND')
      );
    },

    /** Closes this browser's open sessions of this user (logout); returns their ids. */
    close(caller: UploadCaller): Promise<string[]> {
      return repository.closeSessions(ownerOf(caller), clock.now());
    },

    /**
     * Closes the user's open sessions in every browser (a password reset): an old cookie then
     * reads no preview and sends no chunk. Returns their ids.
     */
    closeAllOf(userId: string): Promise<string[]> {
      return repository.closeSessionsOfUser(userId, clock.now());
    },
  };
}
export type UploadSessionsService = ReturnType<typeof createUploadSessionsService>;
